// Apollo mocks shared by the shop tests.
import { CartQuery, WishlistQuery } from "./documents";
import { TaxonomyQuery } from "../common/useTaxonomy";
import type { CardProduct } from "./ProductCard";

export const product = (overrides: Partial<CardProduct> = {}): CardProduct & { __typename: "Product" } => ({
  __typename: "Product",
  id: "p1",
  title: "Blue Shirt",
  description: "Soft cotton",
  category: "men",
  brand: "nike",
  image: "/images/products/blue-shirt.svg",
  priceCents: 2000,
  salePriceCents: 0,
  totalStock: 5,
  averageReview: 0,
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

/** The shop's visible categories and brands as the API lists them (kids hidden: left out, as the API does). */
export const taxonomyMock = {
  request: { query: TaxonomyQuery },
  result: {
    data: {
      categories: [
        { __typename: "Category", id: "c-men", slug: "men", name: "Men" },
        { __typename: "Category", id: "c-women", slug: "women", name: "Women" },
        { __typename: "Category", id: "c-sports", slug: "sportswear", name: "Sportswear" },
      ],
      brands: [
        { __typename: "Brand", id: "b-nike", slug: "nike", name: "Nike" },
        { __typename: "Brand", id: "b-hm", slug: "hm", name: "H&M" },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
