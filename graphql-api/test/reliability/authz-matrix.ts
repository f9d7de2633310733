/**
 * THE authorization table: for every GraphQL operation and REST route, the outcome for each caller.
 * Columns: [anonymous, customer A on A's own data, customer B on A's data, admin (on A's data)].
 * GraphQL cells are "ok" or the error's extensions.code; REST cells are the HTTP status.
 * authz.test.ts fails on any differing cell and on any operation missing here (AUTHZ_PRINT=1 prints what it saw).
 *
 * Reading the "B on A's data" column: GraphQL operations without an id act on the caller's own data ("ok" means B
 * got or changed B's things; the test also checks that A's rows are unchanged and that no answer carries A's ids);
 * operations naming one of A's records by id answer NOT_FOUND, so they do not even confirm it exists. REST paths
 * or bodies carrying A's userId answer 403 (admins included: those are shopper routes). Login and the emailed links
 * (password reset, email confirmation) are public: holding A's password or link is the credential.
 */
export const ROLES = ["anonymous", "customer", "otherCustomer", "admin"] as const;
export type Role = (typeof ROLES)[number];
type Row<T> = [anonymous: T, customer: T, otherCustomer: T, admin: T];

export const GRAPHQL_MATRIX: Record<string, Row<string>> = {
  me: ["ok", "ok", "ok", "ok"],
  products: ["ok", "ok", "ok", "ok"],
  product: ["ok", "ok", "ok", "ok"],
  searchProducts: ["ok", "ok", "ok", "ok"],
  cart: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  wishlist: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  addresses: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  reviews: ["ok", "ok", "ok", "ok"],
  myOrders: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  order: ["UNAUTHENTICATED", "ok", "NOT_FOUND", "ok"],
  adminOrders: ["UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok"],
  featureImages: ["ok", "ok", "ok", "ok"],
  shopInfo: ["ok", "ok", "ok", "ok"],
  register: ["ok", "ok", "ok", "ok"],
  login: ["ok", "ok", "ok", "ok"],
  logout: ["ok", "ok", "ok", "ok"],
  forgotPassword: ["ok", "ok", "ok", "ok"],
  resetPassword: ["ok", "ok", "ok", "ok"],
  confirmEmailChange: ["ok", "ok", "ok", "ok"],
  updateProfile: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  createProduct: ["UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok"],
  updateProduct: ["UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok"],
  deleteProduct: ["UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok"],
  addToCart: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  updateCartItem: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  removeFromCart: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  addToWishlist: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  removeFromWishlist: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  addAddress: ["UNAUTHENTICATED", "ok", "ok", "ok"],
  updateAddress: ["UNAUTHENTICATED", "ok", "NOT_FOUND", "NOT_FOUND"],
  deleteAddress: ["UNAUTHENTICATED", "ok", "NOT_FOUND", "NOT_FOUND"],
  addReview: ["UNAUTHENTICATED", "ok", "FORBIDDEN", "FORBIDDEN"],
  createOrder: ["UNAUTHENTICATED", "ok", "NOT_FOUND", "NOT_FOUND"],
  captureOrder: ["UNAUTHENTICATED", "ok", "NOT_FOUND", "NOT_FOUND"],
  updateOrderStatus: ["UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok"],
  addFeatureImage: ["UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok"],
  deleteFeatureImage: ["UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok"],
};

export const REST_MATRIX: Record<string, Row<number>> = {
  "POST /api/auth/register": [201, 201, 201, 201],
  "POST /api/auth/login": [200, 200, 200, 200],
  "POST /api/auth/logout": [200, 200, 200, 200],
  "GET /api/auth/check-auth": [401, 200, 200, 200],
  "POST /api/auth/forgot-password": [200, 200, 200, 200],
  "POST /api/auth/reset-password/:id/:token": [200, 200, 200, 200],
  "GET /api/user/profile": [401, 200, 200, 200],
  "GET /user/profile": [401, 200, 200, 200],
  "PUT /api/user/profile": [401, 200, 200, 200],
  "PUT /user/profile": [401, 200, 200, 200],
  "GET /api/common/feature/get": [200, 200, 200, 200],
  "POST /api/common/feature": [401, 403, 403, 201],
  "POST /api/common/feature/add": [401, 403, 403, 201],
  "DELETE /api/common/feature/:id": [401, 403, 403, 200],
  "GET /api/shop/products/get": [200, 200, 200, 200],
  "GET /api/shop/products/all": [200, 200, 200, 200],
  "GET /api/shop/products/get/:id": [200, 200, 200, 200],
  "GET /api/shop/search/:keyword": [200, 200, 200, 200],
  "GET /api/admin/products/get": [401, 403, 403, 200],
  "POST /api/admin/products/add": [401, 403, 403, 201],
  "PUT /api/admin/products/edit/:id": [401, 403, 403, 200],
  "DELETE /api/admin/products/delete/:id": [401, 403, 403, 200],
  "POST /api/shop/cart/add": [401, 200, 403, 403],
  "GET /api/shop/cart/get/:userId": [401, 200, 403, 403],
  "PUT /api/shop/cart/update-cart": [401, 200, 403, 403],
  "DELETE /api/shop/cart/:userId/:productId": [401, 200, 403, 403],
  "POST /api/shop/address/add": [401, 201, 403, 403],
  "GET /api/shop/address/get/:userId": [401, 200, 403, 403],
  "PUT /api/shop/address/update/:userId/:addressId": [401, 200, 403, 403],
  "DELETE /api/shop/address/delete/:userId/:addressId": [401, 200, 403, 403],
  "POST /api/shop/order/create": [401, 201, 403, 403],
  "POST /api/shop/order/capture": [401, 200, 403, 403],
  "GET /api/shop/order/list/:userId": [401, 200, 403, 403],
  "GET /api/shop/order/details/:orderId": [401, 200, 404, 200],
  "GET /api/admin/orders/get": [401, 403, 403, 200],
  "GET /api/admin/orders/details/:id": [401, 403, 403, 200],
  "PUT /api/admin/orders/update/:id": [401, 403, 403, 200],
  "POST /api/shop/review/add": [401, 201, 403, 403],
  "GET /api/shop/review/:productId": [200, 200, 200, 200],
  "GET /wishlist": [401, 200, 200, 200],
  "GET /api/wishlist": [401, 200, 200, 200],
  "POST /wishlist": [401, 200, 200, 200],
  "POST /api/wishlist": [401, 200, 200, 200],
  "DELETE /wishlist/:id": [401, 200, 200, 200],
  "DELETE /api/wishlist/:id": [401, 200, 200, 200],
  "GET /api/auth/csrf-token": [200, 200, 200, 200],
  "POST /api/admin/products/upload-image": [401, 403, 403, 200],
};
