// A public storefront (STOREFRONT_ACCESS=public): a visitor keeps a cart without an account, under an anonymous cookie,
// through the same GraphQL operations and REST routes; signing in merges it into the account's cart (lines of a variant
// add up to at most its stock, each cut told to the shopper), registering hands it to the new account; wishlist and
// checkout still need an account; new guest carts are limited per client address; abandoned ones are removed.
import crypto from "node:crypto";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createVariantProduct, startTestServer, type TestServer } from "../../support/harness.js";

let t: TestServer;
let address = 0;
beforeAll(async () => {
  // Each visitor below comes from its own address (the test names it, as a trusted proxy would), so the budget of new
  // guest carts per address is only spent where a test means to.
  t = await startTestServer({ STOREFRONT_ACCESS: "public", TRUST_PROXY: "loopback", RATE_LIMIT_GUEST_CARTS_PER_HOUR: "3" });
});
afterAll(() => t?.close());

const CART = "items { variantId quantity size } itemCount";
const ADD = `mutation($p: ID!, $v: ID, $q: Int!) { addToCart(productId: $p, variantId: $v, quantity: $q) { id ${CART} } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token cartNotices } }`;

/** A browser: keeps the cookies the shop sets, comes from one address. */
function visitor() {
  const jar = new Map<string, string>();
  const ip = `10.0.0.${++address}`;
  const request = async (path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { "x-forwarded-for": ip, ...init.headers };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${t.url}${path}`, { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };
  const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const r = await request("/graphql", { method: "POST", body: { query, variables }, token });
    return { ...r, data: r.body.data, errors: r.body.errors as { message: string; extensions: { code: string } }[] | undefined };
  };
  return { jar, ip, request, gql };
}

const sizes = () => createVariantProduct(t, [{ size: "S", stock: 10 }, { size: "M", stock: 5 }], { title: `Guest Tee ${crypto.randomBytes(2).toString("hex")}` });

describe("guest carts on a public storefront", () => {
  it("live under an httpOnly SameSite=Lax cookie holding a 256-bit key for 30 days; the shop keeps only its hash", async () => {
    const v = visitor();
    const p = await sizes();
    expect((await v.gql("{ shopInfo { storefrontAccess } }")).data.shopInfo.storefrontAccess).toBe("public");
    const empty = await v.gql(`{ cart { ${CART} } }`);
    expect(empty.data.cart).toMatchObject({ items: [], itemCount: 0 });
    expect(empty.headers.getSetCookie()).toEqual([]); // looking costs nothing: no cart, no cookie

    const added = await v.gql(ADD, { p: p.id, v: p.variants[1]!.id, q: 2 });
    expect(added.errors).toBeUndefined();
    expect(added.data.addToCart).toMatchObject({ items: [{ variantId: p.variants[1]!.id, quantity: 2, size: "M" }], itemCount: 2 });
    const [cookie] = added.headers.getSetCookie();
    expect(cookie).toMatch(/^guest_cart=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const key = v.jar.get("guest_cart")!;
    expect(Buffer.from(key, "base64url")).toHaveLength(32);
    const row = await t.db.prisma.cart.findFirstOrThrow({ where: { id: added.data.addToCart.id } });
    expect(row).toMatchObject({ userId: null, guestKeyHash: crypto.createHash("sha256").update(key).digest("hex") });
    // The cart's panel shows the cart's quote: priced like the cart (no promotion or tax here), and no code for a guest.
    const quoted = (await v.gql(`{ cart { subtotalCents totalCents quote { subtotalCents totalCents discountCode } } }`)).data.cart;
    expect(quoted.quote).toEqual({ subtotalCents: quoted.subtotalCents, totalCents: quoted.totalCents, discountCode: null });

    // The same operations on the same cart; another visitor sees none of it.
    expect((await v.gql(`mutation($p: ID!, $v: ID) { updateCartItem(productId: $p, variantId: $v, quantity: 3) { itemCount } }`, { p: p.id, v: p.variants[1]!.id })).data.updateCartItem.itemCount).toBe(3);
    expect((await visitor().gql(`{ cart { itemCount } }`)).data.cart.itemCount).toBe(0);
    expect((await v.gql(`mutation($p: ID!) { removeFromCart(productId: $p) { itemCount } }`, { p: p.id })).data.removeFromCart.itemCount).toBe(0);
  });

  it("are reached on the REST cart routes with the userId guest (any other id is someone else's: 403)", async () => {
    const v = visitor();
    const p = await sizes();
    const add = await v.request("/api/shop/cart/add", { method: "POST", body: { userId: "guest", productId: p.id, variantId: p.variants[0]!.id, quantity: 1 } });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ userId: "guest", items: [{ productId: p.id, quantity: 1 }] });
    const got = await v.request("/api/shop/cart/get/guest");
    expect(got.body.data.items).toHaveLength(1);
    const someone = await createUser(t);
    expect((await v.request(`/api/shop/cart/get/${someone.id}`)).status).toBe(403);
    expect((await v.request(`/api/shop/cart/${someone.id}/${p.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await v.request(`/api/shop/cart/guest/${p.id}?variantId=${p.variants[0]!.id}`, { method: "DELETE" })).body.data.items).toEqual([]);
  });

  it("leave wishlist, checkout, orders and addresses to accounts, and refuse writes from another site", async () => {
    const v = visitor();
    for (const query of ["{ wishlist { items { id } } }", "{ myOrders { total } }", "{ addresses { id } }", `mutation { createOrder(addressId: "x") { orderId } }`]) {
      expect((await v.gql(query)).errors?.[0]?.extensions.code, query).toBe("UNAUTHENTICATED");
    }
    const p = await sizes();
    const forged = await v.request("/graphql", { method: "POST", headers: { "sec-fetch-site": "cross-site" }, body: { query: ADD, variables: { p: p.id, v: p.variants[0]!.id, q: 1 } } });
    expect(forged.status).toBe(403);
    expect(v.jar.has("guest_cart")).toBe(false);
  });

  it("join the account's cart at sign-in: lines add up to at most the stock, each cut or dropped told to the shopper", async () => {
    const user = await createUser(t);
    const tee = await createVariantProduct(t, [{ size: "S", stock: 10 }, { size: "M", stock: 5 }], { title: "Merge Tee" });
    const cap = await createVariantProduct(t, [{ stock: 4 }], { title: "Last Cap" });
    const gone = await createVariantProduct(t, [{ size: "L", stock: 3 }], { title: "Gone Socks" });
    await t.shop.services.cart.add(user, tee.id, 1, tee.variants[0]!.id); // the account had 1 of S

    const v = visitor();
    await v.gql(ADD, { p: tee.id, v: tee.variants[0]!.id, q: 2 });
    await v.gql(ADD, { p: cap.id, v: cap.variants[0]!.id, q: 3 });
    await v.gql(ADD, { p: gone.id, v: gone.variants[0]!.id, q: 1 });
    const guestCartId = (await v.gql(`{ cart { id } }`)).data.cart.id;
    // Meanwhile others bought: 2 caps left of the 3 in the guest cart, the socks sold out.
    await t.db.prisma.productVariant.update({ where: { id: cap.variants[0]!.id }, data: { stock: 2 } });
    await t.db.prisma.productVariant.update({ where: { id: gone.variants[0]!.id }, data: { stock: 0 } });

    const login = await v.gql(LOGIN, { e: user.email, p: user.password });
    expect(login.errors).toBeUndefined();
    expect(login.data.login.cartNotices).toEqual([
      "Only 2 of “Last Cap” are left: your cart has 2, not 3.",
      "“Gone Socks” (size L) has sold out, so it is not in your cart.",
    ]);
    expect(v.jar.has("guest_cart")).toBe(false);
    expect(await t.db.prisma.cart.findUnique({ where: { id: guestCartId } })).toBeNull();
    const mine = (await v.gql(`{ cart { ${CART} } }`, {}, login.data.login.token)).data.cart;
    expect(mine.items.map((i: { variantId: string; quantity: number }) => [i.variantId, i.quantity])).toEqual([
      [tee.variants[0]!.id, 3],
      [cap.variants[0]!.id, 2],
    ]);
  });

  it("join at a REST sign-in too, whose answer keeps its legacy shape; a new account takes the guest cart as it is", async () => {
    const user = await createUser(t);
    const p = await sizes();
    const v = visitor();
    await v.gql(ADD, { p: p.id, v: p.variants[0]!.id, q: 2 });
    const rest = await v.request("/api/auth/login", { method: "POST", body: { email: user.email, password: user.password } });
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body).sort()).toEqual(["csrfToken", "message", "success", "token", "user"]);
    expect(v.jar.has("guest_cart")).toBe(false);
    expect((await t.shop.services.cart.get(user)).itemCount).toBe(2);

    const newcomer = visitor();
    await newcomer.gql(ADD, { p: p.id, v: p.variants[1]!.id, q: 1 });
    const email = `new-${crypto.randomBytes(3).toString("hex")}@example.test`;
    const registered = await newcomer.gql(`mutation($i: RegisterInput!) { register(input: $i) { success } }`, { i: { userName: "Newcomer", email, password: "password123" } });
    expect(registered.data.register.success).toBe(true);
    expect(newcomer.jar.has("guest_cart")).toBe(false);
    const login = await newcomer.gql(LOGIN, { e: email, p: "password123" });
    expect(login.data.login.cartNotices).toEqual([]);
    expect((await newcomer.gql(`{ cart { ${CART} } }`, {}, login.data.login.token)).data.cart.items).toEqual([{ variantId: p.variants[1]!.id, quantity: 1, size: "M" }]);
  });

  it("join at the second step of a two-step sign-in, not at the password: the code's answer tells what was cut", async () => {
    const user = await createUser(t);
    const setup = (await t.gql(`mutation { beginTwoFactorSetup { secret } }`, {}, user.token)).data.beginTwoFactorSetup;
    await t.gql(`mutation($c: String!) { enableTwoFactor(code: $c) { codes } }`, { c: await generate({ secret: setup.secret }) }, user.token);
    const cap = await createVariantProduct(t, [{ stock: 3 }], { title: "Two Step Cap" });
    const v = visitor();
    await v.gql(ADD, { p: cap.id, v: cap.variants[0]!.id, q: 3 });
    await t.db.prisma.productVariant.update({ where: { id: cap.variants[0]!.id }, data: { stock: 2 } });

    const password = await v.gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`, { e: user.email, p: user.password });
    expect(password.errors?.[0]?.extensions?.code).toBe("SECOND_FACTOR_REQUIRED");
    expect(v.jar.has("guest_cart")).toBe(true);
    const ticket = (password.errors![0]!.extensions as unknown as { ticket: string }).ticket;
    // The code of the app's next step (the enrolment took the current one).
    const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const signedIn = await v.gql(`mutation($t: String!, $c: String!) { verifySignInCode(ticket: $t, code: $c) { token cartNotices } }`, { t: ticket, c: code });
    expect(signedIn.data.verifySignInCode.cartNotices).toEqual(["Only 2 of “Two Step Cap” are left: your cart has 2, not 3."]);
    expect(v.jar.has("guest_cart")).toBe(false);
    expect((await t.shop.services.cart.get(user)).items.map((i) => i.quantity)).toEqual([2]);
  });

  it("are limited per client address: past the budget a new one is 429 with Retry-After, while started ones keep working", async () => {
    const p = await sizes();
    const first = visitor();
    const ip = first.ip;
    expect((await first.gql(ADD, { p: p.id, v: p.variants[0]!.id, q: 1 })).status).toBe(200);
    const more = [visitor(), visitor(), visitor()];
    const answers = [];
    for (const v of more) {
      const r = await v.request("/graphql", { method: "POST", headers: { "x-forwarded-for": ip }, body: { query: ADD, variables: { p: p.id, v: p.variants[0]!.id, q: 1 } } });
      answers.push(r);
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(Number(answers[2]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(answers[2]!.body.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
    expect(more[2]!.jar.has("guest_cart")).toBe(false);
    // The first visitor's cart is theirs already: adding more is no new cart.
    expect((await first.gql(ADD, { p: p.id, v: p.variants[0]!.id, q: 1 })).data.addToCart.itemCount).toBe(2);
  });

  it("are removed 30 days after their last change by the periodic job; accounts' carts stay", async () => {
    const p = await sizes();
    const [old, recent] = [visitor(), visitor()];
    await old.gql(ADD, { p: p.id, v: p.variants[0]!.id, q: 1 });
    await recent.gql(ADD, { p: p.id, v: p.variants[0]!.id, q: 1 });
    const user = await createUser(t);
    await t.shop.services.cart.add(user, p.id, 1, p.variants[0]!.id);
    const day = 24 * 3600 * 1000;
    const hash = (v: ReturnType<typeof visitor>) => crypto.createHash("sha256").update(v.jar.get("guest_cart")!).digest("hex");
    await t.db.prisma.cart.update({ where: { guestKeyHash: hash(old) }, data: { updatedAt: new Date(Date.now() - 31 * day) } });
    await t.db.prisma.cart.update({ where: { guestKeyHash: hash(recent) }, data: { updatedAt: new Date(Date.now() - 29 * day) } });
    await t.db.prisma.cart.update({ where: { userId: user.id }, data: { updatedAt: new Date(Date.now() - 400 * day) } });
    expect(await t.shop.services.cart.pruneGuestCarts()).toBe(1);
    expect((await old.gql(`{ cart { itemCount } }`)).data.cart.itemCount).toBe(0);
    expect((await recent.gql(`{ cart { itemCount } }`)).data.cart.itemCount).toBe(1);
    expect((await t.shop.services.cart.get(user)).itemCount).toBe(1);
  });
});
