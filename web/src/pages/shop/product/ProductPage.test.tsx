import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../test/render";
import { emptyCartMock, picture, product } from "../../../components/shop/testData";
import ProductPage from "./ProductPage";
import { ProductPageQuery, ProductReviewsQuery } from "./documents";

const SHOP = "https://shop.example.com";
const page = (slug: string, found: ReturnType<typeof shirt> | null) => ({
  request: { query: ProductPageQuery, variables: { slug } },
  result: {
    data: {
      productBySlug: found,
      shopInfo: { __typename: "ShopInfo", url: SHOP },
      categories: [{ __typename: "Category", slug: "men", name: "Men" }],
      brands: [{ __typename: "Brand", slug: "nike", name: "Nike" }],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const shirt = (totalStock = 3) => ({
  ...product({ totalStock, priceCents: 3000, salePriceCents: 2500, averageReview: 4 }),
  slug: "blue-shirt",
  url: `${SHOP}/shop/product/blue-shirt`,
  reviewCount: 2,
  images: [picture("/images/products/blue-shirt.svg", "Blue Shirt")],
  variants: [{ __typename: "ProductVariant" as const, id: "v1", sku: "BS-1", size: "", colour: "", stock: totalStock, priceCents: null, unitPriceCents: 2500 }],
});
const noReviews = {
  request: { query: ProductReviewsQuery, variables: { productId: "p1" } },
  result: { data: { reviews: { __typename: "ReviewPage", total: 0, page: 1, pageSize: 10, items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const at = (slug: string, mocks: unknown[], session = {}) =>
  renderWithProviders(<ProductPage />, { route: `/shop/product/${slug}`, path: "/shop/product/:slug", mocks: [...mocks, noReviews, emptyCartMock] as never, session });

describe("a product's page", () => {
  it("shows its name, price, availability and place in the catalogue, and names it in the title", async () => {
    at("blue-shirt", [page("blue-shirt", shirt())]);
    expect(await screen.findByRole("heading", { level: 1, name: "Blue Shirt" })).toBeInTheDocument();
    expect(screen.getByTestId("sale-price")).toHaveTextContent("$25.00");
    expect(screen.getByTestId("availability")).toHaveTextContent("In stock: only 3 left");
    expect(screen.getByRole("link", { name: "Men" })).toHaveAttribute("href", "/shop/listing?category=men");
    expect(screen.getByRole("link", { name: "Nike" })).toHaveAttribute("href", "/shop/listing?brand=nike");
    expect(document.title).toBe("Blue Shirt | E-Commerce Shopping");
  });

  it("says when it is out of stock", async () => {
    at("blue-shirt", [page("blue-shirt", shirt(0))]);
    expect(await screen.findByTestId("availability")).toHaveTextContent("Out of stock");
    expect(screen.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  });

  it("is the not-found page for a slug no product has", async () => {
    at("no-such-shirt", [page("no-such-shirt", null)]);
    expect(await screen.findByText("Sorry, this page doesn't exists.")).toBeInTheDocument();
  });

  it("moves an old slug to the product's address", async () => {
    // What the address answers tells the two apart: only the current one's answer is titled "(now)".
    at("old-blue-shirt", [page("old-blue-shirt", shirt()), page("blue-shirt", { ...shirt(), title: "Blue Shirt (now)" })]);
    expect(await screen.findByRole("heading", { level: 1, name: "Blue Shirt (now)" })).toBeInTheDocument();
  });

  it("asks a visitor to sign in to write a review, and to come back here", async () => {
    at("blue-shirt", [page("blue-shirt", shirt())], { user: null });
    const link = await screen.findByRole("link", { name: "Sign in to write a review" });
    expect(link).toHaveAttribute("href", "/auth/login?returnTo=%2Fshop%2Fproduct%2Fblue-shirt");
    expect(screen.queryByPlaceholderText("Write a review...")).toBeNull();
  });
});
