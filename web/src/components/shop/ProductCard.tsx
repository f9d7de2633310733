import type { ReactNode } from "react";
import { Badge, Box, Button, Card, HStack, IconButton, Text } from "@chakra-ui/react";
import { FaHeart, FaRegHeart } from "react-icons/fa";
import type { ProductFieldsFragment } from "../../gql/graphql";
import { useTaxonomy } from "../common/useTaxonomy";
import { formatMoney } from "../common/format";
import { badgeColors, stockBadge } from "./stock";
import { ResponsivePicture, type PictureSource } from "./ResponsivePicture";
import { picturePreload } from "./picturePreload";
import { usePreloadedImage } from "../../ssr/response";

export type CardProduct = ProductFieldsFragment;

interface Props {
  product: CardProduct;
  inWishlist: boolean;
  onOpen: (id: string) => void;
  onAddToCart: (product: CardProduct) => void;
  onToggleWishlist: (id: string) => void;
  /** Shown on the wishlist page. */
  onRemove?: (id: string) => void;
  /** A card below the first screen of a grid: laid out only as it comes near (see OFF_SCREEN). */
  belowFirstScreen?: boolean;
  /** The grid's first card: its picture is the page's largest, fetched first; the others' are fetched lazily. */
  first?: boolean;
}

// The grid's columns (ProductGrid: 1, 2 from sm, 3 from lg, 4 from xl), so a phone asks for its own width.
const CARD_SIZES = "(min-width: 80em) 25vw, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw";
// A card is at most ~400 CSS px wide: 960 covers a phone at DPR 3 with its square crop; 1280+ would add bytes, not detail.
const CARD_MAX_WIDTH = 960;

type Promotion = { priceCents: number; wasCents: number; label: string } | null | undefined;

/** The price, struck when on sale or promoted, and the price to pay: the sale price, or the server's promoted price. */
export function ProductPrice({ priceCents, salePriceCents, promotion }: { priceCents: number; salePriceCents: number; promotion?: Promotion }) {
  if (promotion) salePriceCents = promotion.priceCents;
  const onSale = salePriceCents > 0 || Boolean(promotion);
  return (
    <HStack gap="3">
      <Text
        data-testid="price"
        fontWeight="semibold"
        fontSize="lg"
        color={onSale ? "fg.muted" : "fg"}
        textDecoration={onSale ? "line-through" : undefined}
      >
        {formatMoney(priceCents)}
      </Text>
      {onSale && (
        <Text data-testid="sale-price" fontWeight="bold" fontSize="lg" color="red.600">
          {formatMoney(salePriceCents)}
        </Text>
      )}
    </HStack>
  );
}

// A card below a grid's first screen is not laid out or painted until it comes near (content-visibility): a phone
// showing one or two cards of a page of 24 lays out those, not the page's 7,800px. Until then it counts as this tall (a
// card is its square picture and about 200px of text: 480-640px at the widths it is shown), and once drawn, as tall as
// it was. Not the first screen's cards: the browser would decide only after a first frame that they are on screen, and
// paint them, the page's largest picture among them, a frame late and at their true height.
const OFF_SCREEN = { contentVisibility: "auto", containIntrinsicSize: "auto 540px" } as const;

/** A card's frame. */
export function ProductCardFrame({ children, belowFirstScreen = false, ...props }: { children: ReactNode; belowFirstScreen?: boolean; "data-testid"?: string }) {
  return (
    <Card.Root overflow="hidden" size="sm" css={belowFirstScreen ? OFF_SCREEN : undefined} {...props}>
      {children}
    </Card.Root>
  );
}

/** The card's square picture, with what sits on it (badge, wishlist button); opens the product on a click. */
export function ProductPicture(props: { image: PictureSource; onClick?: () => void; lazy?: boolean; priority?: boolean; children?: ReactNode }) {
  const { image, onClick, lazy = false, priority = false, children } = props;
  usePreloadedImage(priority ? picturePreload(image, CARD_SIZES, CARD_MAX_WIDTH) : undefined);
  return (
    <Box position="relative">
      <ResponsivePicture
        image={image}
        sizes={CARD_SIZES}
        maxWidth={CARD_MAX_WIDTH}
        w="full"
        h="auto"
        aspectRatio="square"
        objectFit="cover"
        cursor="pointer"
        onClick={onClick}
        lazy={lazy}
        priority={priority}
      />
      {children}
    </Box>
  );
}

export function ProductCard({ product, inWishlist, onOpen, onAddToCart, onToggleWishlist, onRemove, belowFirstScreen, first = false }: Props) {
  const badge = stockBadge(product);
  const taxonomy = useTaxonomy();
  return (
    <ProductCardFrame data-testid="product-card" belowFirstScreen={belowFirstScreen}>
      <ProductPicture image={product.cover ?? { url: product.image, alt: product.title }} onClick={() => onOpen(product.id)} lazy={!first} priority={first}>
        {badge && (
          <Badge position="absolute" top="2" left="2" variant="solid" bg={badgeColors(badge).bg} color={badgeColors(badge).fg}>
            {badge}
          </Badge>
        )}
        {product.promotion && (
          <Badge data-testid="promotion-badge" position="absolute" bottom="2" left="2" variant="solid" colorPalette="red">
            {product.promotion.label}
          </Badge>
        )}
        <IconButton
          aria-label={inWishlist ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`}
          aria-pressed={inWishlist}
          position="absolute"
          top="2"
          right="2"
          size="sm"
          rounded="full"
          variant="surface"
          color={inWishlist ? "red.500" : "fg"}
          onClick={() => onToggleWishlist(product.id)}
        >
          {inWishlist ? <FaHeart /> : <FaRegHeart />}
        </IconButton>
      </ProductPicture>
      <Card.Body gap="2">
        <Button
          variant="plain"
          p="0"
          h="auto"
          justifyContent="flex-start"
          fontSize="lg"
          fontWeight="bold"
          whiteSpace="normal"
          textAlign="start"
          onClick={() => onOpen(product.id)}
        >
          {product.title}
        </Button>
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {product.description}
        </Text>
        <HStack justify="space-between" fontSize="sm" color="fg.muted">
          <Text>{taxonomy.categoryLabel(product.category)}</Text>
          <Text>{taxonomy.brandLabel(product.brand)}</Text>
        </HStack>
        <ProductPrice priceCents={product.priceCents} salePriceCents={product.salePriceCents} promotion={product.promotion} />
      </Card.Body>
      <Card.Footer gap="2" flexDirection="column" alignItems="stretch">
        {product.totalStock <= 0 ? (
          <Button disabled w="full">
            Out of Stock
          </Button>
        ) : (
          <Button w="full" onClick={() => onAddToCart(product)}>
            Add to Cart
          </Button>
        )}
        {onRemove && (
          <Button w="full" variant="outline" onClick={() => onRemove(product.id)}>
            Remove
          </Button>
        )}
      </Card.Footer>
    </ProductCardFrame>
  );
}
