/**
 * THE authorization design, written by hand from SPEC.md and DESIGN.md (not printed from what the code does): for
 * every GraphQL operation and REST route, who may call it (the access rule) and how it treats A's data when another
 * caller is let in. The expected outcome of every cell is derived from these two columns by `graphqlCells` and
 * `restCells` below; authz.test.ts calls each operation as four callers and fails on any cell that differs.
 * Callers: [anonymous, customer A on A's own data, customer B on A's data, admin (on A's data)], on a members-only
 * storefront (the default): "shopper" operations (the cart) are then "owner" ones. On a public storefront they also
 * take a visitor without an account, on their guest cart (test/modules/cart/guest-cart.test.ts; the rule itself in
 * test/auth/access.test.ts).
 *
 * The data column:
 * - none: no one's data in particular, or the caller's own (B gets or changes B's things: the test also checks that
 *   A's rows are unchanged and that no answer carries A's ids);
 * - byId: names one of A's records by id: NOT_FOUND (404) for anyone but A, so it does not even confirm it exists;
 * - byIdAdminReads: as byId, but admins may read any order;
 * - namesUser: a legacy REST path or body carries A's userId: 403 for anyone but A (admins included: shopper routes);
 * - buyersOnly: only a shopper who bought the product may review it (FORBIDDEN for B and the admin).
 * Login and the emailed links (password reset, email confirmation) are public: holding A's password or link is the
 * credential.
 */
export const ROLES = ["anonymous", "customer", "otherCustomer", "admin"] as const;
export type Role = (typeof ROLES)[number];
type Row<T> = [anonymous: T, customer: T, otherCustomer: T, admin: T];

type Access = "public" | "signedIn" | "owner" | "shopper" | "admin";
type Data = "none" | "byId" | "byIdAdminReads" | "namesUser" | "buyersOnly";
type Design = [access: Access, data: Data];

export const GRAPHQL_DESIGN: Record<string, Design> = {
  me: ["public", "none"],
  products: ["public", "none"],
  productsConnection: ["public", "none"],
  product: ["public", "none"],
  productsByIds: ["public", "none"],
  productBySlug: ["public", "none"],
  searchProducts: ["public", "none"],
  searchProductsConnection: ["public", "none"],
  productFacets: ["public", "none"],
  reviews: ["public", "none"],
  featureImages: ["public", "none"],
  shopInfo: ["public", "none"],
  salesDashboard: ["admin", "none"],
  lowStock: ["admin", "none"],
  register: ["public", "none"],
  login: ["public", "none"],
  logout: ["public", "none"],
  forgotPassword: ["public", "none"],
  resetPassword: ["public", "none"],
  confirmEmailChange: ["public", "none"],
  updateProfile: ["owner", "none"],
  // Two-step sign-in: each caller's own account; the steps after a password take A's ticket (public).
  twoFactorStatus: ["owner", "none"],
  beginTwoFactorSetup: ["owner", "none"],
  enableTwoFactor: ["owner", "none"],
  disableTwoFactor: ["owner", "none"],
  regenerateRecoveryCodes: ["owner", "none"],
  verifySignInCode: ["public", "none"],
  beginTwoFactorSetupAtSignIn: ["public", "none"],
  enableTwoFactorAtSignIn: ["public", "none"],
  // Passkeys: each caller's own; removing names one of A's by id; signing in presents A's passkey (public).
  passkeys: ["owner", "none"],
  passkeyRegistrationOptions: ["owner", "none"],
  addPasskey: ["owner", "none"],
  removePasskey: ["owner", "byId"],
  passkeySignInOptions: ["public", "none"],
  signInWithPasskey: ["public", "none"],
  // Sessions: each caller's own; signing one out names one of A's by id.
  mySessions: ["owner", "none"],
  signOutSession: ["owner", "byId"],
  signOutOtherSessions: ["owner", "none"],
  cart: ["shopper", "none"],
  addToCart: ["shopper", "none"],
  updateCartItem: ["shopper", "none"],
  removeFromCart: ["shopper", "none"],
  wishlist: ["owner", "none"],
  addToWishlist: ["owner", "none"],
  removeFromWishlist: ["owner", "none"],
  addresses: ["owner", "none"],
  addAddress: ["owner", "none"],
  updateAddress: ["owner", "byId"],
  deleteAddress: ["owner", "byId"],
  myOrders: ["owner", "none"],
  order: ["owner", "byIdAdminReads"],
  createOrder: ["owner", "byId"],
  captureOrder: ["owner", "byId"],
  addReview: ["owner", "buyersOnly"],
  adminOrders: ["admin", "none"],
  ordersConnection: ["admin", "none"],
  updateOrderStatus: ["admin", "none"],
  createProduct: ["admin", "none"],
  updateProduct: ["admin", "none"],
  deleteProduct: ["admin", "none"],
  setProductImages: ["admin", "none"],
  addFeatureImage: ["admin", "none"],
  deleteFeatureImage: ["admin", "none"],
  adminCustomers: ["admin", "none"],
  adminCustomer: ["admin", "none"],
  disableCustomer: ["admin", "none"],
  enableCustomer: ["admin", "none"],
  auditLog: ["admin", "none"],
  apiKeys: ["admin", "none"],
  apiKeyScopes: ["admin", "none"],
  createApiKey: ["admin", "none"],
  revokeApiKey: ["admin", "none"],
  // Partners' keys with webhooks:manage manage their own (test/modules/webhook); among people, admins only.
  webhookEventTypes: ["admin", "none"],
  webhookEndpoints: ["admin", "none"],
  createWebhookEndpoint: ["admin", "none"],
  updateWebhookEndpoint: ["admin", "none"],
  deleteWebhookEndpoint: ["admin", "none"],
  webhookDeliveries: ["admin", "none"],
  resendWebhookDelivery: ["admin", "none"],
  // Listing hidden ones (includeHidden: true) is admin-only too: FORBIDDEN for others (test/modules/taxonomy).
  categories: ["public", "none"],
  brands: ["public", "none"],
  createCategory: ["admin", "none"],
  updateCategory: ["admin", "none"],
  reorderCategories: ["admin", "none"],
  createBrand: ["admin", "none"],
  updateBrand: ["admin", "none"],
  reorderBrands: ["admin", "none"],
  // Checkout money: the caller's own cart; methods are public; everything else is the admin's.
  checkoutQuote: ["owner", "none"],
  applyDiscountCode: ["owner", "none"],
  removeDiscountCode: ["owner", "none"],
  shippingMethods: ["public", "none"],
  adminShippingMethods: ["admin", "none"],
  saveShippingMethod: ["admin", "none"],
  discountCodes: ["admin", "none"],
  saveDiscountCode: ["admin", "none"],
  promotions: ["admin", "none"],
  savePromotion: ["admin", "none"],
  taxRates: ["admin", "none"],
  saveTaxRate: ["admin", "none"],
  deleteTaxRate: ["admin", "none"],
  shopSettings: ["admin", "none"],
  saveShopSettings: ["admin", "none"],
};

/** REST routes: the design plus the status of a success (201 where the route creates something). */
export const REST_DESIGN: Record<string, [...Design, success: 200 | 201]> = {
  "POST /api/auth/register": ["public", "none", 201],
  "POST /api/auth/login": ["public", "none", 200],
  "POST /api/auth/login/code": ["public", "none", 200],
  "POST /api/auth/logout": ["public", "none", 200],
  "GET /api/auth/check-auth": ["signedIn", "none", 200],
  "POST /api/auth/forgot-password": ["public", "none", 200],
  "POST /api/auth/reset-password/:id/:token": ["public", "none", 200],
  "GET /api/auth/csrf-token": ["public", "none", 200],
  "GET /api/user/profile": ["owner", "none", 200],
  "GET /user/profile": ["owner", "none", 200],
  "PUT /api/user/profile": ["owner", "none", 200],
  "PUT /user/profile": ["owner", "none", 200],
  "GET /api/common/feature/get": ["public", "none", 200],
  "POST /api/common/feature": ["admin", "none", 201],
  "POST /api/common/feature/add": ["admin", "none", 201],
  "DELETE /api/common/feature/:id": ["admin", "none", 200],
  "GET /api/shop/products/get": ["public", "none", 200],
  "GET /api/shop/products/all": ["public", "none", 200],
  "GET /api/shop/products/get/:id": ["public", "none", 200],
  "GET /api/shop/search/:keyword": ["public", "none", 200],
  "GET /api/admin/products/get": ["admin", "none", 200],
  "POST /api/admin/products/add": ["admin", "none", 201],
  "PUT /api/admin/products/edit/:id": ["admin", "none", 200],
  "DELETE /api/admin/products/delete/:id": ["admin", "none", 200],
  "POST /api/admin/products/upload-image": ["admin", "none", 200],
  "POST /api/shop/cart/add": ["shopper", "namesUser", 200],
  "GET /api/shop/cart/get/:userId": ["shopper", "namesUser", 200],
  "PUT /api/shop/cart/update-cart": ["shopper", "namesUser", 200],
  "DELETE /api/shop/cart/:userId/:productId": ["shopper", "namesUser", 200],
  "POST /api/shop/address/add": ["owner", "namesUser", 201],
  "GET /api/shop/address/get/:userId": ["owner", "namesUser", 200],
  "PUT /api/shop/address/update/:userId/:addressId": ["owner", "namesUser", 200],
  "DELETE /api/shop/address/delete/:userId/:addressId": ["owner", "namesUser", 200],
  "POST /api/shop/order/create": ["owner", "namesUser", 201],
  "POST /api/shop/order/capture": ["owner", "namesUser", 200],
  "GET /api/shop/order/list/:userId": ["owner", "namesUser", 200],
  "GET /api/shop/order/details/:orderId": ["owner", "byIdAdminReads", 200],
  "GET /api/admin/orders/get": ["admin", "none", 200],
  "GET /api/admin/orders/details/:id": ["admin", "none", 200],
  "PUT /api/admin/orders/update/:id": ["admin", "none", 200],
  "GET /api/admin/orders/export.csv": ["admin", "none", 200],
  "POST /api/shop/review/add": ["owner", "namesUser", 201],
  "GET /api/shop/review/:productId": ["public", "none", 200],
  "GET /wishlist": ["owner", "none", 200],
  "GET /api/wishlist": ["owner", "none", 200],
  "POST /wishlist": ["owner", "none", 200],
  "POST /api/wishlist": ["owner", "none", 200],
  "DELETE /wishlist/:id": ["owner", "none", 200],
  "DELETE /api/wishlist/:id": ["owner", "none", 200],
};

type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND";

/** How a caller let in by the access rule fares with A's data, for B and for the admin. */
const DATA_OUTCOME: Record<Data, { otherCustomer: Outcome; admin: Outcome }> = {
  none: { otherCustomer: "ok", admin: "ok" },
  byId: { otherCustomer: "NOT_FOUND", admin: "NOT_FOUND" },
  byIdAdminReads: { otherCustomer: "NOT_FOUND", admin: "ok" },
  namesUser: { otherCustomer: "FORBIDDEN", admin: "FORBIDDEN" },
  buyersOnly: { otherCustomer: "FORBIDDEN", admin: "FORBIDDEN" },
};

function cells([access, data]: Design): Row<Outcome> {
  const anonymous: Outcome = access === "public" ? "ok" : "UNAUTHENTICATED";
  if (access === "admin") return [anonymous, "FORBIDDEN", "FORBIDDEN", "ok"];
  return [anonymous, "ok", DATA_OUTCOME[data].otherCustomer, DATA_OUTCOME[data].admin];
}

const HTTP: Record<Exclude<Outcome, "ok">, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

/** GraphQL cells: "ok" or the error's extensions.code. */
export const graphqlCells = (design: Design): Row<string> => cells(design);

/** REST cells: the HTTP status. */
export const restCells = ([access, data, success]: [...Design, 200 | 201]): Row<number> =>
  cells([access, data]).map((o) => (o === "ok" ? success : HTTP[o])) as Row<number>;
