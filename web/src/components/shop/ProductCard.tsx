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
  /** The picture's `sizes` in the page's layout (CARD_SIZES or LISTING_CARD_SIZES). */
  sizes?: string;
}

// How wide a card's picture is at each viewport width, so a browser asks for the width it paints. The grid has 1 column,
// 2 from sm (30em), 3 from lg (64em), 4 from xl (80em), 16 px apart (ProductGrid.tsx), inside the page's frame:
/** In a Container of 7xl (the home page, search, wishlist): 16/24/32 px padding, at most 1280 px wide. */
export const CARD_SIZES = "(min-width: 80em) 292px, (min-width: 64em) calc(33.3vw - 32px), (min-width: 48em) calc(50vw - 32px), (min-width: 30em) calc(50vw - 24px), calc(100vw - 32px)";
/** Beside the listing's filters (ListingFrame.tsx: 220 px and a 24 px gap from md, 16/24 px padding). */
export const LISTING_CARD_SIZES = "(min-width: 80em) calc(25vw - 85px), (min-width: 64em) calc(33.3vw - 108px), (min-width: 48em) calc(50vw - 154px), (min-width: 30em) calc(50vw - 24px), calc(100vw - 32px)";
// At most 720 px: twice the pixels of a phone's full-width card (358 CSS px on a 390 px phone), which at DPR 3 would
// otherwise take the widest offered. A third pixel per CSS pixel shows no more at a card's size and cost the listing's
// 24 photos 1.6 MB on a phone (issue 43: <= 1 MB); a desktop's 4 columns ask 320-640 and never reach it.
const CARD_MAX_WIDTH = 720;

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
export function ProductPicture(props: { image: PictureSource; onClick?: () => void; lazy?: boolean; priority?: boolean; sizes?: string; children?: ReactNode }) {
  const { image, onClick, lazy = false, priority = false, sizes = CARD_SIZES, children } = props;
  // The same srcset and sizes as the <img>'s AVIF source, so the preload is the file the picture then takes.
  usePreloadedImage(priority ? picturePreload(image, sizes, CARD_MAX_WIDTH) : undefined);
  return (
    <Box position="relative">
      <ResponsivePicture
        image={image}
        sizes={sizes}
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

export function ProductCard({ product, inWishlist, onOpen, onAddToCart, onToggleWishlist, onRemove, belowFirstScreen, first = false, sizes }: Props) {
  const badge = stockBadge(product);
  const taxonomy = useTaxonomy();
  return (
    <ProductCardFrame data-testid="product-card" belowFirstScreen={belowFirstScreen}>
      <ProductPicture image={product.cover ?? { url: product.image, alt: product.title }} onClick={() => onOpen(product.id)} lazy={!first} priority={first} sizes={sizes}>
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
