// Who may call the catalogue operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const productAccess = {
  products: "public",
  productsConnection: "public",
  product: "public",
  productsByIds: "public",
  productBySlug: "public",
  searchProducts: "public",
  searchProductsConnection: "public",
  productFacets: "public",
  createProduct: "admin",
  updateProduct: "admin",
  deleteProduct: "admin",
  setProductImages: "admin",
  /** REST GET /api/admin/products/get: the back office's list. */
  adminProducts: "admin",
} as const satisfies AccessTable;
