// Sessions under attack: forged, tampered, expired and revoked tokens (as a bearer header and as the cookie), and
// writes forged by another site riding a signed-in shopper's cookie.
import crypto from "node:crypto";
import fs from "node:fs";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../support/harness.js";
import { codeOf, gql, hit, mailsTo } from "./attack.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const now = () => Math.floor(Date.now() / 1000);

/** Every way a request can carry a token. */
const carriers = (token: string): Record<string, string>[] => [{ authorization: `Bearer ${token}` }, { cookie: `token=${token}` }];

/** The token opens nothing: no user on GraphQL, 401 on REST, UNAUTHENTICATED on an admin operation. */
async function expectAnonymous(token: string, what: string) {
  for (const headers of carriers(token)) {
    const via = `${what} (${Object.keys(headers)[0]})`;
    expect((await gql(t.url, `{ me { id } }`, {}, { headers })).json.data.me, via).toBeNull();
    expect(codeOf(await gql(t.url, `{ adminOrders { total } }`, {}, { headers })), via).toBe("UNAUTHENTICATED");
    expect((await hit(t.url, "GET", "/api/auth/check-auth", { headers })).status, via).toBe(401);
    expect((await hit(t.url, "GET", "/api/admin/orders/get", { headers })).status, via).toBe(401);
  }
}

describe("forged and stale tokens", () => {
  it("alg none, another algorithm, another key, a tampered payload, expiry, a deleted user and garbage are all anonymous", async () => {
    const admin = await createUser(t, { role: "admin" });
    const customer = await createUser(t);
    const gone = await createUser(t, { role: "admin" });
    await t.db.prisma.user.delete({ where: { id: gone.id } });
    const claims = { sub: admin.id, role: "admin", v: 0, iat: now(), exp: now() + 3600 };
    const secret = new TextEncoder().encode(t.config.tokenSecret);
    const [, customerPayload, customerSignature] = customer.token.split(".");
    const tampered = { ...JSON.parse(Buffer.from(customerPayload!, "base64url").toString()), role: "admin", sub: admin.id };
    const forged: Record<string, string> = {
      "alg none": `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`,
      "alg None, signature kept": `${b64({ alg: "None" })}.${b64(claims)}.${customerSignature}`,
      "HS512 with the right secret": await new SignJWT(claims).setProtectedHeader({ alg: "HS512" }).sign(secret),
      "HS256 with another key": await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(crypto.randomBytes(48)),
      "a customer's token made admin": `${b64({ alg: "HS256", typ: "JWT" })}.${b64(tampered)}.${customerSignature}`,
      expired: await new SignJWT({ ...claims, iat: now() - 7200, exp: now() - 60 }).setProtectedHeader({ alg: "HS256" }).sign(secret),
      "a deleted user's": gone.token,
      "no subject": await new SignJWT({ role: "admin", v: 0 }).setProtectedHeader({ alg: "HS256" }).setExpirationTime("1h").sign(secret),
      garbage: "a.b.c",
      "null": "null",
    };
    for (const [what, token] of Object.entries(forged)) await expectAnonymous(token, what);
    // The genuine admin token, for contrast, does open the admin API.
    expect((await hit(t.url, "GET", "/api/admin/orders/get", { token: admin.token })).status).toBe(200);
  });

  it("a token stops working at logout, on every carrier, whichever API logged out", async () => {
    for (const logoutVia of ["rest", "graphql"] as const) {
      const user = await createUser(t);
      const login = await hit(t.url, "POST", "/api/auth/login", { body: { email: user.email, password: user.password } });
      const token = login.json.token as string;
      expect((await hit(t.url, "GET", "/api/auth/check-auth", { token })).status).toBe(200);
      if (logoutVia === "rest") await hit(t.url, "POST", "/api/auth/logout", { token });
      else await gql(t.url, `mutation { logout { success } }`, {}, { token });
      await expectAnonymous(token, `after logout via ${logoutVia}`);
      await expectAnonymous(user.token, `an older token of the same user, after logout via ${logoutVia}`);
    }
  });
});

describe("writes forged by another site", () => {
  /** A shopper signed in with the cookie, as a browser holds it. */
  async function cookieSession() {
    const user = await createUser(t);
    const login = await hit(t.url, "POST", "/api/auth/login", { body: { email: user.email, password: user.password } });
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    return { user, cookie };
  }
  // What a browser adds to a request a page on evil.example sends to the shop (the worst case: cookie attached).
  const crossSite = (cookie: string) => ({ cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" });
  const ADDRESS = { address: "1 Attacker Way", city: "Evilton", pincode: "66666", phone: "5550666", notes: "forged" };

  it("refuses cookie-authenticated writes from another site on both APIs, as JSON or as a form, and writes nothing", async () => {
    const { user, cookie } = await cookieSession();
    const attempts = [
      hit(t.url, "POST", "/api/shop/address/add", { body: ADDRESS, headers: crossSite(cookie) }),
      hit(t.url, "POST", "/api/shop/address/add", { body: new URLSearchParams(ADDRESS).toString(), headers: { ...crossSite(cookie), "content-type": "application/x-www-form-urlencoded" } }),
      hit(t.url, "PUT", "/user/profile", { body: { userName: "Hijacked", email: user.email, phone: "" }, headers: crossSite(cookie) }),
      gql(t.url, `mutation($i: AddressInput!) { addAddress(input: $i) { id } }`, { i: ADDRESS }, { headers: crossSite(cookie) }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status, res.text).toBe(403);
    expect(await t.db.prisma.address.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).userName).toBe(user.userName);
  });

  it("lets no other site read a signed-in shopper's answers (no CORS grant for it)", async () => {
    const { cookie } = await cookieSession();
    const res = await hit(t.url, "GET", "/api/auth/check-auth", { headers: crossSite(cookie) });
    // Without an Access-Control-Allow-Origin naming it, the browser keeps the answer from the other site's script.
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  /** What the browser adds when the shop's own page sends the request. */
  const sameOrigin = (cookie?: string) => ({ ...(cookie ? { cookie } : {}), origin: t.url, "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" });
  /** An HTML form on evil.example posted to the shop: no preflight, any of the three encodings a form can send. */
  const forgedForm = (cookie?: string) => ({ ...(cookie ? { cookie } : {}), origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" });
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
  const multipart = (fields: Record<string, string>, file?: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append(file, new Blob([PNG], { type: "image/png" }), "a.png");
    return form;
  };
  const uploads = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir).length : 0);

  it("refuses forged forms in every encoding a form can send (urlencoded, multipart, text/plain), on REST and GraphQL", async () => {
    const { user, cookie } = await cookieSession();
    const admin = await createUser(t, { role: "admin" });
    const adminCookie = `token=${admin.token}`;
    const cart = await t.db.prisma.cartItem.count({ where: { cart: { userId: user.id } } });
    const storedBefore = uploads();
    const textPlain = (headers: Record<string, string>) => ({ ...headers, "content-type": "text/plain;charset=UTF-8" });
    const attempts = [
      hit(t.url, "POST", "/api/shop/address/add", { body: new URLSearchParams(ADDRESS).toString(), headers: { ...forgedForm(cookie), "content-type": "application/x-www-form-urlencoded" } }),
      hit(t.url, "POST", "/api/shop/address/add", { body: multipart(ADDRESS), headers: forgedForm(cookie) }),
      hit(t.url, "POST", "/api/admin/products/upload-image", { body: multipart({}, "my_file"), headers: forgedForm(adminCookie) }),
      hit(t.url, "POST", "/api/shop/cart/add", { body: JSON.stringify({ userId: user.id, productId: "x", quantity: 1 }), headers: textPlain(forgedForm(cookie)) }),
      hit(t.url, "PUT", "/user/profile", { body: new URLSearchParams({ userName: "Hijacked", email: user.email }).toString(), headers: { ...forgedForm(cookie), "content-type": "application/x-www-form-urlencoded" } }),
      hit(t.url, "POST", "/graphql", { body: new URLSearchParams({ query: "mutation { logout { success } }" }).toString(), headers: { ...forgedForm(cookie), "content-type": "application/x-www-form-urlencoded" } }),
      hit(t.url, "POST", "/graphql", { body: multipart({ operations: JSON.stringify({ query: "mutation { logout { success } }" }) }), headers: forgedForm(cookie) }),
      hit(t.url, "POST", "/graphql", { body: JSON.stringify({ query: `mutation($i: AddressInput!) { addAddress(input: $i) { id } }`, variables: { i: ADDRESS } }), headers: textPlain(forgedForm(cookie)) }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, res.text).toBe(403);
      expect(res.headers.getSetCookie(), res.text).toEqual([]);
    }
    const [rest, , , , , graphql] = await Promise.all(attempts);
    expect(rest!.json).toEqual({ success: false, message: expect.stringContaining("another site (https://evil.example)") });
    expect(graphql!.json).toEqual({ errors: [{ message: expect.stringContaining("another site (https://evil.example)"), extensions: { code: "FORBIDDEN", requestId: expect.any(String) } }] });
    expect(await t.db.prisma.address.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.db.prisma.cartItem.count({ where: { cart: { userId: user.id } } })).toBe(cart);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).userName).toBe(user.userName);
    expect(uploads()).toBe(storedBefore);
    // The forged logout did not end the session either.
    expect((await hit(t.url, "GET", "/api/auth/check-auth", { headers: { cookie } })).status).toBe(200);
  });

  it("refuses a foreign page's fetch with the cookie also from a browser that sends no Fetch Metadata (Origin only)", async () => {
    const { user, cookie } = await cookieSession();
    const oldBrowser = { cookie, origin: "https://evil.example" };
    expect((await hit(t.url, "POST", "/api/shop/address/add", { body: ADDRESS, headers: oldBrowser })).status).toBe(403);
    expect(codeOf(await gql(t.url, `mutation($i: AddressInput!) { addAddress(input: $i) { id } }`, { i: ADDRESS }, { headers: oldBrowser }))).toBe("FORBIDDEN");
    expect(await t.db.prisma.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("accepts the same writes from the shop's own page without any CSRF header: JSON, form and multipart, REST and GraphQL", async () => {
    const { user, cookie } = await cookieSession();
    const admin = await createUser(t, { role: "admin" });
    const json = await hit(t.url, "POST", "/api/shop/address/add", { body: ADDRESS, headers: sameOrigin(cookie) });
    expect(json.status, json.text).toBe(201);
    const form = await hit(t.url, "POST", "/api/shop/address/add", { body: new URLSearchParams({ ...ADDRESS, address: "2 Form Street" }).toString(), headers: { ...sameOrigin(cookie), "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status, form.text).toBe(201);
    const graphql = await gql(t.url, `mutation($i: AddressInput!) { addAddress(input: $i) { address } }`, { i: { ...ADDRESS, address: "3 Query Lane" } }, { headers: sameOrigin(cookie) });
    expect(graphql.json.data.addAddress.address).toBe("3 Query Lane");
    const addresses = await t.db.prisma.address.findMany({ where: { userId: user.id }, orderBy: { address: "asc" } });
    expect(addresses.map((a) => a.address)).toEqual(["1 Attacker Way", "2 Form Street", "3 Query Lane"]);
    const upload = await hit(t.url, "POST", "/api/admin/products/upload-image", { body: multipart({}, "my_file"), headers: sameOrigin(`token=${admin.token}`) });
    expect(upload.status, upload.text).toBe(200);
    expect(upload.json.result.url).toMatch(/^\/uploads\//);
  });

  // ── Cross-site forms of the signed-OUT pages: login, register, forgot and reset password ─────────────────────────
  // The same check as above (auth/csrf.ts): these requests carry no session yet, but a forged login signs the victim
  // into the attacker's account (whatever they then save, the attacker reads), and the others act on an account.
  it("a forged login form signs nobody in, on REST and GraphQL (403, no cookie)", async () => {
    const attacker = await createUser(t);
    const credentials = { email: attacker.email, password: attacker.password };
    const formHeaders = { ...forgedForm(), "content-type": "application/x-www-form-urlencoded" };
    const attempts = [
      await hit(t.url, "POST", "/api/auth/login", { body: new URLSearchParams(credentials).toString(), headers: formHeaders }),
      await hit(t.url, "POST", "/api/auth/login", { body: credentials, headers: { ...forgedForm(), "sec-fetch-mode": "cors" } }),
      await hit(t.url, "POST", "/graphql", {
        body: JSON.stringify({ query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`, variables: { e: credentials.email, p: credentials.password } }),
        headers: { ...forgedForm(), "content-type": "text/plain" },
      }),
    ];
    for (const res of attempts) {
      expect(res.status, res.text).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(res.text).not.toContain("token\":");
    }
  });

  it("forged register, forgot-password and reset-password forms create, send and change nothing", async () => {
    const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), headers: { ...forgedForm(), "content-type": "application/x-www-form-urlencoded" } });
    const email = `forged-${Date.now()}@example.test`;
    expect((await hit(t.url, "POST", "/api/auth/register", form({ userName: "Planted", email, password: "planted-password" }))).status).toBe(403);
    expect(await t.db.prisma.user.count({ where: { email } })).toBe(0);

    const victim = await createUser(t);
    expect((await hit(t.url, "POST", "/api/auth/forgot-password", form({ email: victim.email }))).status).toBe(403);
    // The victim's own request is answered and mailed; the forged one before it sent nothing.
    expect((await hit(t.url, "POST", "/api/auth/forgot-password", { body: { email: victim.email }, headers: sameOrigin() })).status).toBe(200);
    const mails = await mailsTo(t.config.outboxDir, victim.email, 1);
    const [, id, token] = /\/reset-password\/([0-9a-f-]{36})\/([0-9a-f]{64})/.exec(mails[0]!.text)!;

    const reset = `/api/auth/reset-password/${id}/${token}`;
    expect((await hit(t.url, "POST", reset, form({ password: "attacker-chose-this" }))).status).toBe(403);
    expect((await hit(t.url, "POST", "/api/auth/login", { body: { email: victim.email, password: victim.password } })).status).toBe(200);
    // The link is still unspent: the victim's own page uses it.
    expect((await hit(t.url, "POST", reset, { body: { password: "victim-chose-this" }, headers: sameOrigin() })).status).toBe(200);
  });

  it("keeps the signed-out pages working from the shop's own page, a listed origin and clients that are no browser", async () => {
    const user = await createUser(t);
    const credentials = { email: user.email, password: user.password };
    const fromShop = await hit(t.url, "POST", "/api/auth/login", { body: new URLSearchParams(credentials).toString(), headers: { ...sameOrigin(), "content-type": "application/x-www-form-urlencoded" } });
    expect(fromShop.status, fromShop.text).toBe(200);
    expect(fromShop.headers.getSetCookie().some((c) => c.startsWith("token="))).toBe(true);
    const listed = t.config.corsOrigins[0]!;
    expect((await hit(t.url, "POST", "/api/auth/login", { body: credentials, headers: { origin: listed, "sec-fetch-site": "same-site" } })).status).toBe(200);
    expect((await hit(t.url, "POST", "/api/auth/login", { body: credentials })).status).toBe(200);
    const viaGraphql = await gql(t.url, `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { email } } }`, { e: user.email, p: user.password });
    expect(viaGraphql.json.data.login.user.email).toBe(user.email);
  });
});
