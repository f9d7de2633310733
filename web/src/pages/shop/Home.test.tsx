import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { renderWithProviders } from "../../test/render";
import { FeatureImagesQuery, ProductsQuery } from "../../components/shop/productDocuments";
import { emptyCartMock, emptyWishlistMock, product } from "../../components/shop/testData";
import Home from "./Home";

const productsPage = (page: number, title: string, total = 30) => ({
  request: { query: ProductsQuery, variables: { sortBy: "priceLowToHigh", page, pageSize: 24 } },
  result: { data: { products: { __typename: "ProductPage", total, totalIsEstimate: false, page, pageSize: 24, items: [product({ id: `p${page}`, title })] } } },
});
const featureImages = (images: { id: string; image: string }[]) => ({
  request: { query: FeatureImagesQuery },
  result: { data: { featureImages: images.map((i) => ({ __typename: "FeatureImage", ...i })) } },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

// The product sections are a lazy chunk (they load with Apollo Client after the page's top): transforming its modules
// once here keeps the first test's wait about the products, not about the test runner compiling code.
beforeAll(() => import("./HomeCatalogue"));
afterEach(() => sessionStorage.clear());

describe("shop home", () => {
  it("lists every product cheapest first, a page at a time", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Home />, {
      route: "/shop/home",
      mocks: [productsPage(1, "Cheapest Socks"), productsPage(2, "Dearer Coat"), featureImages([]), emptyCartMock, emptyWishlistMock],
    });
    expect(await screen.findByText("Cheapest Socks")).toBeInTheDocument();
    expect(screen.queryByText("Featured Highlights")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /page 2/i }));

    expect(await screen.findByText("Dearer Coat")).toBeInTheDocument();
    expect(screen.queryByText("Cheapest Socks")).not.toBeInTheDocument();
  });

  it("shows the admin's feature images when there are some", async () => {
    renderWithProviders(<Home />, {
      route: "/shop/home",
      mocks: [productsPage(1, "Socks", 1), featureImages([{ id: "f1", image: "/uploads/a.png" }, { id: "f2", image: "/uploads/b.png" }]), emptyCartMock, emptyWishlistMock],
    });
    expect(await screen.findByText("Featured Highlights")).toBeInTheDocument();
    expect(screen.getByAltText("Featured highlight 2")).toHaveAttribute("src", "/uploads/b.png");
    expect(screen.queryByRole("button", { name: /page 2/i })).not.toBeInTheDocument();
  });

  it("a brand tile opens the listing filtered by that brand and remembers the filter", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Home />, {
      route: "/shop/home",
      routes: { "/shop/listing": <Where /> },
      mocks: [productsPage(1, "Socks", 1), featureImages([]), emptyCartMock, emptyWishlistMock],
    });
    const brands = screen.getByRole("heading", { name: "Shop by Brand" }).parentElement!;
    await user.click(await within(brands).findByRole("button", { name: "H&M" }));

    expect(await screen.findByTestId("where")).toHaveTextContent("/shop/listing?brand=h%26m");
    expect(JSON.parse(sessionStorage.getItem("filters")!)).toEqual({ brand: ["h&m"] });
  });

  it("shows the API's visible categories and brands as tiles, in its order", async () => {
    renderWithProviders(<Home />, {
      route: "/shop/home",
      mocks: [productsPage(1, "Socks", 1), featureImages([]), emptyCartMock, emptyWishlistMock],
    });
    const categories = screen.getByRole("heading", { name: "Shop by Category" }).parentElement!;
    expect(await within(categories).findByRole("button", { name: "Sportswear" })).toBeInTheDocument();
    expect(within(categories).getAllByRole("button").map((b) => b.textContent)).toEqual(["Men", "Women", "Sportswear"]);
    const brands = screen.getByRole("heading", { name: "Shop by Brand" }).parentElement!;
    expect(within(brands).getAllByRole("button").map((b) => b.textContent)).toEqual(["Nike", "H&M"]);
  });
});
