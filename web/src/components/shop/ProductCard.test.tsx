import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { ProductCard, type CardProduct } from "./ProductCard";
import { addOneBlockedMessage, badgeColors, stockBadge } from "./stock";
import { system } from "../../theme/system";

const base: CardProduct = {
  id: "p1",
  slug: "blue-tee",
  title: "Blue Tee",
  description: "Soft cotton",
  category: "men",
  brand: "hm",
  image: "/images/products/blue-tee.svg",
  cover: { url: "/images/products/blue-tee.svg", alt: "Blue Tee", colour: "", width: null, height: null, placeholder: null },
  priceCents: 2000,
  salePriceCents: 0,
  totalStock: 50,
  averageReview: 0,
  promotion: null,
};

function renderCard(overrides: Partial<CardProduct> = {}) {
  const onAddToCart = vi.fn();
  renderWithProviders(
    <ProductCard product={{ ...base, ...overrides }} inWishlist={false} onOpen={vi.fn()} onAddToCart={onAddToCart} onToggleWishlist={vi.fn()} />,
    {},
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

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("badge colours", () => {
  it.each(["Sale", "Only 3 left", "Out Of Stock"])("%s is readable: WCAG AA contrast for small text (4.5:1)", (badge) => {
    const { bg, fg } = badgeColors(badge);
    const hex = (token: string) => {
      const value = system.token(`colors.${token}`);
      return value === "white" ? "#ffffff" : value;
    };
    expect(hex(bg)).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(hex(bg), hex(fg))).toBeGreaterThanOrEqual(4.5);
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

  it("shows an automatic promotion the server priced: its badge, the price struck, the promoted price", () => {
    renderCard({ priceCents: 2000, salePriceCents: 0, promotion: { priceCents: 1600, wasCents: 2000, label: "20% off men" } });
    expect(screen.getByTestId("promotion-badge")).toHaveTextContent("20% off men");
    expect(screen.getByTestId("price")).toHaveStyle({ textDecoration: "line-through" });
    expect(screen.getByTestId("sale-price")).toHaveTextContent("$16.00");
  });

  it("labels category and brand (H&M) with the names the API gives them", async () => {
    renderCard();
    expect(await screen.findByText("Men")).toBeInTheDocument();
    expect(screen.getByText("H&M")).toBeInTheDocument();
  });
});
