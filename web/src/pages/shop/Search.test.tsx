import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { SearchProductsQuery } from "../../components/shop/productDocuments";
import { emptyCartMock, emptyWishlistMock, product } from "../../components/shop/testData";
import Search from "./Search";

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
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText("Blue Shirt")).not.toBeInTheDocument();
    expect(screen.getByText("No result found!")).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });
});
