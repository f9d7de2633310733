// The admin form's variant grid: sizes x colours, one cell (stock, SKU, optional price) per pair. A dimension with
// no values counts as the single value "" (one size / no colour), so a product without either is one default cell
// and is edited through the form's Total Stock as before. Values are kept as typed; the API gets numbers and cents.
import type { FieldError } from "../../apollo/fieldErrors";
import { parseDollarsToCents } from "../../components/common/format";

export interface CellValues {
  /** The variant's id when it already exists (kept through edits, so the server updates rather than replaces). */
  id?: string;
  sku: string;
  stock: string;
  price: string;
}

export interface GridValues {
  sizes: string[];
  colours: string[];
  cells: Record<string, CellValues>;
}

export type Dimension = "sizes" | "colours";
export type CellField = "sku" | "stock" | "price";
/** Messages by cell key; "cell" is for what concerns the pair itself (e.g. listed twice). */
export type CellErrors = Record<string, Partial<Record<CellField | "cell", string>>>;

export const EMPTY_GRID: GridValues = { sizes: [], colours: [], cells: {} };
export const EMPTY_CELL: CellValues = { sku: "", stock: "", price: "" };

export const cellKey = (size: string, colour: string) => JSON.stringify([size, colour]);

export const hasGrid = (grid: GridValues) => grid.sizes.length > 0 || grid.colours.length > 0;

/** Every cell in the order the API gets them (sizes, then colours within a size). */
export function gridCells(grid: GridValues): { key: string; size: string; colour: string; label: string; values: CellValues }[] {
  const sizes = grid.sizes.length ? grid.sizes : [""];
  const colours = grid.colours.length ? grid.colours : [""];
  return sizes.flatMap((size) =>
    colours.map((colour) => {
      const key = cellKey(size, colour);
      return { key, size, colour, label: [size, colour].filter(Boolean).join(" / ") || "One size", values: grid.cells[key] ?? EMPTY_CELL };
    }),
  );
}

/**
 * Adds a size or colour (trimmed; refused when blank or already there, any case). The first value of a dimension
 * takes over the cells that had none, so a product's existing stock and SKU move into the grid.
 */
export function addGridValue(grid: GridValues, dim: Dimension, raw: string): GridValues {
  const value = raw.trim();
  if (!value || grid[dim].some((v) => v.toLowerCase() === value.toLowerCase())) return grid;
  const cells = grid[dim].length === 0 ? rekey(grid.cells, dim, "", value) : grid.cells;
  return { ...grid, [dim]: [...grid[dim], value], cells };
}

/** Removes a size or colour with its cells; removing the last one gives its cells back to "no size" / "no colour". */
export function removeGridValue(grid: GridValues, dim: Dimension, value: string): GridValues {
  const rest = grid[dim].filter((v) => v !== value);
  const cells =
    rest.length === 0
      ? rekey(grid.cells, dim, value, "")
      : Object.fromEntries(Object.entries(grid.cells).filter(([key]) => partOf(key, dim) !== value));
  return { ...grid, [dim]: rest, cells };
}

export function setCell(grid: GridValues, key: string, field: CellField, value: string): GridValues {
  return { ...grid, cells: { ...grid.cells, [key]: { ...(grid.cells[key] ?? EMPTY_CELL), [field]: value } } };
}

const SKU = /^[A-Za-z0-9._-]{1,64}$/;
export const MONEY_HINT = "Enter an amount in dollars, like 12 or 12.99.";

/** What the browser can already tell about a cell: blanks, a malformed SKU, a negative or fractional stock. */
export function cellErrors(cell: CellValues): Partial<Record<CellField, string>> {
  const errors: Partial<Record<CellField, string>> = {};
  const sku = cell.sku.trim();
  if (sku === "") errors.sku = "Enter a SKU.";
  else if (!SKU.test(sku)) errors.sku = "Letters, digits, '-', '_' or '.' only (at most 64).";
  const stock = cell.stock.trim();
  if (stock === "") errors.stock = "Enter the stock.";
  else if (!/^\d+$/.test(stock)) errors.stock = /^-/.test(stock) ? "Stock cannot be negative." : "Stock is a whole number.";
  if (cell.price.trim() !== "" && parseDollarsToCents(cell.price) === null) errors.price = MONEY_HINT;
  return errors;
}

export const isGridComplete = (grid: GridValues) => gridCells(grid).every((c) => Object.keys(cellErrors(c.values)).length === 0);

/** The grid as ProductVariantInput cells, in gridCells order (the order the server's paths refer to). */
export function toVariantInputs(grid: GridValues) {
  return gridCells(grid).map(({ size, colour, values }) => ({
    ...(values.id ? { id: values.id } : {}),
    sku: values.sku.trim(),
    size,
    colour,
    stock: Number(values.stock.trim()),
    // null clears a variant's own price: the product's price applies again.
    priceCents: values.price.trim() === "" ? null : parseDollarsToCents(values.price),
  }));
}

/** The grid of a product as the API lists its variants. */
export function gridFromVariants(
  variants: readonly { id: string; sku: string; size: string; colour: string; stock: number; priceCents?: number | null }[],
  centsToText: (cents: number) => string,
): GridValues {
  const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ""))];
  const cells: Record<string, CellValues> = {};
  for (const v of variants) {
    cells[cellKey(v.size, v.colour)] = { id: v.id, sku: v.sku, stock: String(v.stock), price: v.priceCents ? centsToText(v.priceCents) : "" };
  }
  return { sizes: distinct(variants.map((v) => v.size)), colours: distinct(variants.map((v) => v.colour)), cells };
}

/**
 * The server's per-cell messages (paths "variants.N.field", N in the order sent) on the cells they name; a path
 * that names no cell field ("variants") lands under the key "" for the grid as a whole.
 */
export function serverCellErrors(fields: FieldError[], grid: GridValues): CellErrors {
  const keys = gridCells(grid).map((c) => c.key);
  const out: CellErrors = {};
  for (const { path, message } of fields) {
    const match = /^variants\.(\d+)(?:\.(\w+))?$/.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    if (!match || key === undefined) {
      if (path.startsWith("variants")) out[""] = { ...out[""], cell: message };
      continue;
    }
    const field = match[2] === "priceCents" ? "price" : match[2] === "sku" || match[2] === "stock" ? match[2] : "cell";
    out[key] = { ...out[key], [field]: message };
  }
  return out;
}

function partOf(key: string, dim: Dimension): string {
  const [size, colour] = JSON.parse(key) as [string, string];
  return dim === "sizes" ? size : colour;
}

function rekey(cells: Record<string, CellValues>, dim: Dimension, from: string, to: string): Record<string, CellValues> {
  return Object.fromEntries(
    Object.entries(cells).flatMap(([key, cell]) => {
      const [size, colour] = JSON.parse(key) as [string, string];
      if ((dim === "sizes" ? size : colour) !== from) return [];
      return [[dim === "sizes" ? cellKey(to, colour) : cellKey(size, to), cell]];
    }),
  );
}
