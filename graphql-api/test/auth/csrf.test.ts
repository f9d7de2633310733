// The CSRF rule as a decision table: which unsafe requests a browser could have been made to send are let through.
// The attacks on the real shop (forms, fetches, login CSRF) are in security/sessions.attack.test.ts.
import express, { type NextFunction, type Request, type Response } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createCsrf } from "../../src/auth/csrf.js";
import { parseTrustProxy } from "../../src/trust-proxy.js";
import type { AppError } from "../../src/errors.js";

const LISTED = "http://localhost:5173";

/** The middleware behind a stand-in for authenticate(): a bearer header or a cookie names how the caller signed in. */
function shop(trustProxy = "") {
  const app = express();
  app.set("trust proxy", parseTrustProxy(trustProxy));
  app.use((req, _res, next) => {
    req.authVia = req.headers.authorization ? "bearer" : req.headers.cookie ? "cookie" : null;
    next();
  });
  app.use(createCsrf([LISTED]).protect);
  app.all("/{*path}", (_req, res) => res.json({ done: true }));
  app.use((err: AppError, _req: Request, res: Response, _next: NextFunction) => res.status(err.status).json({ message: err.message }));
  return app;
}

const COOKIE = { cookie: "token=abc" };

async function post(headers: Record<string, string>, app = shop()) {
  const res = await request(app).post("/api/shop/cart/add").set(headers).send({ quantity: 1 });
  return res.status;
}

describe("an unsafe request riding the session cookie", () => {
  it.each([
    ["from the shop's own page (same-origin)", { "sec-fetch-site": "same-origin", origin: "http://shop.test" }, 200],
    ["the user's own navigation (none)", { "sec-fetch-site": "none" }, 200],
    ["from a listed origin on the same site (the Vite dev server)", { "sec-fetch-site": "same-site", origin: LISTED }, 200],
    ["from a listed origin on another site", { "sec-fetch-site": "cross-site", origin: LISTED }, 200],
    ["from an unlisted origin on the same site", { "sec-fetch-site": "same-site", origin: "http://blog.shop.test" }, 403],
    ["from another site", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }, 403],
    ["from another site that hid its origin", { "sec-fetch-site": "cross-site" }, 403],
    ["from a sandboxed frame (Origin: null)", { "sec-fetch-site": "cross-site", origin: "null" }, 403],
  ])("%s: %s", async (_what, headers, status) => {
    expect(await post({ ...COOKIE, ...headers })).toBe(status);
  });

  // Browsers from before Fetch Metadata send only Origin; clients that are no browser send neither.
  it.each([
    ["no Origin either (curl, a server)", {}, 200],
    ["an Origin naming this host", { host: "shop.test", origin: "http://shop.test" }, 200],
    ["an Origin naming this host, the default port written out on one side", { host: "shop.test:443", origin: "https://shop.test" }, 200],
    ["an Origin naming this host over https while the shop sees http (TLS ends at a proxy)", { host: "shop.test", origin: "https://shop.test" }, 200],
    ["a listed Origin", { host: "shop.test", origin: LISTED }, 200],
    ["an Origin naming another port of this host", { host: "shop.test", origin: "http://shop.test:8080" }, 403],
    ["an Origin naming another host", { host: "shop.test", origin: "https://evil.example" }, 403],
    ["Origin: null", { host: "shop.test", origin: "null" }, 403],
  ])("without Sec-Fetch-Site, %s: %s", async (_what, headers, status) => {
    expect(await post({ ...COOKIE, ...headers })).toBe(status);
  });

  it("names the foreign origin and what to do in the refusal", async () => {
    const res = await request(shop()).put("/api/user/profile").set({ ...COOKIE, "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/another site \(https:\/\/evil\.example\).*CORS_ORIGINS.*Bearer/);
  });

  it("trusts X-Forwarded-Host only from a proxy TRUST_PROXY names", async () => {
    // Behind a proxy the shop is reached as app:5000 while the browser's page is https://shop.example.com.
    const proxied = { ...COOKIE, host: "app:5000", "x-forwarded-host": "shop.example.com", origin: "https://shop.example.com" };
    expect(await post(proxied, shop("loopback"))).toBe(200);
    expect(await post(proxied, shop())).toBe(403);
    // An attacker's page cannot pass by claiming a forwarded host of its own when no proxy is trusted.
    expect(await post({ ...COOKIE, host: "shop.test", "x-forwarded-host": "evil.example", origin: "https://evil.example" })).toBe(403);
  });
});

describe("requests the rule leaves alone or also covers", () => {
  const evil = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };

  it("lets safe methods through from anywhere (they change nothing)", async () => {
    for (const method of ["get", "head", "options"] as const) {
      expect((await request(shop())[method]("/api/auth/check-auth").set({ ...COOKIE, ...evil })).status, method).toBe(200);
    }
  });

  it("does not check bearer-token callers: a browser never attaches that header by itself", async () => {
    expect(await post({ authorization: "Bearer t", ...evil })).toBe(200);
  });

  it("also refuses signed-out forms from another site (a forged login would sign the victim in as the attacker)", async () => {
    expect(await post(evil)).toBe(403);
    expect(await post({ "sec-fetch-site": "same-origin" })).toBe(200);
  });
});
