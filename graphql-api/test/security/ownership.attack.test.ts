// Another customer's records by id (IDOR) and fields the client is not meant to set (mass assignment). The worlds,
// call tables and expected outcomes are the authorization matrix's (reliability/authz-*.ts); this suite adds the
// attacker's own twist: every id-taking operation found in the schema and the REST table, called with the attacker's
// own userId (so the path check passes) and the victim's record ids.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLInputType, type GraphQLSchema } from "graphql";
import { createProduct, createUser, startTestServer, type TestServer } from "../support/harness.js";
import { buildAppSchema } from "../../src/schema.js";
import { restRoutes } from "../../src/rest/index.js";
import type { RestDeps } from "../../src/rest/deps.js";
import { GRAPHQL_DESIGN, ROLES, graphqlCells } from "../reliability/authz-matrix.js";
import { GRAPHQL_CALLS, PREPARE, restBody, restPath } from "../reliability/authz-calls.js";
import { buildWorld, discardWorld, snapshotOf, type World } from "../reliability/world.js";
import { mapLimit } from "../reliability/flows.js";
import { verifyPassword } from "../../src/auth/passwords.js";
import { codeOf, gql, hit, type Answer } from "./attack.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** A's identifiers: none may appear in what B is told. */
const leaksA = (a: Answer, w: World) => [w.a.id, w.a.email, w.address.id, w.order.id, w.paymentId].some((s) => a.text.includes(s));

/** Calls that present A's own credential (password, emailed link): they act on A by design. */
const A_CREDENTIALS = new Set(["login", "resetPassword", "confirmEmailChange", "verifySignInCode", "beginTwoFactorSetupAtSignIn", "enableTwoFactorAtSignIn", "signInWithPasskey"]);

function takesId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  if (isNonNullType(type) || isListType(type)) return takesId(type.ofType as GraphQLInputType, seen);
  if (isInputObjectType(type)) {
    if (seen.has(type.name)) return false;
    seen.add(type.name);
    return Object.values(type.getFields()).some((f) => takesId(f.type, seen));
  }
  return type.name === "ID";
}

function idTakingOperations(schema: GraphQLSchema): string[] {
  return ["Query", "Mutation"].flatMap((name) => {
    const root = schema.getType(name);
    if (!isObjectType(root)) return [];
    return Object.values(root.getFields())
      .filter((f) => f.args.some((a) => takesId(a.type)))
      .map((f) => f.name);
  });
}

describe("IDOR: GraphQL", () => {
  it("every operation taking an id answers another customer as the matrix says, without changing or showing the owner's rows", async () => {
    const ops = idTakingOperations(await buildAppSchema());
    expect(ops.length).toBeGreaterThan(15);
    expect(ops.filter((op) => !GRAPHQL_CALLS[op] || !GRAPHQL_DESIGN[op]), "id-taking operations missing from reliability/authz-*.ts").toEqual([]);
    const other = ROLES.indexOf("otherCustomer");
    const seen = await mapLimit(ops, 4, async (op) => {
      const w = await buildWorld(t);
      await PREPARE[op]?.(t, w);
      const before = await snapshotOf(t, w.a.id);
      const { query, variables } = GRAPHQL_CALLS[op]!(w, "otherCustomer");
      const res = await gql(t.url, query, variables, { token: w.b.token });
      const observed = { op, outcome: codeOf(res), changed: (await snapshotOf(t, w.a.id)) !== before, leaked: leaksA(res, w) };
      await discardWorld(t, w);
      return observed;
    });
    for (const s of seen) {
      expect(s.outcome, s.op).toBe(graphqlCells(GRAPHQL_DESIGN[s.op]!)[other]);
      if (A_CREDENTIALS.has(s.op)) continue;
      expect(s.changed, `${s.op} changed the owner's data`).toBe(false);
      expect(s.leaked, `${s.op} showed the owner's data`).toBe(false);
    }
    console.info(`[security] IDOR over ${ops.length} id-taking GraphQL operations`);
  }, 120_000);
});

// REST routes taking an id, called by B with B's own userId wherever one goes and A's record ids everywhere else.
const REST_IDOR: Record<string, number> = {
  "POST /api/auth/reset-password/:id/:token": 400, // B's id with A's link
  "DELETE /api/common/feature/:id": 403,
  "GET /api/shop/products/get/:id": 200, // public
  "PUT /api/admin/products/edit/:id": 403,
  "DELETE /api/admin/products/delete/:id": 403,
  "POST /api/shop/cart/add": 200, // into B's own cart
  "GET /api/shop/cart/get/:userId": 200,
  "PUT /api/shop/cart/update-cart": 200,
  "DELETE /api/shop/cart/:userId/:productId": 200,
  "POST /api/shop/address/add": 201,
  "GET /api/shop/address/get/:userId": 200,
  "PUT /api/shop/address/update/:userId/:addressId": 404,
  "DELETE /api/shop/address/delete/:userId/:addressId": 404,
  "POST /api/shop/order/create": 404, // shipping to A's address
  "POST /api/shop/order/capture": 404, // capturing A's order
  "GET /api/shop/order/list/:userId": 200,
  "GET /api/shop/order/details/:orderId": 404,
  "GET /api/admin/orders/details/:id": 403,
  "PUT /api/admin/orders/update/:id": 403,
  "POST /api/shop/review/add": 403, // B never bought the product
  "GET /api/shop/review/:productId": 200,
  "POST /wishlist": 200,
  "POST /api/wishlist": 200,
  "DELETE /wishlist/:id": 200,
  "DELETE /api/wishlist/:id": 200,
};

describe("IDOR: REST", () => {
  it("every route taking an id, called with the attacker's own userId and the victim's record ids, neither changes nor shows them", async () => {
    const table = restRoutes({ services: t.shop.services, session: {} as RestDeps["session"], issueCsrf: () => "" });
    const probe = await buildWorld(t);
    const keys = table.flatMap((r) => r.paths.map((p) => ({ method: r.method.toUpperCase(), path: p })));
    const idTaking = keys.filter(({ method, path }) => /:(?!keyword)\w+/.test(path) || /"\w*(id|Id)"\s*:/.test(JSON.stringify(restBody(method, path, probe) ?? {})));
    await discardWorld(t, probe);
    const names = idTaking.map(({ method, path }) => `${method} ${path}`);
    expect(names.filter((k) => !(k in REST_IDOR)), "id-taking routes missing from REST_IDOR").toEqual([]);
    expect(Object.keys(REST_IDOR).filter((k) => !names.includes(k)), "REST_IDOR rows for routes that take no id").toEqual([]);

    const seen = await mapLimit(idTaking, 4, async ({ method, path }) => {
      const w = await buildWorld(t);
      const before = await snapshotOf(t, w.a.id);
      const asB = (s: string) => s.replaceAll(w.a.id, w.b.id);
      const body = restBody(method, path, w);
      const res = await hit(t.url, method, asB(restPath(path, w)), { token: w.b.token, body: body === undefined ? undefined : JSON.parse(asB(JSON.stringify(body))) });
      const observed = { key: `${method} ${path}`, status: res.status, changed: (await snapshotOf(t, w.a.id)) !== before, leaked: leaksA(res, w) };
      await discardWorld(t, w);
      return observed;
    });
    for (const s of seen) {
      expect(s.status, s.key).toBe(REST_IDOR[s.key]);
      expect(s.changed, `${s.key} changed the owner's data`).toBe(false);
      expect(s.leaked, `${s.key} showed the owner's data`).toBe(false);
    }
    console.info(`[security] IDOR over ${seen.length} id-taking REST routes`);
  }, 120_000);
});

describe("mass assignment", () => {
  it("registration keeps role, id, token version and password hash to itself, on both APIs", async () => {
    const email = `mass-${Date.now()}@example.test`;
    const forcedId = "7d4f0c57-8a3e-4b7c-9d6e-2f1a0b3c4d5e";
    const res = await hit(t.url, "POST", "/api/auth/register", {
      body: { userName: "Mass", email, password: "password123", role: "admin", id: forcedId, _id: forcedId, tokenVersion: 7, passwordHash: "x", isAdmin: true },
    });
    expect(res.status).toBe(201);
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect({ role: row.role, tokenVersion: row.tokenVersion }).toEqual({ role: "user", tokenVersion: 0 });
    expect(row.id).not.toBe(forcedId);
    expect(await verifyPassword(row.passwordHash, "password123")).toBe(true);

    const other = `mass-gql-${Date.now()}@example.test`;
    const graphql = await gql(t.url, `mutation($i: RegisterInput!) { register(input: $i) { success } }`, { i: { userName: "Mass", email: other, password: "password123", role: "admin" } });
    expect(codeOf(graphql)).toBe("BAD_USER_INPUT");
    expect(await t.db.prisma.user.count({ where: { email: other } })).toBe(0);
  });

  it("the profile changes only name and phone (and, through its link, the email)", async () => {
    const user = await createUser(t);
    const res = await hit(t.url, "PUT", "/api/user/profile", {
      token: user.token,
      body: { _id: user.id, userName: "Still Customer", email: user.email, phone: "1", role: "admin", tokenVersion: 9, passwordHash: "x", createdAt: "2000-01-01" },
    });
    expect(res.status).toBe(200);
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ role: row.role, tokenVersion: row.tokenVersion, userName: row.userName }).toEqual({ role: "user", tokenVersion: 0, userName: "Still Customer" });
    expect(await verifyPassword(row.passwordHash, user.password)).toBe(true);
    const graphql = await gql(t.url, `mutation($i: ProfileInput!) { updateProfile(input: $i) { id } }`, { i: { userName: "X", email: user.email, phone: "", role: "admin" } }, { token: user.token });
    expect(codeOf(graphql)).toBe("BAD_USER_INPUT");
    // The user object a legacy client sends back names whose profile it is: someone else's is a 403.
    const victim = await createUser(t);
    const other = await hit(t.url, "PUT", "/user/profile", { token: user.token, body: { _id: victim.id, userName: "Owned", email: victim.email, phone: "" } });
    expect(other.status).toBe(403);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).userName).toBe(victim.userName);
  });

  it("products keep their ratings, ids and derived prices whatever the admin form sends", async () => {
    const admin = await createUser(t, { role: "admin" });
    const forcedId = "0b7d9a10-3c2e-4f6a-8b1c-9d0e1f2a3b4c";
    const extra = { averageReview: 5, reviewCount: 999, id: forcedId, _id: forcedId, effectivePriceCents: 1, titleKey: "aaa", createdAt: "2000-01-01" };
    const added = await hit(t.url, "POST", "/api/admin/products/add", {
      token: admin.token,
      body: { title: "Mass Tee", description: "Cotton", category: "men", brand: "nike", image: "/images/products/x.svg", price: 20, salePrice: 0, totalStock: 3, ...extra },
    });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ averageReview: 0, price: 20 });
    expect(added.json.data.id).not.toBe(forcedId);
    const edited = await hit(t.url, "PUT", `/api/admin/products/edit/${added.json.data.id}`, { token: admin.token, body: { averageReview: 5, reviewCount: 3, totalStock: 4 } });
    expect(edited.json.data).toMatchObject({ averageReview: 0, totalStock: 4 });
  });

  it("an admin's variant grid naming one variant twice is refused (BAD_USER_INPUT) saying so: nothing changes, nothing is audited", async () => {
    const admin = await createUser(t, { role: "admin" });
    const product = await createProduct(t, { title: "Twice Tee", totalStock: 7 });
    const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`;
    const cells = [
      { id: product.variantId, sku: "TWICE-S", size: "S", stock: 1 },
      { id: product.variantId, sku: "TWICE-M", size: "M", stock: 999 },
    ];
    const answer = await gql(t.url, UPDATE, { id: product.id, input: { variants: cells } }, { token: admin.token });
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    expect(answer.json.errors[0].message).toBe("This variant is listed twice: give each variant's id once.");
    expect(answer.json.errors[0].extensions.fields).toEqual([{ path: "variants.1.id", message: "This variant is listed twice: give each variant's id once." }]);
    expect(await t.db.prisma.productVariant.findMany({ where: { productId: product.id }, select: { id: true, stock: true, size: true } })).toEqual([{ id: product.variantId, stock: 7, size: "" }]);
    expect(await t.db.prisma.auditEntry.count({ where: { targetId: product.id } })).toBe(0);
  });

  it("carts, orders, reviews and addresses take their prices, owners and names from the server", async () => {
    const w = await buildWorld(t);
    const product = await createProduct(t, { priceCents: 4000, totalStock: 5 });
    const b = { token: w.b.token };
    const cart = await hit(t.url, "POST", "/api/shop/cart/add", { ...b, body: { productId: product.id, quantity: 1, price: 0.01, salePrice: 0.01, title: "Free" } });
    expect(cart.json.data.items.find((i: { productId: string }) => i.productId === product.id)).toMatchObject({ price: 40, title: product.title });

    const address = await hit(t.url, "POST", "/api/shop/address/add", { ...b, body: { id: w.address.id, userId: w.b.id, address: "2 B St", city: "B", pincode: "22222", phone: "5550202", notes: "Gate" } });
    expect(address.status).toBe(201);
    expect(address.json.data.id).not.toBe(w.address.id);

    const created = await hit(t.url, "POST", "/api/shop/order/create", {
      ...b,
      body: { addressInfo: { addressId: address.json.data.id }, totalAmount: 0.01, cartItems: [{ productId: product.id, price: 0.01, quantity: 1 }], paymentStatus: "paid", orderStatus: "delivered" },
    });
    expect(created.status).toBe(201);
    const order = (await hit(t.url, "GET", `/api/shop/order/details/${created.json.orderId}`, b)).json.data;
    expect(order).toMatchObject({ paymentStatus: "pending", orderStatus: "pending" });
    expect(order.totalAmount).toBeGreaterThan(40);

    const review = await hit(t.url, "POST", "/api/shop/review/add", { token: w.a.token, body: { productId: w.product.id, reviewValue: 5, reviewMessage: "Mine", userName: "Shop Owner", userId: w.a.id, averageReview: 1 } });
    expect(review.status).toBe(201);
    expect(review.json.data).toMatchObject({ userName: w.a.userName, userId: w.a.id });

    const status = await hit(t.url, "PUT", `/api/admin/orders/update/${w.order.id}`, { token: w.admin.token, body: { orderStatus: "inShipping", paymentStatus: "refunded", totalAmount: 0 } });
    expect(status.status).toBe(200);
    expect((await hit(t.url, "GET", `/api/admin/orders/details/${w.order.id}`, { token: w.admin.token })).json.data).toMatchObject({ orderStatus: "inShipping", paymentStatus: "paid", totalAmount: 30 });
    await discardWorld(t, w);
  });
});
