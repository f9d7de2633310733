import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { SearchProductsQuery } from "../../components/shop/productDocuments";
import { emptyCartMock, emptyWishlistMock, product } from "../../components/shop/testData";
import Search from "./Search";

/** Lets the debounce, the mocked network and the re-renders after it run, a step at a time. */
async function settle(ms: number) {
  for (let t = 0; t < ms; t += 100) await act(() => vi.advanceTimersByTimeAsync(100));
}

describe("search", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it("searches 1 s after typing, only for trimmed queries longer than 3 characters", async () => {
    const result = vi.fn(() => ({
      data: { searchProducts: { __typename: "ProductPage", total: 1, items: [product({ title: "Blue Shirt" })] } },
    }));
    const searchMock = {
      request: { query: SearchProductsQuery, variables: { keyword: "shirt", page: 1, pageSize: 48 } },
      result,
      maxUsageCount: 5,
    };
    renderWithProviders(<Search />, { route: "/shop/search", mocks: [searchMock, emptyCartMock, emptyWishlistMock] });
    const input = screen.getByPlaceholderText("Search Products...");
    expect(screen.getByText("No result found!")).toBeInTheDocument();

    fireEvent.change(input, { target: { value: " shi " } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(result).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: "  shirt " } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(result).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Blue Shirt")).toBeInTheDocument();
    expect(screen.queryByText("No result found!")).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: "shi" } });
    expect(screen.queryByText("Blue Shirt")).not.toBeInTheDocument(); // cleared at once, not after the debounce
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText("Blue Shirt")).not.toBeInTheDocument();
    expect(screen.getByText("No result found!")).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it("pages through more matches than one page holds, and a new keyword starts at page 1", async () => {
    const page = (n: number, title: string) => ({
      request: { query: SearchProductsQuery, variables: { keyword: "shirt", page: n, pageSize: 48 } },
      result: { data: { searchProducts: { __typename: "ProductPage", total: 60, items: [product({ id: `p${n}`, title })] } } },
    });
    const hats = {
      request: { query: SearchProductsQuery, variables: { keyword: "hats", page: 1, pageSize: 48 } },
      result: { data: { searchProducts: { __typename: "ProductPage", total: 1, items: [product({ id: "h1", title: "Straw Hat" })] } } },
    };
    renderWithProviders(<Search />, { route: "/shop/search?keyword=shirt", mocks: [page(1, "First Shirt"), page(2, "Later Shirt"), hats, emptyCartMock, emptyWishlistMock] });
    await settle(1200);
    expect(screen.getByText("First Shirt")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: /page 2/i }));
    await settle(200);
    expect(screen.getByText("Later Shirt")).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText("Search Products..."), { target: { value: "hats" } });
    await settle(1200);
    expect(screen.getByText("Straw Hat")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /page 2/i })).not.toBeInTheDocument();
  });
});
