// Input checks shared by GraphQL and the REST facade: both pass whatever the client sent (unknown), so every value
// is checked for type as well as range, and every failure is a BAD_USER_INPUT with a message a person can act on.
import { badInput } from "../../errors.js";
import { MAX_PRICE_CENTS, toCents } from "../../money.js";
import { Brand, Category, ProductSort } from "../shared-enums.js";
import { validateImageUrl } from "../upload/image-url.js";

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_STOCK = 1_000_000;

export const CATEGORY_LABELS: Record<Category, string> = {
  men: "Men",
  women: "Women",
  kids: "Kids",
  accessories: "Accessories",
  footwear: "Footwear",
};

export const BRAND_LABELS: Record<Brand, string> = {
  nike: "Nike",
  adidas: "Adidas",
  puma: "Puma",
  levi: "Levi's",
  zara: "Zara",
  hm: "H&M",
};

const CATEGORIES = Object.values(Category) as Category[];
const BRANDS = Object.values(Brand) as Brand[];

// The spec's REST spellings of the sort options map onto the GraphQL ones.
const SORT_ALIASES: Record<string, ProductSort> = {
  "price-lowtohigh": ProductSort.priceLowToHigh,
  "price-hightolow": ProductSort.priceHighToLow,
  "title-atoz": ProductSort.titleAtoZ,
  "title-ztoa": ProductSort.titleZtoA,
};

export function parseCategory(value: unknown): Category {
  const v = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (CATEGORIES.includes(v as Category)) return v as Category;
  throw badInput(`Unknown category "${String(value).slice(0, 40)}": use one of ${CATEGORIES.join(", ")}.`);
}

/** Brand id; also accepts the spec's "h&m" and the labels ("Levi's"). */
export function parseBrand(value: unknown): Brand {
  const v = typeof value === "string" ? value.trim().toLowerCase() : "";
  const found = BRANDS.find((b) => b === v || BRAND_LABELS[b].toLowerCase() === v);
  if (found) return found;
  // GraphQL's Brand enum refuses a wrong brand before this runs, so the list names what REST clients send (h&m, not hm).
  throw badInput(`Unknown brand "${String(value).slice(0, 40)}": use one of ${BRANDS.map((b) => (b === "hm" ? "h&m" : b)).join(", ")}.`);
}

export function parseSort(value: unknown): ProductSort {
  if (value === undefined || value === null || value === "") return ProductSort.priceLowToHigh;
  if (typeof value === "string") {
    if ((Object.values(ProductSort) as string[]).includes(value)) return value as ProductSort;
    // Own keys only: "__proto__" or "constructor" must not find Object.prototype's members.
    const key = value.trim().toLowerCase();
    if (Object.hasOwn(SORT_ALIASES, key)) return SORT_ALIASES[key]!;
  }
  // Likewise only REST callers can send an unknown sort: name the spec's sortBy values.
  throw badInput(`Unknown sort order: use one of ${Object.keys(SORT_ALIASES).join(", ")}.`);
}

export interface ProductFilterArgs {
  category?: readonly unknown[] | null;
  brand?: readonly unknown[] | null;
}

export function parseFilter(filter: ProductFilterArgs | null | undefined) {
  return {
    categories: uniqueList(filter?.category, parseCategory, "category"),
    brands: uniqueList(filter?.brand, parseBrand, "brand"),
  };
}

function uniqueList<T>(values: readonly unknown[] | null | undefined, parse: (v: unknown) => T, field: string): T[] {
  if (values === undefined || values === null) return [];
  if (!Array.isArray(values)) throw badInput(`${field} filter must be a list.`);
  if (values.length > 50) throw badInput(`${field} filter has too many values.`);
  return [...new Set(values.map(parse))];
}

/** Raw product fields as a client may send them (GraphQL gives typed values, REST forms may give strings). */
export interface ProductFields {
  title?: unknown;
  description?: unknown;
  category?: unknown;
  brand?: unknown;
  image?: unknown;
  /** Dollars (REST, and GraphQL's deprecated Float field). */
  price?: unknown;
  salePrice?: unknown;
  /** Integer cents (GraphQL). */
  priceCents?: unknown;
  salePriceCents?: unknown;
  totalStock?: unknown;
  /** The variant grid (variant.validation.ts); when given, totalStock is their sum and need not be sent. */
  variants?: unknown;
}

export interface ProductData {
  title: string;
  description: string;
  category: Category;
  brand: Brand;
  image: string;
  priceCents: number;
  salePriceCents: number;
  totalStock: number;
}

const present = (v: unknown) => v !== undefined && v !== null;

/** Validates the fields that are present (all of them for a create) into database values. */
export function parseProductFields(input: ProductFields, required: boolean): Partial<ProductData> {
  if (!input || typeof input !== "object") throw badInput("Product details are missing.");
  const out: Partial<ProductData> = {};
  const need = (name: keyof ProductFields, label: string) => {
    const optional = name === "totalStock" && present(input.variants);
    if (required && !optional && !present(input[name])) throw badInput(`${label} is required.`);
    return present(input[name]);
  };
  if (need("title", "Title")) out.title = text(input.title, "Title", MAX_TITLE);
  if (need("description", "Description")) out.description = text(input.description, "Description", MAX_DESCRIPTION);
  if (need("category", "Category")) out.category = parseCategory(input.category);
  if (need("brand", "Brand")) out.brand = parseBrand(input.brand);
  if (need("image", "Image")) out.image = validateImageUrl(input.image);
  const price = money(input.price, input.priceCents, "Price", "price");
  if (price !== undefined) {
    if (price <= 0) throw badInput("Price must be greater than 0.");
    out.priceCents = price;
  } else if (required) throw badInput("Price is required.");
  // The form's sale price is optional: on create, missing means "not on sale"; on update, missing or null leaves it
  // as it is and 0 (or an empty form field) ends the sale.
  const sale = input.salePrice === "" ? 0 : money(input.salePrice, input.salePriceCents, "Sale price", "salePrice");
  if (sale !== undefined) out.salePriceCents = sale;
  else if (required) out.salePriceCents = 0;
  if (need("totalStock", "Total stock")) {
    out.totalStock = toInteger(input.totalStock, "Total stock");
    if (out.totalStock < 0 || out.totalStock > MAX_STOCK) throw badInput(`Total stock must be a whole number from 0 to ${MAX_STOCK.toLocaleString("en-US")}.`);
  }
  return out;
}

/** Rules across fields, checked on the product as it will be stored. */
export function checkSalePrice(priceCents: number, salePriceCents: number) {
  if (salePriceCents > 0 && salePriceCents >= priceCents) throw badInput("Sale price must be lower than the price (use 0 for no sale).");
}

/** An amount given in dollars (REST, deprecated GraphQL field) or in cents, never both; undefined when neither. */
function money(dollars: unknown, cents: unknown, label: string, field: string): number | undefined {
  if (present(dollars) && present(cents)) throw badInput(`Send ${field} or ${field}Cents, not both.`);
  if (present(cents)) return toCentsInteger(cents, label);
  if (present(dollars)) return toCents(toNumber(dollars, label), label);
  return undefined;
}

function toCentsInteger(value: unknown, label: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw badInput(`${label} in cents must be a whole number.`);
  if (value < 0) throw badInput(`${label} cannot be negative.`);
  if (value > MAX_PRICE_CENTS) throw badInput(`${label} is too large (maximum 1,000,000).`);
  return value;
}

function text(value: unknown, label: string, max: number): string {
  if (typeof value !== "string") throw badInput(`${label} must be text.`);
  const v = value.trim();
  if (!v) throw badInput(`${label} cannot be blank.`);
  if (v.length > max) throw badInput(`${label} is too long (maximum ${max.toLocaleString("en-US")} characters).`);
  return v;
}

function toNumber(value: unknown, label: string): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  throw badInput(`${label} must be a number.`);
}

function toInteger(value: unknown, label: string): number {
  const n = toNumber(value, label);
  if (!Number.isSafeInteger(n)) throw badInput(`${label} must be a whole number.`);
  return n;
}
