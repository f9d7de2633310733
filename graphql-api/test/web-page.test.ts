// Pages as the server renders them (web-page.ts, with the web app's server render web/src/entry-server.tsx from the
// real build): the app's components with their data, the route guard's redirects and the not-found page as HTTP
// statuses, what caches may keep, text that cannot break out of the page, and a page still sent when its render fails
// or its data does not arrive in time.
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "./support/harness.js";
import { createWebRouter, WEB_DIST } from "../src/web-static.js";
import { createPages, loadRenderer, PAGE_STATE_ID, RunningRenders, type ExecuteOperation } from "../src/web-page.js";
import { fromPino } from "../src/logger.js";
import { bootChunks, ENTRY, readManifest, routeChunks } from "../../web/build/firstLoad.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function page(pathname: string, token?: string) {
  const res = await fetch(`${t.url}${pathname}`, { redirect: "manual", headers: { accept: "text/html", ...(token ? { cookie: `token=${token}` } : {}) } });
  const html = await res.text();
  const json = new RegExp(`<script id="${PAGE_STATE_ID}" type="application/json">(.*?)</script>`, "s").exec(html)?.[1];
  return {
    res,
    html,
    root: /<div id="root">(.*)<\/div><style>#root\{display:block\}<\/style>/s.exec(html)?.[1],
    state: json === undefined ? undefined : (JSON.parse(json) as Record<string, any>),
    // The scripts the page asks for once painted (app-after-paint.ts): its entry, then the chunks it preloads.
    scripts: JSON.parse(/<script id="app-scripts" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? "[]") as string[],
  };
}

/**
 * The built page as the browser renders it: the build's page, its root empty, and every boot stage of the entry asked
 * for with it (its imports would otherwise ask for each after the one before).
 */
function expectBrowserRendered(html: string) {
  const manifest = readManifest(WEB_DIST);
  const built = fs.readFileSync(path.join(WEB_DIST, "index.html"), "utf8");
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  expect(html.replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, "")).toBe(built.replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, ""));
  expect(preloads).toEqual(bootChunks(manifest).map((key) => `/${manifest[key]!.file}`));
}

/** The chunks bench/budgets.ts weighs for a route (web/build/firstLoad.ts) beyond the entry chunk, as URLs. */
function budgetedChunks(route: string): string[] {
  const manifest = readManifest(WEB_DIST);
  const { entry, routes } = routeChunks(manifest);
  return [...entry.filter((key) => key !== ENTRY), ...routes[route]!].map((key) => `/${manifest[key]!.file}`).filter((f) => f.endsWith(".js"));
}

describe("a page the server renders", () => {
  it("is the sign-in page from the app's own components, styled in its head, that a shared cache may keep a minute", async () => {
    const login = await page("/auth/login");
    expect(login.res.status).toBe(200);
    expect(login.res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(login.res.headers.get("vary")).toMatch(/\bCookie\b/);
    expect(login.html).toContain("<title>Sign in | E-Commerce Shopping</title>");
    expect(login.root).toMatch(/<h2 [^>]*>Sign in to your account<\/h2>/);
    expect(login.root).toMatch(/<input [^>]*type="password"/);
    // Every class the page uses is styled by the element in its head, which the browser's emotion adopts.
    const styled = /<style data-emotion="css ([^"]+)"[^>]*>/.exec(login.html)?.[1]?.split(" ") ?? [];
    for (const [, id] of login.root!.matchAll(/class="[^"]*\bcss-(\w+)/g)) expect(styled).toContain(id);
    expect(login.state).toMatchObject({ user: null, demoPayments: true, rendered: true });
  });

  it("preloads the chunks the page hydrates with, the very ones the size budgets weigh, each of which the server serves", async () => {
    const shopper = await createUser(t);
    // The demo-payments note comes on top in a shop whose payments are a demo (as this one's): a real shop has none.
    const manifest = readManifest(WEB_DIST);
    const demoNote = `/${manifest["src/components/common/DemoPaymentsNote.tsx"]!.file}`;
    const boot = bootChunks(manifest).map((key) => `/${manifest[key]!.file}`);
    for (const [route, token] of [["/auth/login"], ["/shop/home", shopper.token], ["/shop/listing", shopper.token], ["/shop/account", shopper.token]] as const) {
      const { html, scripts } = await page(route, token);
      // Asked for once the page is painted, not with it: the entry first, then the chunks.
      expect(html, route).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      expect(scripts[0], route).toBe(`/${manifest[ENTRY]!.file}`);
      const preloads = scripts.slice(1);
      // The entry's boot stages first, in the order it runs them (web/build/bootStages.ts), then the page's chunks.
      expect(preloads.slice(0, boot.length), route).toEqual(boot);
      expect(preloads, route).toContain(demoNote);
      expect(preloads.filter((href) => href !== demoNote).sort(), route).toEqual(budgetedChunks(route).sort());
    }
    for (const href of (await page("/shop/listing", shopper.token)).scripts) expect((await fetch(`${t.url}${href}`)).status, href).toBe(200);
  });

  it("is a shopper's listing with its products and filters' counts, the data in its state, stored by no cache", async () => {
    const shopper = await createUser(t);
    const cheapest = await createProduct(t, { title: "Cheapest Socks", priceCents: 1 });
    const listing = await page("/shop/listing", shopper.token);
    expect(listing.res.status).toBe(200);
    expect(listing.res.headers.get("cache-control")).toBe("private, no-store");
    // The API's first page, cheapest first, card by card.
    const { data } = await t.gql("{ products(sortBy: priceLowToHigh, page: 1, pageSize: 24) { items { title } } }", {}, shopper.token);
    const titles = (data.products.items as { title: string }[]).map((p) => p.title);
    expect(titles).toContain("Cheapest Socks");
    expect([...listing.root!.matchAll(/<button type="button" class="chakra-button [^"]*">([^<]*)<\/button><p/g)].map((m) => m[1])).toEqual(titles);
    expect(listing.root).toContain("Filters");
    // Apollo's cache as the render left it: the page hydrates from it without asking again.
    expect(listing.state!.apollo[`Product:${cheapest.id}`]).toMatchObject({ title: "Cheapest Socks" });
    expect(listing.state).toMatchObject({ user: { id: shopper.id, role: "user" }, rendered: true });
    expect(listing.state!.taxonomy.categories.map((c: { slug: string }) => c.slug)).toContain("men");
    expect(listing.state!.cart).toEqual({ itemCount: 0, userId: shopper.id });
  });

  it("is the same page the next time its URL is rendered, when its queries are asked first and it renders once", async () => {
    const shopper = await createUser(t);
    await createProduct(t, { title: "Twice Rendered Tee", priceCents: 2 });
    // A URL no other test renders: its first render finds its queries, the second asks them first.
    const url = "/shop/listing?sort=twice";
    const first = await page(url, shopper.token);
    const second = await page(url, shopper.token);
    expect(first.root).toContain(">Twice Rendered Tee</button>");
    expect(second.root).toBe(first.root);
    expect(second.state).toEqual(first.state);
  });

  it("renders once at an address never rendered, its queries guessed from another page of its route: listing, search, product", async () => {
    const shopper = await createUser(t);
    const renderer = (await loadRenderer(WEB_DIST))!;
    const execute: ExecuteOperation = (operation) => t.gql(operation.query, operation.variables, shopper.token);
    const render = (url: string) => renderer.render({ url, execute, keepChars: 0 });
    const products = await Promise.all(["Guessed Red Tee", "Guessed Blue Cap", "Guessed Green Scarf"].map((title) => createProduct(t, { title })));
    // Addresses no other test renders, each after one page of its route.
    await render("/shop/listing?category=kids&sort=guessed");
    const women = await render("/shop/listing?category=women&sort=guessed");
    expect(women.passes).toBe(1);
    expect(women.html).toContain("Filters");
    await render("/shop/search?keyword=guessed");
    const caps = await render("/shop/search?keyword=blue%20cap");
    expect(caps.passes).toBe(1);
    expect(caps.html).toContain(">Guessed Blue Cap</button>");
    expect(caps.html).not.toContain(">Guessed Red Tee</button>");
    // A product page also asks its reviews by the product's id: taken from its own product's answer.
    await render(`/shop/product/${products[0]!.slug}`);
    for (const product of products.slice(1)) {
      const page = await render(`/shop/product/${product.slug}`);
      expect(page.passes).toBe(1);
      expect(page.html).toContain(product.title);
      expect(page.html).not.toContain(products[0]!.title);
      expect(JSON.stringify(JSON.parse(page.state).apollo.ROOT_QUERY)).toContain(product.id);
    }
  });

  it("is sent again for the same inputs only: a stock change shows at once, and no shopper is sent another's page", async () => {
    const shopper = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { role: "admin" });
    const scarce = await createProduct(t, { title: "Last Scarce Scarf", priceCents: 1, totalStock: 1 });
    // A URL no other test renders: found, then rendered once with its queries asked first, then sent as kept.
    const url = "/shop/listing?sort=kept";
    // The card: from its title to the next card.
    const card = (root: string) => {
      const at = root.indexOf(">Last Scarce Scarf</button>");
      const next = root.indexOf('data-testid="product-card"', at);
      return at === -1 ? "" : root.slice(at, next === -1 ? undefined : next);
    };
    for (let i = 0; i < 3; i++) expect((await page(url, shopper.token)).root).toContain(">Last Scarce Scarf</button>");
    expect(card((await page(url, shopper.token)).root!)).toContain("Add to Cart");
    const sold = await t.gql(`mutation($id: ID!) { updateProduct(id: $id, input: { totalStock: 0 }) { totalStock } }`, { id: scarce.id }, admin.token);
    expect(sold.data.updateProduct.totalStock).toBe(0);
    const after = await page(url, shopper.token);
    expect(card(after.root!)).toContain("Out of Stock");
    expect(card(after.root!)).not.toContain("Add to Cart");
    expect(Object.values(after.state!.apollo).find((v: any) => v?.title === "Last Scarce Scarf")).toMatchObject({ totalStock: 0 });
    // Another shopper's page of the same URL and products is theirs: who is signed in is one of the inputs.
    const theirs = await page(url, other.token);
    expect(theirs.state).toMatchObject({ user: { id: other.id }, cart: { userId: other.id } });
    expect(theirs.html).not.toContain(shopper.id);
  });

  it("is made again when anything it shows changes: a product's text, its gallery, the shopper's cart and wishlist", async () => {
    const shopper = await createUser(t);
    const admin = await createUser(t, { role: "admin" });
    const vest = await createProduct(t, { title: "Versioned Vest", priceCents: 1 });
    // A URL no other test renders; its catalogue answers are kept between pages by the catalogue's stamps.
    const url = "/shop/listing?sort=versions";
    for (let i = 0; i < 3; i++) expect((await page(url, shopper.token)).root).toContain(">Versioned Vest</button>");
    const renamed = await t.gql(`mutation($id: ID!) { updateProduct(id: $id, input: { title: "Renamed Vest" }) { title } }`, { id: vest.id }, admin.token);
    expect(renamed.errors).toBeUndefined();
    expect((await page(url, shopper.token)).root).toContain(">Renamed Vest</button>");
    // An alt text alone changes no column of the product: the gallery moves the catalogue's stamp itself.
    const images = [{ url: vest.image, alt: "A vest, folded" }];
    const pictured = await t.gql(`mutation($id: ID!, $images: [ProductImageInput!]!) { setProductImages(productId: $id, images: $images) { id } }`, { id: vest.id, images }, admin.token);
    expect(pictured.errors).toBeUndefined();
    expect(JSON.stringify((await page(url, shopper.token)).state)).toContain("A vest, folded");
    const added = await t.gql(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { itemCount } }`, { p: vest.id }, shopper.token);
    expect(added.errors).toBeUndefined();
    expect((await page(url, shopper.token)).state).toMatchObject({ cart: { itemCount: 1 } });
    const wished = await t.gql(`mutation($p: ID!) { addToWishlist(productId: $p) { id } }`, { p: vest.id }, shopper.token);
    expect(wished.errors).toBeUndefined();
    const wishlist = Object.values((await page(url, shopper.token)).state!.apollo).find((v: any) => v?.__typename === "Wishlist") as { items: unknown[] };
    expect(wishlist.items).toHaveLength(1);
  });

  it("is the home page with its first banner and its products, and the account page with the shopper's own orders tab", async () => {
    const shopper = await createUser(t);
    await createProduct(t, { title: "Featured Scarf" });
    const home = await page("/shop/home", shopper.token);
    expect(home.root).toMatch(/<img [^>]*alt="Banner 1 of 6"/);
    expect(home.root).toContain(">Feature Products</h2>");
    expect(home.root).toContain(">Featured Scarf</button>");
    const account = await page("/shop/account", shopper.token);
    expect(account.root).toContain("Order History");
    expect(account.root).toContain("No orders yet.");
    expect(account.root).not.toContain("chakra-skeleton");
  });

  it("writes a product's name as text, in the HTML and in the page's state: a name cannot end a script or start one", async () => {
    const shopper = await createUser(t);
    const title = "</script><script>alert(1)</script>";
    const description = "Line\u2028separated\u2029 & <b>bold</b> $' $&";
    await createProduct(t, { title, description, priceCents: 1 });
    const listing = await page("/shop/listing", shopper.token);
    expect(listing.html).not.toContain("<script>alert(1)");
    expect(listing.root).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // The page's only scripts: the list of the app's scripts, its state, which parses back to the very name, and the
    // one inline script (it keeps taps made before the app starts and asks for the app's scripts once the page is
    // painted), the only one the page's Content-Security-Policy lets run.
    expect(listing.html.match(/<script\b/g)).toHaveLength(3);
    const inline = [...listing.html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const allowed = /script-src ([^;]*)/.exec(listing.res.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");
    expect(allowed).toEqual(["'self'", `'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`]);
    // Its only styles: the theme's global CSS (the build's), the render's, and the pair that shows the page once parsed.
    expect(listing.html.match(/<style\b/g)).toHaveLength(4);
    const products = Object.values(listing.state!.apollo).filter((v: any) => v?.__typename === "Product") as { title: string; description: string }[];
    expect(products.find((p) => p.title === title)?.description).toBe(description);
    // In the state, the line separators are escapes (a script once could not hold them raw).
    const state = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(listing.html)![1]!;
    expect(state).not.toMatch(/[\u2028\u2029<>]/);
  });

  it("leaves the back office to the browser: the admin's page comes with who is signed in and no content", async () => {
    const admin = await createUser(t, { role: "admin" });
    const dashboard = await page("/admin/dashboard", admin.token);
    expect(dashboard.res.status).toBe(200);
    expect(dashboard.res.headers.get("cache-control")).toBe("private, no-store");
    expect(dashboard.root).toBe("");
    expect(dashboard.state).toMatchObject({ user: { id: admin.id, role: "admin" } });
    expect(dashboard.state!.rendered).toBeUndefined();
  });
});

describe("the route guard and unknown paths, as HTTP statuses", () => {
  it("sends a visitor to sign in with a 302 from every storefront page, and from /", async () => {
    // A members-only shop (the default) keeps product pages behind the wall too.
    for (const route of ["/shop/listing", "/shop/account", "/shop/home", "/shop/product/anything", "/admin/dashboard", "/"]) {
      const { res } = await page(route);
      expect(res.status, route).toBe(302);
      expect(res.headers.get("location"), route).toBe("/auth/login");
      expect(res.headers.get("cache-control"), route).toBe("no-store");
    }
  });

  it("sends the signed-in where they belong: a shopper home from sign-in and away from the back office, an admin to it", async () => {
    const shopper = await createUser(t);
    const admin = await createUser(t, { role: "admin" });
    const moves: [string, string, string][] = [
      ["/auth/login", shopper.token, "/shop/home"],
      ["/shop", shopper.token, "/shop/home"],
      ["/admin/products", shopper.token, "/unauth-page"],
      ["/shop/home", admin.token, "/admin/dashboard"],
      ["/", admin.token, "/admin/dashboard"],
    ];
    for (const [route, token, to] of moves) {
      const { res } = await page(route, token);
      expect([route, res.status, res.headers.get("location")]).toEqual([route, 302, to]);
    }
    expect((await page("/unauth-page", shopper.token)).res.status).toBe(403);
  });

  it("answers an unknown path with the not-found page and a 404, to a visitor and to a shopper", async () => {
    const shopper = await createUser(t);
    for (const [route, token] of [["/no/such/page"], ["/shop/no-such-page", shopper.token]] as const) {
      const missing = await page(route, token);
      expect(missing.res.status, route).toBe(404);
      expect(missing.root, route).toContain("Sorry, this page doesn&#x27;t exists.");
      expect(missing.html, route).toContain("<title>Page not found | E-Commerce Shopping</title>");
    }
  });
});

describe("a page the server cannot render", () => {
  let server: http.Server;
  let url: string;
  let execute: ExecuteOperation;
  const logged: string[] = [];
  const running = new RunningRenders();

  beforeAll(async () => {
    const log = new Writable({ write: (chunk, _enc, done) => (logged.push(String(chunk)), done()) });
    const logger = fromPino(pino({ level: "info" }, log));
    const renderer = await loadRenderer(WEB_DIST);
    const pages = createPages({ dist: WEB_DIST, renderer, execute: () => (operation) => execute(operation), logger, deadlineMs: 300, running });
    const app = express();
    app.use(createWebRouter(WEB_DIST, pages));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  const fetchPage = async (route: string) => {
    const res = await fetch(`${url}${route}`, { headers: { accept: "text/html" } });
    return { res, html: await res.text() };
  };

  it("is sent for the browser to render when its data does not arrive in time, and the failure is logged", async () => {
    logged.length = 0;
    // A data source that never answers.
    execute = () => new Promise(() => {});
    const { res, html } = await fetchPage("/auth/login");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expectBrowserRendered(html);
    const line = logged.find((l) => l.includes("page /auth/login sent for the browser to render"));
    expect(line).toMatch(/"level":50\b/);
    expect(line).toContain("not rendered within 300 ms");
  });

  it("is refused as its queries were when the traffic policy refused them: 429 or 503 with Retry-After, no empty page", async () => {
    for (const [code, status, says] of [
      ["TOO_MANY_REQUESTS", 429, "Too many pages were asked for from your connection in the last minute. Please try again in 7 seconds."],
      ["UNAVAILABLE", 503, "The shop is very busy right now. Please try again in 7 seconds."],
    ] as const) {
      logged.length = 0;
      const errors = [{ message: "refused", extensions: { code, retryAfterSeconds: 7 } }];
      execute = async () => ({ data: null, errors });
      const { res, html } = await fetchPage("/shop/listing?page=2");
      expect(res.status).toBe(status);
      expect(res.headers.get("retry-after")).toBe("7");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(html).toContain(says);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<a href="/shop/listing?page=2">Try again</a>');
      // The visitor's limit, not the server's fault: no error in the log.
      expect(logged.some((l) => /"level":50\b/.test(l))).toBe(false);
    }
    // A path that reads as another site's address is not offered as the link.
    const elsewhere = await fetchPage("//elsewhere.example/shop/listing");
    expect(elsewhere.html).toContain('<a href="/">Try again</a>');
  });

  it("is sent for the browser to render when its render fails, never as a 500 without content", async () => {
    logged.length = 0;
    execute = async () => {
      throw new Error("the database is gone");
    };
    const { res, html } = await fetchPage("/shop/listing");
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module"');
    const line = logged.find((l) => l.includes("page /shop/listing sent for the browser to render"));
    expect(line).toMatch(/"level":50\b/);
    expect(line).toContain("the database is gone");
  });

  it("still counts as running past its deadline, so a stopping server waits for it before it stops the API it asks", async () => {
    // A data source answering after the deadline: the page is sent for the browser, the render goes on.
    let answered = 0;
    execute = () => new Promise((resolve) => setTimeout(() => resolve((answered++, { data: null, errors: [{ message: "late" }] })), 600));
    const { html } = await fetchPage("/auth/register");
    expectBrowserRendered(html);
    expect(answered).toBe(0);
    await running.settled(5000);
    expect(answered).toBeGreaterThan(0);
  });
});
