// Who may call the checkout-money operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const pricingAccess = {
  checkoutQuote: "owner",
  applyDiscountCode: "owner",
  removeDiscountCode: "owner",
  shippingMethods: "public",
  adminShippingMethods: "admin",
  saveShippingMethod: "admin",
  discountCodes: "admin",
  saveDiscountCode: "admin",
  taxRates: "admin",
  saveTaxRate: "admin",
  deleteTaxRate: "admin",
  shopSettings: "admin",
  promotions: "admin",
  savePromotion: "admin",
  saveShopSettings: "admin",
} as const satisfies AccessTable;
