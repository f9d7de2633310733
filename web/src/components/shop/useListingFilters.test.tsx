import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@chakra-ui/react";
import { useLocation } from "react-router";
import { renderWithProviders } from "../../test/render";
import { filtersFromSearchParams, filtersToSearchParams, readSessionFilters, toApiFilter } from "./filters";
import { useMenuNavigation } from "./menu";
import { useListingFilters } from "./useListingFilters";

function Probe() {
  const { filters, toggle, sort, setSort } = useListingFilters();
  const location = useLocation();
  const goTo = useMenuNavigation();
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <p data-testid="filters">{JSON.stringify(filters)}</p>
      <p data-testid="sort">{sort}</p>
      <Button onClick={() => toggle("brand", "h&m")}>toggle hm</Button>
      <Button onClick={() => setSort("title-atoz")}>sort a-z</Button>
      <Button onClick={() => goTo({ id: "kids", label: "Kids", path: "/shop/listing" })}>menu kids</Button>
      <Button onClick={() => goTo({ id: "products", label: "Products", path: "/shop/listing" })}>menu products</Button>
    </>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe("filters and the URL query", () => {
  beforeEach(() => sessionStorage.clear());

  it("encodes comma-joined values and maps H&M for GraphQL", () => {
    const params = filtersToSearchParams({ category: ["men", "women"], brand: ["h&m"] });
    expect(params.toString()).toBe("category=men%2Cwomen&brand=h%26m");
    const back = filtersFromSearchParams(new URLSearchParams(params.toString()));
    expect(back).toEqual({ category: ["men", "women"], brand: ["h&m"] });
    expect(toApiFilter(back)).toEqual({ category: ["men", "women"], brand: ["hm"] });
    // Which slugs exist is the API's to say (admins add them); what cannot be a slug is dropped here.
    expect(filtersFromSearchParams(new URLSearchParams("category=hats,Men!,men&brand="))).toEqual({ category: ["hats", "men"] });
  });

  it("keeps sizes, colours and a dollar price range in the URL and sends the range in cents", () => {
    const params = filtersToSearchParams({ size: ["M", "XL"], colour: ["Navy Blue"], minPrice: "10", maxPrice: "49.99" });
    expect(params.toString()).toBe("size=M%2CXL&colour=Navy+Blue&minPrice=10&maxPrice=49.99");
    const back = filtersFromSearchParams(new URLSearchParams(params.toString()));
    expect(toApiFilter(back)).toEqual({ size: ["M", "XL"], colour: ["Navy Blue"], minPriceCents: 1000, maxPriceCents: 4999 });
    // An amount that is not dollars is dropped rather than sent.
    expect(filtersFromSearchParams(new URLSearchParams("minPrice=abc&maxPrice=12.345&size="))).toEqual({});
  });

  it("restores the session's filters into an empty URL", async () => {
    sessionStorage.setItem("filters", JSON.stringify({ category: ["women"] }));
    renderWithProviders(<Probe />, { route: "/shop/listing" });
    expect(await screen.findByText("?category=women")).toBeInTheDocument();
    expect(text("filters")).toBe('{"category":["women"]}');
  });

  it("the URL wins over the session and is written back to it", () => {
    sessionStorage.setItem("filters", JSON.stringify({ category: ["women"] }));
    renderWithProviders(<Probe />, { route: "/shop/listing?brand=nike" });
    expect(text("filters")).toBe('{"brand":["nike"]}');
    expect(readSessionFilters()).toEqual({ brand: ["nike"] });
  });

  it("a checkbox change updates URL and session storage", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { route: "/shop/listing?category=men" });
    await user.click(screen.getByRole("button", { name: "toggle hm" }));
    expect(text("search")).toBe("?category=men&brand=h%26m");
    expect(JSON.parse(sessionStorage.getItem("filters")!)).toEqual({ category: ["men"], brand: ["h&m"] });
    await user.click(screen.getByRole("button", { name: "toggle hm" }));
    expect(text("search")).toBe("?category=men");
  });

  it("sort resets to price-lowtohigh when the category changes, not when the brand does", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { route: "/shop/listing?category=men" });
    expect(text("sort")).toBe("price-lowtohigh");
    await user.click(screen.getByRole("button", { name: "sort a-z" }));
    await user.click(screen.getByRole("button", { name: "toggle hm" }));
    expect(text("sort")).toBe("title-atoz");
    await user.click(screen.getByRole("button", { name: "menu kids" }));
    expect(text("search")).toBe("?category=kids");
    expect(text("sort")).toBe("price-lowtohigh");
    expect(readSessionFilters()).toEqual({ category: ["kids"] });
  });

  it("the products entry stores no filter and shows everything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { route: "/shop/listing?category=men" });
    await user.click(screen.getByRole("button", { name: "menu products" }));
    expect(text("search")).toBe("");
    expect(text("filters")).toBe("{}");
  });
});
