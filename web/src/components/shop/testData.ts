// Apollo mocks shared by the shop tests.
import { CartQuery, WishlistQuery } from "./documents";
import type { CardProduct } from "./ProductCard";

/** A gallery picture as the API answers it (a drawing: no size or placeholder). */
export const picture = (url: string, alt: string, colour = "") => ({ __typename: "ProductImage" as const, url, alt, colour, width: null, height: null, placeholder: null });

export const product = (overrides: Partial<CardProduct> = {}): CardProduct & { __typename: "Product" } => ({
  __typename: "Product",
  cover: picture(overrides.image ?? "/images/products/blue-shirt.svg", overrides.title ?? "Blue Shirt"),
  id: "p1",
  slug: "blue-shirt",
  title: "Blue Shirt",
  description: "Soft cotton",
  category: "men",
  brand: "nike",
  image: "/images/products/blue-shirt.svg",
  priceCents: 2000,
  salePriceCents: 0,
  totalStock: 5,
  averageReview: 0,
  promotion: null,
  ...overrides,
});

export const emptyCartMock = {
  request: { query: CartQuery },
  result: { data: { cart: { __typename: "Cart", id: "c1", itemCount: 0, subtotalCents: 0, shippingCents: 0, totalCents: 0, items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const emptyWishlistMock = {
  request: { query: WishlistQuery },
  result: { data: { wishlist: { __typename: "Wishlist", id: "u-shopper", items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
