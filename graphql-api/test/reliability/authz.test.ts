// The authorization matrix: every GraphQL Query/Mutation field and every REST route, called as anonymous, as
// customer A on A's own data, as customer B on A's data, and as an admin. Expected outcomes live in
// authz-matrix.ts, derived from the hand-written design there; this test fails on any cell that differs and on any
// operation the design does not list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isObjectType } from "graphql";
import { startTestServer, type TestServer } from "../support/harness.js";
import { buildAppSchema } from "../../src/schema.js";
import { restRoutes } from "../../src/rest/index.js";
import type { RestDeps } from "../../src/rest/deps.js";
import { UPLOAD_IMAGE_PATH } from "../../src/modules/upload/upload.router.js";
import { EXPORT_ORDERS_PATH } from "../../src/modules/order/order-export.router.js";
import { GRAPHQL_DESIGN, REST_DESIGN, ROLES, graphqlCells, restCells, type Role } from "./authz-matrix.js";
import { GRAPHQL_CALLS, PREPARE, restBody, restPath } from "./authz-calls.js";
import { buildWorld, discardWorld, snapshotOf, type World } from "./world.js";
import { mapLimit } from "./flows.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

// A real 1x1 PNG, for the upload route.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
/** Routes served outside the REST table (app.ts, the upload router and the orders CSV export). */
const EXTRA_ROUTES = [`GET /api/auth/csrf-token`, `POST ${UPLOAD_IMAGE_PATH}`, `GET ${EXPORT_ORDERS_PATH}`];

function tokenOf(w: World, role: Role) {
  return { anonymous: undefined, customer: w.a.token, otherCustomer: w.b.token, admin: w.admin.token }[role];
}

async function schemaOperations() {
  const schema = await buildAppSchema();
  return ["Query", "Mutation"].flatMap((type) => {
    const t = schema.getType(type);
    return isObjectType(t) ? Object.keys(t.getFields()) : [];
  });
}

function restOperations() {
  const table = restRoutes({ services: t.shop.services, session: {} as RestDeps["session"], issueCsrf: () => "" });
  return [...table.flatMap((r) => r.paths.map((p) => `${r.method.toUpperCase()} ${p}`)), ...EXTRA_ROUTES];
}

type Observed = { outcome: string | number; status: number; aChanged: boolean; leaksA: boolean };

/** A's identifiers: none may appear in an answer to B (except where B presented A's own credentials). */
const secretsOf = (w: World) => [w.a.id, w.a.email, w.address.id, w.order.id, w.paymentId];
const leaks = (text: string, w: World) => secretsOf(w).some((s) => text.includes(s));

async function callGraphql(op: string, role: Role): Promise<Observed> {
  const w = await buildWorld(t);
  await PREPARE[op]?.(t, w);
  const before = await snapshotOf(t, w.a.id);
  const { query, variables } = GRAPHQL_CALLS[op]!(w, role);
  const r = await t.gql(query, variables, tokenOf(w, role));
  const outcome = r.errors ? (r.errors[0]!.extensions?.code ?? "NO_CODE") : "ok";
  const observed = { outcome, status: r.status, aChanged: (await snapshotOf(t, w.a.id)) !== before, leaksA: leaks(JSON.stringify(r), w) };
  await discardWorld(t, w);
  return observed;
}

async function callRest(key: string, role: Role): Promise<Observed> {
  const w = await buildWorld(t);
  await PREPARE[key]?.(t, w);
  const before = await snapshotOf(t, w.a.id);
  const [method, pattern] = key.split(" ") as [string, string];
  const token = tokenOf(w, role);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: RequestInit["body"];
  if (pattern === UPLOAD_IMAGE_PATH) {
    const form = new FormData();
    form.append("my_file", new Blob([PNG], { type: "image/png" }), "dot.png");
    body = form;
  } else {
    const json = restBody(method, pattern, w);
    if (json !== undefined) {
      body = JSON.stringify(json);
      headers["content-type"] = "application/json";
    }
  }
  const res = await fetch(`${t.url}${restPath(pattern, w)}`, { method, headers, body });
  const text = await res.text();
  const observed = { outcome: res.status, status: res.status, aChanged: (await snapshotOf(t, w.a.id)) !== before, leaksA: leaks(text, w) };
  await discardWorld(t, w);
  return observed;
}

/** Public calls where B presents A's credentials (password, emailed link): they may change or show A's data. */
const WITH_A_CREDENTIALS = new Set([
  "login",
  "resetPassword",
  "confirmEmailChange",
  // A's sign-in ticket and code (or setup).
  "verifySignInCode",
  "beginTwoFactorSetupAtSignIn",
  "enableTwoFactorAtSignIn",
  // A's passkey.
  "signInWithPasskey",
  "POST /api/auth/login",
  "POST /api/auth/login/code",
  "POST /api/auth/reset-password/:id/:token",
]);

function expectIsolation(observed: ({ key: string; role: Role } & Observed)[]) {
  for (const o of observed.filter((o) => o.role === "otherCustomer" && !WITH_A_CREDENTIALS.has(o.key))) {
    expect(o.aChanged, `${o.key} as another customer changed A's data`).toBe(false);
    expect(o.leaksA, `${o.key} as another customer answered with A's data`).toBe(false);
  }
  for (const o of observed.filter((o) => o.role === "anonymous" && !WITH_A_CREDENTIALS.has(o.key))) {
    expect(o.leaksA, `${o.key} answered an anonymous caller with A's data`).toBe(false);
  }
}

async function sweep<K extends string>(keys: K[], call: (key: K, role: Role) => Promise<Observed>) {
  const cells = keys.flatMap((key) => ROLES.map((role) => ({ key, role })));
  const observed = await mapLimit(cells, 6, async (c) => ({ ...c, ...(await call(c.key, c.role)) }));
  const matrix: Record<string, (string | number)[]> = {};
  for (const o of observed) (matrix[o.key] ??= [])[ROLES.indexOf(o.role)] = o.outcome;
  return { observed, matrix };
}

function expected<D>(design: Record<string, D>, cellsOf: (d: D) => (string | number)[]) {
  return Object.fromEntries(Object.entries(design).map(([key, d]) => [key, cellsOf(d)]));
}

// A fresh world per cell: 77 GraphQL operations x 4 callers took 64 s on PostgreSQL at load 10-15 on two cores, and
// passed 120 s when the machine was busier still; the bound leaves room for that, never for a hang.
describe("authorization matrix", () => {
  it("lists every GraphQL operation, and every cell answers as the table says", async () => {
    const ops = await schemaOperations();
    expect(ops.filter((op) => !GRAPHQL_CALLS[op]), "operations without a call in authz-calls.ts").toEqual([]);
    expect(ops.filter((op) => !GRAPHQL_DESIGN[op]), "operations missing from authz-matrix.ts").toEqual([]);
    expect(Object.keys(GRAPHQL_DESIGN).filter((op) => !ops.includes(op)), "design rows for operations that no longer exist").toEqual([]);
    const { observed, matrix } = await sweep(ops, callGraphql);
    for (const o of observed) expect(o.status, `${o.key} as ${o.role}`).toBeLessThan(500);
    expectIsolation(observed);
    expect(matrix).toEqual(expected(GRAPHQL_DESIGN, graphqlCells));
    console.info(`[authz] GraphQL: ${ops.length} operations x ${ROLES.length} callers = ${observed.length} cells`);
  }, 240_000);

  it("lists every REST route, and every cell answers as the table says", async () => {
    const keys = restOperations();
    expect(keys.filter((k) => !REST_DESIGN[k]), "routes missing from authz-matrix.ts").toEqual([]);
    expect(Object.keys(REST_DESIGN).filter((k) => !keys.includes(k)), "design rows for routes that no longer exist").toEqual([]);
    const { observed, matrix } = await sweep(keys, callRest);
    for (const o of observed) expect(o.status, `${o.key} as ${o.role}`).toBeLessThan(500);
    expectIsolation(observed);
    expect(matrix).toEqual(expected(REST_DESIGN, restCells));
    console.info(`[authz] REST: ${keys.length} routes x ${ROLES.length} callers = ${observed.length} cells`);
  }, 240_000);
});
