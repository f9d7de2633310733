// A product's own page, /shop/product/:slug: what a shared link or a search result opens. Its name, price and
// availability come with the page's first query (productBySlug), so a server render has them in its HTML; reviews
// load below. An old slug (the title changed) moves to the current address; an unknown one is the not-found page.
// The server renders it (the head's tags included) and answers an old slug with a 301, an unknown one with a 404.
import { Suspense, useState } from "react";
import { Box, Breadcrumb, Flex, Heading, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link, useParams } from "react-router";
import { Head, Redirect } from "../../../ssr/response";
import { useQuery } from "@apollo/client/react";
import { errorMessage } from "../../../apollo/errors";
import NotFound from "../../NotFound";
import { GALLERY_MAX_HEIGHT, ProductGallery } from "../../../components/shop/ProductGallery";
import type { PictureSource } from "../../../components/shop/ResponsivePicture";
import { initialChoice } from "../../../components/shop/variantChoice";
import { canonicalListingUrl } from "../../../seo/canonical";
import { productPageHead } from "../../../seo/productHead";
import { StarRating } from "../../../components/shop/StarPicker";
import { PurchasePanel } from "../../../components/shop/PurchasePanel";
import { toUrlBrand } from "../../../components/common/catalog";
import { ProductReviews } from "./ProductReviews";
import { availabilityText } from "./availability";
import { ProductPageQuery } from "./documents";

/**
 * How wide the gallery's picture is painted: the page's width less its 16 px padding on a phone; from md, half of it
 * less 32 px (32 px padding, the details beside it); never wider than its shape allows at the gallery's 560 px height (a
 * 3:4 photo: 420 px). A 412 px phone at DPR 1.75 then asks 665 px (the 720 size), not 721 (960: 50% more bytes).
 */
export function productPhotoSizes({ width, height }: PictureSource): string {
  const half = "(min-width: 48em) calc(50vw - 32px)";
  const whole = "calc(100vw - 32px)";
  if (!width || !height) return `${half}, ${whole}`;
  const cap = Math.round((GALLERY_MAX_HEIGHT * width) / height);
  // From md the picture is half the page, and reaches its cap at 2 * (cap + 32) px; below md, the whole page, at cap + 32.
  const fromMd = 2 * (cap + 32) > 768 ? [`(min-width: ${2 * (cap + 32)}px) ${cap}px`, half] : [`(min-width: 48em) ${cap}px`];
  const belowMd = cap + 32 < 768 ? [`(min-width: ${cap + 32}px) ${cap}px`] : [];
  return [...fromMd, ...belowMd, whole].join(", ");
}

export default function ProductPage() {
  const { slug = "" } = useParams();
  const { data, loading, error } = useQuery(ProductPageQuery, { variables: { slug } });
  // The colour chosen in the purchase panel: the gallery shows its pictures.
  const [chosenColour, setColour] = useState<string | null>(null);

  const product = data?.productBySlug;
  const brandName = data?.brands.find((b) => b.slug === product?.brand)?.name ?? product?.brand ?? "";
  const category = data?.categories.find((c) => c.slug === product?.category) ?? (product ? { slug: product.category, name: product.category } : null);

  if (loading && !data) return <Skeleton h="480px" m="6" />;
  if (error || !data) return <Text p="6">{errorMessage(error, "This product could not be loaded. Please try again.")}</Text>;
  if (!product || !category) return <NotFound />;
  // An old slug, or other capitals: the product's one address (the server answers 301 there).
  if (product.slug !== slug) return <Redirect to={`/shop/product/${product.slug}`} permanent />;

  const listing = (url: string) => url.slice(data.shopInfo.url.length);
  return (
    <Box as="main" px={{ base: "4", md: "8" }} py="6">
      {/* Title, description, canonical URL, link-preview tags and the Product and BreadcrumbList JSON-LD. */}
      <Head {...productPageHead(product, { shopUrl: data.shopInfo.url, brandName, category })} />
      <Breadcrumb.Root mb="4">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/shop/home">Home</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to={listing(canonicalListingUrl(data.shopInfo.url, { category: [category.slug] }))}>{category.name}</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{product.title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Flex direction={{ base: "column", md: "row" }} gap="8">
        {/* The gallery, the purchase panel and the reviews are Suspense boundaries (nothing in them suspends): React
            hydrates the page, then each of them in a pass of its own, not the whole page in one task. */}
        <Suspense>
          <ProductGallery images={product.images} colour={chosenColour ?? initialChoice(product.variants).colour ?? ""} sizes={productPhotoSizes} priority />
        </Suspense>
        <Stack gap="3" flex="1" minW="0">
          <Heading as="h1" size="2xl">
            {product.title}
          </Heading>
          <Text color="fg.muted">
            <Link to={listing(canonicalListingUrl(data.shopInfo.url, { brand: [toUrlBrand(product.brand)] }))}>{brandName}</Link>
          </Text>
          <Text data-testid="availability" fontWeight="medium">
            {availabilityText(product.totalStock)}
          </Text>
          <Flex align="center" gap="2">
            <StarRating value={product.averageReview} />
            <Text color="fg.muted">
              ({product.averageReview.toFixed(2)}, {product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"})
            </Text>
          </Flex>
          <Suspense>
            <PurchasePanel product={product} onColourChange={setColour} />
          </Suspense>
          <Text whiteSpace="pre-line">{product.description}</Text>
        </Stack>
      </Flex>
      <Separator my="8" />
      <Suspense>
        <ProductReviews productId={product.id} slug={product.slug} />
      </Suspense>
    </Box>
  );
}
