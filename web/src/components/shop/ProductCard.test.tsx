import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { ProductCard, type CardProduct } from "./ProductCard";
import { addOneBlockedMessage, stockBadge } from "./stock";

const base: CardProduct = {
  id: "p1",
  title: "Blue Tee",
  description: "Soft cotton",
  category: "men",
  brand: "hm",
  image: "/images/products/blue-tee.svg",
  priceCents: 2000,
  salePriceCents: 0,
  totalStock: 50,
  averageReview: 0,
};

function renderCard(overrides: Partial<CardProduct> = {}) {
  const onAddToCart = vi.fn();
  renderWithProviders(
    <ProductCard product={{ ...base, ...overrides }} inWishlist={false} onOpen={vi.fn()} onAddToCart={onAddToCart} onToggleWishlist={vi.fn()} />,
  );
  return { onAddToCart };
}

describe("stock badge", () => {
  it.each([
    [{ totalStock: 0, salePriceCents: 500 }, "Out Of Stock"],
    [{ totalStock: 9, salePriceCents: 500 }, "Only 9 left"],
    [{ totalStock: 10, salePriceCents: 500 }, "Sale"],
    [{ totalStock: 10, salePriceCents: 0 }, null],
  ])("%o -> %s", (product, expected) => {
    expect(stockBadge(product)).toBe(expected);
  });

  it("shows the badge on the card", () => {
    renderCard({ totalStock: 3 });
    expect(screen.getByText("Only 3 left")).toBeInTheDocument();
  });
});

describe("add to cart", () => {
  it("is disabled and reads Out of Stock when there is no stock", () => {
    renderCard({ totalStock: 0 });
    expect(screen.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
  });

  it("is enabled with stock and calls back", async () => {
    const { onAddToCart } = renderCard({ totalStock: 2 });
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: "p1" }));
  });

  it("blocks one more unit than the stock with the spec's message", () => {
    expect(addOneBlockedMessage(4, 5)).toBeNull();
    expect(addOneBlockedMessage(5, 5)).toBe("Only 5 quantity can be added for this item");
  });
});

describe("price display", () => {
  it("shows only the price when not on sale", () => {
    renderCard({ priceCents: 2000, salePriceCents: 0 });
    expect(screen.getByTestId("price")).toHaveTextContent("$20.00");
    expect(screen.getByTestId("price")).not.toHaveStyle({ textDecoration: "line-through" });
    expect(screen.queryByTestId("sale-price")).not.toBeInTheDocument();
  });

  it("strikes the price through and shows the sale price", () => {
    renderCard({ priceCents: 2000, salePriceCents: 1550 });
    expect(screen.getByTestId("price")).toHaveTextContent("$20.00");
    expect(screen.getByTestId("price")).toHaveStyle({ textDecoration: "line-through" });
    expect(screen.getByTestId("sale-price")).toHaveTextContent("$15.50");
  });

  it("labels category and brand (H&M)", () => {
    renderCard();
    expect(screen.getByText("Men")).toBeInTheDocument();
    expect(screen.getByText("H&M")).toBeInTheDocument();
  });
});
