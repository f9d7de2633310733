import { parseDollarsToCents } from "../../components/common/format";
import { EMPTY_GRID, hasGrid, isGridComplete, toVariantInputs, type GridValues } from "./variantGrid";

export interface ProductFormValues {
  title: string;
  description: string;
  category: string;
  brand: string;
  price: string;
  salePrice: string;
  totalStock: string;
  /** Sizes x colours with stock, SKU and price per cell; without sizes or colours totalStock is the stock. */
  grid: GridValues;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  title: "",
  description: "",
  category: "",
  brand: "",
  price: "",
  salePrice: "",
  totalStock: "",
  grid: EMPTY_GRID,
};

export const MONEY_FORMAT_HINT = "Enter an amount in dollars, like 12 or 12.99.";

/** What is wrong with a typed amount, or null when it reads as dollars and cents. Emptiness is the completeness rule's. */
export function moneyFieldError(text: string): string | null {
  if (text.trim() === "") return null;
  return parseDollarsToCents(text) === null ? MONEY_FORMAT_HINT : null;
}

/**
 * SPEC section 5: every field must be filled (salePrice is optional), plus an image to show; amounts must read as
 * money. With sizes or colours every cell of the grid must be complete instead of Total Stock.
 */
export function isProductFormComplete(values: ProductFormValues, image: string): boolean {
  const grid = hasGrid(values.grid);
  const required: Exclude<keyof ProductFormValues, "grid">[] = ["title", "description", "category", "brand", "price", ...(grid ? [] : ["totalStock" as const])];
  const filled = required.every((k) => values[k].trim() !== "") && image.trim() !== "";
  const cellsOk = !grid || isGridComplete(values.grid);
  return filled && cellsOk && moneyFieldError(values.price) === null && moneyFieldError(values.salePrice) === null;
}

export function toProductInput(values: ProductFormValues, image: string) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    brand: values.brand,
    image,
    // Exact cents from the typed digits; isProductFormComplete has already refused what does not parse.
    priceCents: parseDollarsToCents(values.price) ?? 0,
    // 0 means "not on sale"; an emptied field clears a previous sale price.
    salePriceCents: values.salePrice.trim() === "" ? 0 : (parseDollarsToCents(values.salePrice) ?? 0),
    // The grid replaces the product's variants (their sum is its stock); without one, the single variant's stock.
    ...(hasGrid(values.grid) ? { variants: toVariantInputs(values.grid) } : { totalStock: Number(values.totalStock) }),
  };
}
