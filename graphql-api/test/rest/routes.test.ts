// Sweeps over the whole route table: every documented route exists, every protected route refuses the wrong
// caller, and no caller mistake ever becomes a 5xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, createUser, type TestServer } from "../support/harness.js";
import { restRoutes } from "../../src/rest/index.js";
import { accessOf } from "../../src/modules/access.js";
import type { RestDeps } from "../../src/rest/deps.js";
import { restClient } from "../support/rest-client.js";

let t: TestServer;
let api: ReturnType<typeof restClient>;
let admin: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  api = restClient(t);
  admin = await createUser(t, { role: "admin" });
  customer = await createUser(t);
});
afterAll(() => t?.close());

// Handlers are never called here: the table is read for its method, paths and auth levels only.
const table = () => restRoutes({ services: t.shop.services, session: {} as RestDeps["session"], issueCsrf: () => "" });

/** Spec section 7 (plus the documented variants), as method + path pattern. */
const SPEC_ROUTES = [
  "POST /api/auth/register", "POST /api/auth/login", "POST /api/auth/logout", "GET /api/auth/check-auth",
  "POST /api/auth/forgot-password", "POST /api/auth/reset-password/:id/:token",
  "GET /user/profile", "PUT /user/profile", "GET /api/user/profile", "PUT /api/user/profile",
  "GET /api/common/feature/get", "POST /api/common/feature", "POST /api/common/feature/add", "DELETE /api/common/feature/:id",
  "GET /api/admin/products/get", "POST /api/admin/products/add", "PUT /api/admin/products/edit/:id", "DELETE /api/admin/products/delete/:id",
  "GET /api/admin/orders/get", "GET /api/admin/orders/details/:id", "PUT /api/admin/orders/update/:id",
  "POST /api/shop/cart/add", "GET /api/shop/cart/get/:userId", "DELETE /api/shop/cart/:userId/:productId", "PUT /api/shop/cart/update-cart",
  "GET /api/shop/products/all", "GET /api/shop/products/get", "GET /api/shop/products/get/:id", "GET /api/shop/search/:keyword",
  "POST /api/shop/review/add", "GET /api/shop/review/:productId",
  "POST /api/shop/address/add", "GET /api/shop/address/get/:userId", "PUT /api/shop/address/update/:userId/:addressId",
  "DELETE /api/shop/address/delete/:userId/:addressId",
  "POST /api/shop/order/create", "POST /api/shop/order/capture", "GET /api/shop/order/list/:userId", "GET /api/shop/order/details/:orderId",
  "GET /wishlist", "POST /wishlist", "DELETE /wishlist/:id", "GET /api/wishlist", "POST /api/wishlist", "DELETE /api/wishlist/:id",
];

/** Every (method, concrete path) of the table, with path parameters filled by `fill`. */
function endpoints(fill: (name: string) => string) {
  return table().flatMap((r) =>
    r.paths.map((p) => ({ method: r.method.toUpperCase(), pattern: p, path: p.replace(/:(\w+)/g, (_, n: string) => fill(n)), auth: accessOf(r.operation) })),
  );
}

describe("the route table", () => {
  it("holds every route of spec section 7, once", () => {
    const have = endpoints((n) => `:${n}`).map((e) => `${e.method} ${e.pattern}`);
    for (const route of SPEC_ROUTES) expect(have, route).toContain(route);
    expect(new Set(have).size).toBe(have.length);
  });

  it("answers 401 to anonymous callers on every signed-in and admin route", async () => {
    for (const e of endpoints(() => "00000000-0000-4000-8000-000000000000").filter((e) => e.auth !== "public")) {
      const res = await api.call(e.method, e.path, { body: e.method === "GET" ? undefined : {} });
      expect(res.status, `${e.method} ${e.pattern}`).toBe(401);
      expect(res.body.success, `${e.method} ${e.pattern}`).toBe(false);
    }
  });

  it("answers 403 to customers on every admin route", async () => {
    for (const e of endpoints(() => "00000000-0000-4000-8000-000000000000").filter((e) => e.auth === "admin")) {
      const res = await api.call(e.method, e.path, { body: e.method === "GET" ? undefined : {}, token: customer.token });
      expect(res.status, `${e.method} ${e.pattern}`).toBe(403);
    }
  });

  it("never answers 5xx to junk input, whoever calls", async () => {
    const junkBodies = [{}, { quantity: "lots", productId: 7, userId: ["x"], price: { $gt: 0 }, image: 1, orderStatus: null }, "[]", '"text"'];
    for (const token of [undefined, customer.token, admin.token]) {
      const all = endpoints((n) => (n === "userId" && token ? (token === admin.token ? admin.id : customer.id) : "%27%20OR%201%3D1--"));
      // Logging out would revoke the token and turn the rest of the sweep into 401s.
      for (const e of all.filter((e) => e.pattern !== "/api/auth/logout")) {
        for (const body of e.method === "GET" ? [undefined] : junkBodies) {
          const res = await api.call(e.method, `${e.path}${e.method === "GET" ? "?page=x&limit=%25&category=%00" : ""}`, { body, token });
          expect(res.status, `${e.method} ${e.path} ${JSON.stringify(body)}`).toBeLessThan(500);
          expect(res.body?.success, `${e.method} ${e.path}`).toBeDefined();
        }
      }
    }
    expect((await api.get("/api/auth/check-auth", admin.token)).status).toBe(200);
    expect((await api.get("/api/auth/check-auth", customer.token)).status).toBe(200);
  });

  it("allows credentialed CORS from the configured origin on REST routes", async () => {
    const res = await api.call("OPTIONS", "/api/shop/cart/add", {
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
  });
});
