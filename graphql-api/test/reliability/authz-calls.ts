// How each operation of the authorization matrix is called: on customer A's data, from a fresh World.
import { enableTwoFactor, type World } from "./world.js";
import type { TestServer } from "../support/harness.js";
import { SoftPasskey } from "../support/passkey.js";
import type { Role } from "./authz-matrix.js";

/** A's passkey in the world, and a sign-in answer of it to a fresh challenge. */
async function passkeyOfA(t: TestServer, w: World) {
  const key = new SoftPasskey("localhost", t.url);
  await t.db.prisma.passkey.create({ data: { id: key.id, userId: w.a.id, publicKey: new Uint8Array(key.publicKey()), deviceType: "singleDevice", name: "A's key" } });
  const options = await t.shop.services.passkeys.signInOptions();
  w.prepared.passkeyId = key.id;
  w.prepared.signIn = { challengeId: options.challengeId, response: key.signIn(options.options, w.a.id) };
}

export interface GqlCall {
  query: string;
  variables?: Record<string, unknown>;
}

const PAGE = "{ total items { id } }";
const ORDER = "{ id userId paymentStatus }";
const CART = "{ id items { productId quantity } }";

/**
 * What a cell's world needs beyond buildWorld before the call (GraphQL operation or REST route key), done before A's
 * data is snapshotted: two-step sign-in on for the callers that turn it off or use it.
 */
export const PREPARE: Record<string, (t: TestServer, w: World) => Promise<void>> = {
  disableTwoFactor: (t, w) => enableTwoFactor(t, w, [w.a.id, w.b.id, w.admin.id]),
  regenerateRecoveryCodes: (t, w) => enableTwoFactor(t, w, [w.a.id, w.b.id, w.admin.id]),
  verifySignInCode: (t, w) => enableTwoFactor(t, w, [w.a.id]),
  "POST /api/auth/login/code": (t, w) => enableTwoFactor(t, w, [w.a.id]),
  applyDiscountCode: async (t, w) => {
    await t.db.prisma.discountCode.create({ data: { code: `MATRIXAPPLY${w.n}`, codeKey: `MATRIXAPPLY${w.n}`.toUpperCase(), kind: "freeShipping" } });
  },
  deleteTaxRate: async (t, w) => {
    w.prepared.taxRateId = (await t.db.prisma.taxRate.create({ data: { country: "ZZ", name: `Matrix ${w.n}`, ppm: 1000 } })).id;
  },
  // Each caller adds a passkey of its own, from options asked for itself.
  addPasskey: async (t, w) => {
    for (const [role, user] of [["customer", w.a], ["otherCustomer", w.b], ["admin", w.admin]] as const) {
      const options = await t.shop.services.passkeys.registrationOptions(user.id);
      w.prepared[role] = { challengeId: options.challengeId, response: new SoftPasskey("localhost", t.url).register(options.options) };
    }
  },
  removePasskey: passkeyOfA,
  signInWithPasskey: passkeyOfA,
};

/** A cell's prepared answer for its caller; placeholders where nothing was prepared (an API key's sweep, refused first). */
const preparedFor = (w: World, key: string) =>
  (w.prepared[key] ?? { challengeId: "00000000-0000-0000-0000-000000000000", response: "{}" }) as { challengeId: string; response: string };

/** One call per Query and Mutation field; the matrix test refuses fields missing here or in the table. */
export const GRAPHQL_CALLS: Record<string, (w: World, role: Role) => GqlCall> = {
  passkeys: () => ({ query: "{ passkeys { id name } }" }),
  mySessions: () => ({ query: "{ mySessions { id device current } }" }),
  signOutSession: (w) => ({ query: "mutation($id: ID!) { signOutSession(id: $id) { id } }", variables: { id: w.a.sessionId } }),
  signOutOtherSessions: () => ({ query: "mutation { signOutOtherSessions { id current } }" }),
  passkeyRegistrationOptions: () => ({ query: "mutation { passkeyRegistrationOptions { challengeId options } }" }),
  addPasskey: (w, role) => {
    const { challengeId, response } = preparedFor(w, role === "anonymous" ? "customer" : role);
    return { query: "mutation($c: ID!, $r: String!) { addPasskey(challengeId: $c, response: $r) { id } }", variables: { c: challengeId, r: response } };
  },
  removePasskey: (w) => ({ query: "mutation($id: ID!) { removePasskey(id: $id) { id } }", variables: { id: w.prepared.passkeyId ?? "no-such-passkey" } }),
  passkeySignInOptions: () => ({ query: "mutation { passkeySignInOptions { challengeId options } }" }),
  signInWithPasskey: (w) => {
    const { challengeId, response } = preparedFor(w, "signIn");
    return { query: "mutation($c: ID!, $r: String!) { signInWithPasskey(challengeId: $c, response: $r) { token } }", variables: { c: challengeId, r: response } };
  },
  twoFactorStatus: () => ({ query: "{ twoFactorStatus { enabled required recoveryCodesLeft } }" }),
  beginTwoFactorSetup: () => ({ query: "mutation { beginTwoFactorSetup { secret uri qrCode } }" }),
  enableTwoFactor: (w) => ({ query: "mutation($c: String!) { enableTwoFactor(code: $c) { codes } }", variables: { c: w.twoFactor.code } }),
  disableTwoFactor: (w) => ({ query: "mutation($c: String!) { disableTwoFactor(password: \"password123\", code: $c) { success } }", variables: { c: w.twoFactor.code } }),
  regenerateRecoveryCodes: (w) => ({ query: "mutation($c: String!) { regenerateRecoveryCodes(code: $c) { codes } }", variables: { c: w.twoFactor.code } }),
  verifySignInCode: (w) => ({ query: "mutation($t: String!, $c: String!) { verifySignInCode(ticket: $t, code: $c) { token } }", variables: { t: w.twoFactor.ticket, c: w.twoFactor.code } }),
  beginTwoFactorSetupAtSignIn: (w) => ({ query: "mutation($t: String!) { beginTwoFactorSetupAtSignIn(ticket: $t) { secret } }", variables: { t: w.twoFactor.setupTicket } }),
  enableTwoFactorAtSignIn: (w) => ({
    query: "mutation($t: String!, $c: String!) { enableTwoFactorAtSignIn(ticket: $t, code: $c) { token recoveryCodes } }",
    variables: { t: w.twoFactor.setupTicket, c: w.twoFactor.code },
  }),
  addresses: () => ({ query: "{ addresses { id } }" }),
  adminOrders: () => ({ query: `{ adminOrders ${PAGE} }` }),
  ordersConnection: () => ({ query: "{ ordersConnection(first: 2) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }" }),
  productsConnection: () => ({ query: '{ productsConnection(first: 2, sortBy: titleAtoZ) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }' }),
  cart: () => ({ query: `{ cart ${CART} }` }),
  featureImages: () => ({ query: "{ featureImages { id } }" }),
  salesDashboard: () => ({ query: "{ salesDashboard(range: last7Days) { current { revenueCents orders } } }" }),
  lowStock: () => ({ query: "{ lowStock { threshold items { productId totalStock } } }" }),
  shopInfo: () => ({ query: "{ shopInfo { demoPayments currency storefrontAccess url } }" }),
  me: () => ({ query: "{ me { id } }" }),
  myOrders: () => ({ query: `{ myOrders ${PAGE} }` }),
  order: (w) => ({ query: `query($id: ID!) { order(id: $id) ${ORDER} }`, variables: { id: w.order.id } }),
  product: (w) => ({ query: "query($id: ID!) { product(id: $id) { id } }", variables: { id: w.product.id } }),
  productsByIds: (w) => ({ query: "query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }", variables: { ids: [w.product.id] } }),
  productBySlug: (w) => ({ query: "query($slug: String!) { productBySlug(slug: $slug) { id slug url } }", variables: { slug: w.product.slug } }),
  products: () => ({ query: `{ products ${PAGE} }` }),
  reviews: (w) => ({ query: `query($id: ID!) { reviews(productId: $id) ${PAGE} }`, variables: { id: w.product.id } }),
  searchProducts: () => ({ query: `{ searchProducts(keyword: "Product") ${PAGE} }` }),
  searchProductsConnection: () => ({ query: `{ searchProductsConnection(keyword: "Product", first: 2) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }` }),
  productFacets: () => ({ query: `{ productFacets(filter: { size: ["M"] }) { size { value count } } }` }),
  wishlist: () => ({ query: "{ wishlist { items { id } } }" }),
  adminCustomers: () => ({ query: `{ adminCustomers(search: "example") ${PAGE} }` }),
  apiKeys: () => ({ query: "{ apiKeys { id } }" }),
  apiKeyScopes: () => ({ query: "{ apiKeyScopes }" }),
  createApiKey: () => ({ query: `mutation { createApiKey(input: { name: "Matrix", scopes: ["catalogue:read"] }) { secret } }` }),
  revokeApiKey: (w) => ({ query: "mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }", variables: { id: w.apiKey.id } }),
  webhookEventTypes: () => ({ query: "{ webhookEventTypes { name } }" }),
  webhookEndpoints: () => ({ query: "{ webhookEndpoints { id } }" }),
  createWebhookEndpoint: () => ({ query: `mutation { createWebhookEndpoint(input: { url: "https://93.184.215.14/matrix", events: ["order.paid"], enabled: false }) { secret } }` }),
  updateWebhookEndpoint: (w) => ({ query: `mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { description: "Matrix" }) { id } }`, variables: { id: w.webhook.id } }),
  deleteWebhookEndpoint: (w) => ({ query: "mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }", variables: { id: w.webhook.id } }),
  webhookDeliveries: (w) => ({ query: "query($id: ID!) { webhookDeliveries(endpointId: $id) { id status } }", variables: { id: w.webhook.id } }),
  resendWebhookDelivery: (w) => ({ query: "mutation($id: ID!) { resendWebhookDelivery(id: $id) { id status } }", variables: { id: w.webhookDelivery.id } }),
  adminCustomer: (w) => ({ query: "query($id: ID!) { adminCustomer(id: $id) { id ordersCount } }", variables: { id: w.a.id } }),
  auditLog: () => ({ query: `{ auditLog ${PAGE} }` }),
  categories: () => ({ query: "{ categories { id slug } }" }),
  checkoutQuote: () => ({ query: "{ checkoutQuote { totalCents } }" }),
  applyDiscountCode: (w) => ({ query: "mutation($c: String!) { applyDiscountCode(code: $c) { totalCents } }", variables: { c: `MATRIXAPPLY${w.n}` } }),
  removeDiscountCode: () => ({ query: "mutation { removeDiscountCode { totalCents } }" }),
  shippingMethods: () => ({ query: "{ shippingMethods { id name } }" }),
  adminShippingMethods: () => ({ query: "{ adminShippingMethods { id name } }" }),
  saveShippingMethod: (w) => ({ query: "mutation($n: String!) { saveShippingMethod(input: { name: $n, priceCents: 900, active: false }) { id } }", variables: { n: `Matrix ${w.n}` } }),
  discountCodes: () => ({ query: "{ discountCodes { id code } }" }),
  saveDiscountCode: (w) => ({ query: "mutation($c: String!) { saveDiscountCode(input: { code: $c, kind: freeShipping, active: false }) { id } }", variables: { c: `MATRIX${w.n}` } }),
  promotions: () => ({ query: "{ promotions { id } }" }),
  savePromotion: (w) => ({ query: "mutation($n: String!) { savePromotion(input: { name: $n, kind: percentage, basisPoints: 100, active: false }) { id } }", variables: { n: `Matrix ${w.n}` } }),
  taxRates: () => ({ query: "{ taxRates { id } }" }),
  saveTaxRate: (w) => ({ query: "mutation($n: String!) { saveTaxRate(input: { country: \"ZZ\", name: $n, ppm: 0 }) { id } }", variables: { n: `Matrix ${w.n}` } }),
  deleteTaxRate: (w) => ({ query: "mutation($id: ID!) { deleteTaxRate(id: $id) }", variables: { id: w.prepared.taxRateId ?? "00000000-0000-0000-0000-000000000000" } }),
  shopSettings: () => ({ query: "{ shopSettings { pricesIncludeTax country } }" }),
  saveShopSettings: () => ({ query: "mutation { saveShopSettings(input: { pricesIncludeTax: false }) { pricesIncludeTax } }" }),
  brands: () => ({ query: "{ brands { id slug } }" }),

  addAddress: () => ({ query: `mutation { addAddress(input: { address: "2 Side St", city: "Shelbyville", pincode: "54321", phone: "5550199", notes: "Back door" }) { id } }` }),
  addFeatureImage: () => ({ query: `mutation { addFeatureImage(image: "/images/features/2.svg") { id } }` }),
  addReview: (w) => ({
    query: "mutation($p: ID!) { addReview(input: { productId: $p, reviewValue: 5, reviewMessage: \"Great\" }) { id } }",
    variables: { p: w.product.id },
  }),
  addToCart: (w) => ({ query: `mutation($p: ID!) { addToCart(productId: $p, quantity: 1) ${CART} }`, variables: { p: w.product.id } }),
  addToWishlist: (w) => ({ query: "mutation($p: ID!) { addToWishlist(productId: $p) { items { id } } }", variables: { p: w.product.id } }),
  captureOrder: (w) => ({
    query: `mutation($o: ID!, $p: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: "PAYERA") ${ORDER} }`,
    variables: { o: w.order.id, p: w.paymentId },
  }),
  confirmEmailChange: (w) => ({ query: "mutation($t: String!) { confirmEmailChange(token: $t) { success } }", variables: { t: w.emailToken } }),
  createOrder: (w) => ({ query: "mutation($a: ID!) { createOrder(addressId: $a) { orderId } }", variables: { a: w.address.id } }),
  createProduct: () => ({
    query: `mutation { createProduct(input: { title: "Matrix Tee", description: "Cotton", category: "men", brand: "nike", image: "/images/products/test.svg", price: 20, totalStock: 5 }) { id } }`,
  }),
  createCategory: (w) => ({ query: "mutation($s: String!) { createCategory(input: { slug: $s, name: \"Matrix\" }) { id } }", variables: { s: `matrix-${w.n}` } }),
  createBrand: (w) => ({ query: "mutation($s: String!) { createBrand(input: { slug: $s, name: \"Matrix\" }) { id } }", variables: { s: `matrix-${w.n}` } }),
  // Same name and same order: an admin's call succeeds and leaves the shop as it was for the next cell.
  updateCategory: (w) => ({ query: "mutation($id: ID!, $n: String!) { updateCategory(id: $id, input: { name: $n }) { id } }", variables: { id: w.categories[0]!.id, n: w.categories[0]!.name } }),
  updateBrand: (w) => ({ query: "mutation($id: ID!, $n: String!) { updateBrand(id: $id, input: { name: $n }) { id } }", variables: { id: w.brands[0]!.id, n: w.brands[0]!.name } }),
  reorderCategories: (w) => ({ query: "mutation($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }", variables: { ids: w.categories.map((c) => c.id) } }),
  reorderBrands: (w) => ({ query: "mutation($ids: [ID!]!) { reorderBrands(ids: $ids) { id } }", variables: { ids: w.brands.map((c) => c.id) } }),
  disableCustomer: (w) => ({ query: "mutation($id: ID!) { disableCustomer(id: $id) { id disabled } }", variables: { id: w.a.id } }),
  enableCustomer: (w) => ({ query: "mutation($id: ID!) { enableCustomer(id: $id) { id disabled } }", variables: { id: w.a.id } }),
  deleteAddress: (w) => ({ query: "mutation($id: ID!) { deleteAddress(id: $id) }", variables: { id: w.address.id } }),
  deleteFeatureImage: (w) => ({ query: "mutation($id: ID!) { deleteFeatureImage(id: $id) }", variables: { id: w.feature.id } }),
  deleteProduct: (w) => ({ query: "mutation($id: ID!) { deleteProduct(id: $id) }", variables: { id: w.product.id } }),
  forgotPassword: (w) => ({ query: "mutation($e: String!) { forgotPassword(email: $e) { success } }", variables: { e: w.a.email } }),
  login: (w) => ({ query: "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }", variables: { e: w.a.email, p: w.a.password } }),
  logout: () => ({ query: "mutation { logout { success } }" }),
  register: (w) => ({
    query: "mutation($e: String!) { register(input: { userName: \"New\", email: $e, password: \"password123\" }) { success } }",
    variables: { e: `new-${w.n}@example.test` },
  }),
  removeFromCart: (w) => ({ query: `mutation($p: ID!) { removeFromCart(productId: $p) ${CART} }`, variables: { p: w.product.id } }),
  removeFromWishlist: (w) => ({ query: "mutation($p: ID!) { removeFromWishlist(productId: $p) { items { id } } }", variables: { p: w.product.id } }),
  resetPassword: (w) => ({
    query: "mutation($u: ID!, $t: String!) { resetPassword(userId: $u, token: $t, password: \"newpassword123\") { success } }",
    variables: { u: w.a.id, t: w.resetToken },
  }),
  updateAddress: (w) => ({
    query: `mutation($id: ID!) { updateAddress(id: $id, input: { address: "3 Other Rd", city: "Ogdenville", pincode: "11111", phone: "5550111", notes: "None" }) { id } }`,
    variables: { id: w.address.id },
  }),
  updateCartItem: (w) => ({ query: `mutation($p: ID!) { updateCartItem(productId: $p, quantity: 2) ${CART} }`, variables: { p: w.product.id } }),
  updateOrderStatus: (w) => ({ query: "mutation($id: ID!) { updateOrderStatus(id: $id, status: inShipping) { id orderStatus } }", variables: { id: w.order.id } }),
  setProductImages: (w) => ({
    query: "mutation($id: ID!, $i: [ProductImageInput!]!) { setProductImages(productId: $id, images: $i) { id } }",
    variables: { id: w.product.id, i: [{ url: "/images/features/2.svg", alt: "The matrix's picture" }] },
  }),
  updateProduct: (w) => ({ query: "mutation($id: ID!) { updateProduct(id: $id, input: { totalStock: 7 }) { id } }", variables: { id: w.product.id } }),
  updateProfile: (w) => ({
    // Every test user's password (harness createUser): a new email needs it.
    query: "mutation($e: String!) { updateProfile(input: { userName: \"Renamed\", email: $e, phone: \"5550123\", currentPassword: \"password123\" }) { id } }",
    variables: { e: `renamed-${w.n}@example.test` },
  }),
};

/** Path parameters of the REST table, filled from the world: always A's records (or the world's product). */
export function restPath(pattern: string, w: World): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    switch (name) {
      case "userId":
        return w.a.id;
      case "addressId":
        return w.address.id;
      case "productId":
        return w.product.id;
      case "orderId":
        return w.order.id;
      case "token":
        return w.resetToken;
      case "keyword":
        return "Product";
      case "id":
        if (pattern.startsWith("/api/common/feature")) return w.feature.id;
        if (pattern.startsWith("/api/admin/orders")) return w.order.id;
        if (pattern.startsWith("/api/auth/reset-password")) return w.a.id;
        return w.product.id; // products and wishlist
      default:
        throw new Error(`The matrix does not know how to fill :${name} in ${pattern}`);
    }
  });
}

/** Bodies of the REST writes (a route not listed here is called with `{}`). */
export function restBody(method: string, pattern: string, w: World): unknown {
  const key = `${method} ${pattern}`;
  const address = { address: "2 Side St", city: "Shelbyville", pincode: "54321", phone: "5550199", notes: "Back door" };
  const bodies: Record<string, unknown> = {
    "POST /api/auth/register": { userName: "New", email: `new-${w.n}@example.test`, password: "password123" },
    "POST /api/auth/login": { email: w.a.email, password: w.a.password },
    "POST /api/auth/login/code": { ticket: w.twoFactor.ticket, code: w.twoFactor.code },
    "POST /api/auth/forgot-password": { email: w.a.email },
    "POST /api/auth/reset-password/:id/:token": { password: "newpassword123" },
    "PUT /user/profile": { userName: "Renamed", email: `renamed-${w.n}@example.test`, phone: "5550123", currentPassword: "password123" },
    "PUT /api/user/profile": { userName: "Renamed", email: `renamed-${w.n}@example.test`, phone: "5550123", currentPassword: "password123" },
    "POST /api/common/feature": { image: "/images/features/2.svg" },
    "POST /api/common/feature/add": { image: "/images/features/2.svg" },
    "POST /api/admin/products/add": { title: "Matrix Tee", description: "Cotton", category: "men", brand: "nike", image: "/images/products/test.svg", price: 20, totalStock: 5 },
    "PUT /api/admin/products/edit/:id": { totalStock: 7 },
    "PUT /api/admin/orders/update/:id": { orderStatus: "inShipping" },
    "POST /api/shop/cart/add": { userId: w.a.id, productId: w.product.id, quantity: 1 },
    "PUT /api/shop/cart/update-cart": { userId: w.a.id, productId: w.product.id, quantity: 2 },
    "POST /api/shop/review/add": { userId: w.a.id, productId: w.product.id, reviewValue: 5, reviewMessage: "Great" },
    "POST /api/shop/address/add": { userId: w.a.id, ...address },
    "PUT /api/shop/address/update/:userId/:addressId": address,
    "POST /api/shop/order/create": { userId: w.a.id, addressId: w.address.id },
    "POST /api/shop/order/capture": { userId: w.a.id, orderId: w.order.id, paymentId: w.paymentId, payerId: "PAYERA" },
    "POST /wishlist": { productId: w.product.id },
    "POST /api/wishlist": { productId: w.product.id },
  };
  return bodies[key] ?? (method === "GET" || method === "DELETE" ? undefined : {});
}
