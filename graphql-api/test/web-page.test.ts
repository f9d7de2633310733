// The app's page as the server completes it per route and visitor (web-page.ts): the route's chunks and first image
// named in its head, who is signed in and the storefront's menus, so a phone fetches everything at once and renders
// without asking `me`, `categories` and `brands` first.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, errorOf, startTestServer, type TestServer } from "./support/harness.js";
import { WEB_DIST } from "../src/web-static.js";
import { SERVED_STATE_ID, type ServedQuery, type ServedState } from "../src/web-page.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function page(pathname: string, token?: string) {
  const res = await fetch(`${t.url}${pathname}`, { headers: { accept: "text/html", ...(token ? { cookie: `token=${token}` } : {}) } });
  const html = await res.text();
  const hrefs = (rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, "g"))].map((m) => m[1]!);
  const json = new RegExp(`<script id="${SERVED_STATE_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  const state = json === undefined ? undefined : (JSON.parse(json) as ServedState);
  return {
    res,
    html,
    modules: hrefs("modulepreload"),
    images: hrefs("preload"),
    session: state?.session,
    taxonomy: state?.taxonomy,
    shop: state?.shop,
    cart: state?.cart,
    queries: state?.queries,
  };
}

const SHOWN_WHEN_PARSED = /^<style>#root\{display:none\}<\/style>(.*)<style>#root\{display:block\}<\/style>$/s;

/** What a page holds in its root, as served. */
const rootOf = (html: string) => /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? "";

/** What a page draws in its root before the app runs (without the styles that show it once it is all parsed). */
function drawing(html: string): string {
  const root = rootOf(html);
  return SHOWN_WHEN_PARSED.exec(root)?.[1] ?? root;
}

/** The queries the build says the server answers in each route's page. */
const hints = () => (JSON.parse(fs.readFileSync(path.join(WEB_DIST, ".vite/route-hints.json"), "utf8")) as { routes: Record<string, { queries: ServedQuery[] }> }).routes;

/** What the GraphQL API answers the shopper to each of the route's served queries. */
const apiAnswers = (route: string, token: string) =>
  Promise.all(
    hints()[route]!.queries.map(async (q) => ({ operationName: q.operationName, variables: q.variables, data: (await t.gql(q.document, q.variables, token)).data })),
  );

describe("a route's page", () => {
  it("names the home page's chunks and its first banner, each of which the server then serves", async () => {
    const shopper = await createUser(t);
    const home = await page("/shop/home", shopper.token);
    expect(home.res.status).toBe(200);
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, ".vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
    for (const page of ["src/pages/shop/ShopLayout.tsx", "src/pages/shop/Home.tsx"]) expect(home.modules).toContain(`/${manifest[page]!.file}`);
    expect(home.images).toEqual(["/images/banners/1.svg"]);
    for (const href of [...home.modules, ...home.images]) expect((await fetch(`${t.url}${href}`)).status, href).toBe(200);
  });

  it("names the banner across the top of the account page, the image it shows largest, before its data", async () => {
    const shopper = await createUser(t);
    const account = await page("/shop/account", shopper.token);
    expect(account.images).toEqual(["/images/headers/3.svg"]);
    expect((await fetch(`${t.url}${account.images[0]}`)).status).toBe(200);
    // Asked for before the page's many chunks, not after them.
    expect(account.html.indexOf('rel="preload" as="image"')).toBeLessThan(account.html.indexOf('rel="modulepreload"'));
  });

  it("names the sign-in page's own chunks, not the shop's", async () => {
    const login = await page("/auth/login");
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, ".vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
    expect(login.modules).toContain(`/${manifest["src/pages/auth/Login.tsx"]!.file}`);
    expect(login.modules).not.toContain(`/${manifest["src/pages/shop/ShopLayout.tsx"]!.file}`);
    expect(login.images).toEqual([]);
  });

  it("links the theme's global stylesheet, served compressed as CSS with the layer order and every token's variable", async () => {
    const login = await page("/auth/login");
    const href = /<link rel="stylesheet" href="(\/assets\/chakra-global-[^"]+)"/.exec(login.html)?.[1];
    expect(href).toMatch(/^\/assets\/chakra-global-[\w-]+\.css$/);
    const css = await fetch(`${t.url}${href}`, { headers: { "accept-encoding": "br" } });
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(css.headers.get("content-encoding")).toBe("br");
    const text = await css.text();
    expect(text.startsWith("@layer reset,base,tokens,recipes;")).toBe(true);
    for (const variable of ["--chakra-colors-red-500:", "--chakra-colors-bg:", "--chakra-spacing-4:"]) expect(text).toContain(variable);
  });

  it("fetches the scripts at low priority where the page arrives drawn, and at the browser's own where the app draws it", async () => {
    const priorities = (html: string) => [
      ...[...html.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]),
      ...[...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]),
    ];
    const shopper = await createUser(t);
    const admin = await createUser(t, { role: "admin" });
    // Drawn: a visitor's sign-in page, a shopper's storefront pages.
    for (const drawn of [await page("/auth/login"), await page("/shop/account", shopper.token), await page("/shop/listing", shopper.token)]) {
      expect(drawn.html).toContain("data-shell");
      const tags = priorities(drawn.html);
      expect(tags.length).toBeGreaterThan(10);
      for (const tag of tags) expect(tag).toContain('fetchpriority="low"');
      // The picture the page paints first keeps its high priority.
      expect(drawn.html).not.toMatch(/<link rel="preload" as="image"(?![^>]*fetchpriority="high")[^>]*>/);
    }
    // Not drawn: the app paints a visitor's storefront (on its way to sign in), and an admin's pages.
    for (const bare of [await page("/shop/account"), await page("/admin/dashboard", admin.token), await page("/auth/login", shopper.token)]) {
      expect(bare.html).not.toContain("data-shell");
      expect(priorities(bare.html).length).toBeGreaterThan(10);
      expect(bare.html).not.toContain('fetchpriority="low"');
    }
  });

  it("names nothing extra for a route without hints, and still serves the app", async () => {
    const other = await page("/shop/wishlist");
    expect(other.res.status).toBe(200);
    expect(other.html).toContain('<div id="root">');
    expect(other.modules).toEqual([]);
  });
});

describe("the session a page starts with", () => {
  it("is nobody for a visitor", async () => {
    const login = await page("/auth/login");
    expect(login.session).toEqual({ user: null });
  });

  it("is the signed-in user, with the fields `me` answers, in a page no cache may keep", async () => {
    const shopper = await createUser(t);
    const home = await page("/shop/home", shopper.token);
    const me = await t.gql("{ me { id userName email phone role } }", {}, shopper.token);
    expect(me.data.me.id).toBe(shopper.id);
    expect(home.session).toEqual({ user: me.data.me });
    expect(home.res.headers.get("cache-control")).toBe("private, no-store");
    expect(home.res.headers.get("vary")).toMatch(/cookie/i);
  });

  it("is nobody for a session that was signed out everywhere (a stale token)", async () => {
    const shopper = await createUser(t);
    await t.db.prisma.user.update({ where: { id: shopper.id }, data: { tokenVersion: { increment: 1 } } });
    expect((await page("/shop/home", shopper.token)).session).toEqual({ user: null });
  });

  it("cannot end its script or start markup, whatever the user is called", async () => {
    const userName = "</script><script>alert(1)</script><!--";
    const shopper = await createUser(t, { userName });
    const home = await page("/shop/account", shopper.token);
    expect(home.html).not.toContain("<script>alert(1)");
    expect(home.html).not.toContain("<!--");
    expect(home.session).toEqual({ user: expect.objectContaining({ userName }) });
  });
});

describe("the storefront's menus a page starts with", () => {
  it("are the categories and brands the API lists, hidden ones left out, on shop pages", async () => {
    await t.db.prisma.category.update({ where: { slug: "kids" }, data: { hidden: true } });
    const shopper = await createUser(t);
    const listing = await page("/shop/listing", shopper.token);
    const lists = await t.gql("{ categories { slug name } brands { slug name } }", {}, shopper.token);
    expect(listing.taxonomy).toEqual(lists.data);
    expect(listing.taxonomy!.categories.map((c) => c.slug)).not.toContain("kids");
    expect(listing.taxonomy!.categories.length).toBeGreaterThan(0);
  });

  it("are left out of pages outside the storefront", async () => {
    expect((await page("/auth/login")).taxonomy).toBeUndefined();
  });
});

describe("the shop and cart facts a page starts with", () => {
  it("say whether payments are a demo, as shopInfo answers, on every page", async () => {
    const info = await t.gql("{ shopInfo { demoPayments } }");
    expect((await page("/auth/login")).shop).toEqual(info.data.shopInfo);
    expect((await page("/shop/home", (await createUser(t)).token)).shop).toEqual(info.data.shopInfo);
  });

  it("come with the demo-payments note drawn outside the app's root, once, while payments are a demo", async () => {
    const notes = (html: string) => [...html.matchAll(/<div id="demo-payments-note" role="note"[^>]*>.*?<\/div>/g)].map((m) => m[0]);
    for (const pathname of ["/auth/login", "/shop/listing", "/no/such/page"]) {
      const { html } = await page(pathname, pathname.startsWith("/shop/") ? (await createUser(t)).token : undefined);
      const [note, ...more] = notes(html);
      expect(note, pathname).toContain("Demo payments: no money is taken");
      expect(more, pathname).toEqual([]);
      // Outside the root, just before it: the app's first render, which replaces the root's shell, leaves it be.
      expect(html).toContain(`${note}\n<div id="root">`);
    }
    const real = await startTestServer({ PAYPAL_CLIENT_ID: "live-id", PAYPAL_CLIENT_SECRET: "live-secret" }, { db: t.db });
    try {
      const html = await (await fetch(`${real.url}/auth/login`, { headers: { accept: "text/html" } })).text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('"demoPayments":false');
      expect(notes(html)).toEqual([]);
      expect(html).not.toContain("Demo payments");
    } finally {
      await real.close();
    }
  });

  it("count the units in the shopper's cart as the cart query does, on shop pages only", async () => {
    const shopper = await createUser(t);
    const [first, second] = [await createProduct(t), await createProduct(t)];
    expect((await page("/shop/home", shopper.token)).cart).toEqual({ itemCount: 0 });
    await t.gql("mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { id } }", { id: first!.id }, shopper.token);
    await t.gql("mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { id } }", { id: second!.id }, shopper.token);
    const cart = await t.gql("{ cart { itemCount } }", {}, shopper.token);
    expect(cart.data.cart.itemCount).toBe(3);
    expect((await page("/shop/listing", shopper.token)).cart).toEqual({ itemCount: 3 });
    expect((await page("/auth/login", shopper.token)).cart).toBeUndefined();
    expect((await page("/shop/home")).cart).toBeUndefined();
  });
});

describe("the listing's first queries, answered in its page", () => {
  it("are the GraphQL API's answers to the queries the listing starts with, its first product's image preloaded", async () => {
    const cheapest = await createProduct(t, { priceCents: 1, image: "/images/products/cheapest-first.svg" });
    const shopper = await createUser(t);
    const listing = await page("/shop/listing", shopper.token);
    // The products and the filters' counts, and the cards' cart and wishlist state.
    expect(hints()["/shop/listing"]!.queries.map((q) => q.operationName)).toEqual(["Products", "ProductFacets", "Cart", "Wishlist"]);
    const answers = await apiAnswers("/shop/listing", shopper.token);
    expect(listing.queries).toEqual({ route: "/shop/listing", answers });
    const products = answers[0]!.data as { products: { items: { id: string; image: string }[] } };
    expect(products.products.items[0]!.id).toBe(cheapest!.id);
    expect(listing.images).toEqual(["/images/products/cheapest-first.svg"]);
  });

  it("are not answered for a URL with filters (the listing asks with other variables), nor on other pages", async () => {
    const shopper = await createUser(t);
    const filtered = await page("/shop/listing?category=men", shopper.token);
    expect(filtered.queries).toBeUndefined();
    expect(filtered.images).toEqual([]);
    expect(filtered.taxonomy).toBeDefined();
    expect((await page("/shop/home", shopper.token)).queries).toBeUndefined();
  });

  it("are not answered to a visitor or an admin, whom the storefront sends elsewhere", async () => {
    const admin = await createUser(t, { role: "admin" });
    for (const listing of [await page("/shop/listing"), await page("/shop/listing", admin.token)]) {
      expect(listing.queries).toBeUndefined();
      expect(listing.images).toEqual([]);
      expect(listing.taxonomy).toBeDefined();
    }
  });

  it("name no image that is not a URL of the shop or the web", async () => {
    await createProduct(t, { priceCents: 0, image: "javascript:alert(1)" });
    const listing = await page("/shop/listing", (await createUser(t)).token);
    const first = (listing.queries!.answers[0]!.data as { products: { items: { image: string }[] } }).products.items[0]!;
    expect(first.image).toBe("javascript:alert(1)");
    expect(listing.images).toEqual([]);
  });
});

describe("the account's first queries, answered in its page", () => {
  it("are the GraphQL API's answers to the shopper's first page of orders and cart", async () => {
    const shopper = await createUser(t);
    await t.gql("mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { id } }", { id: (await createProduct(t))!.id }, shopper.token);
    const account = await page("/shop/account", shopper.token);
    const queries = hints()["/shop/account"]!.queries;
    expect(queries.map((q) => [q.operationName, q.variables])).toEqual([["MyOrders", { page: 1, pageSize: 20 }], ["Cart", {}]]);
    const answers = await apiAnswers("/shop/account", shopper.token);
    expect(account.queries).toEqual({ route: "/shop/account", answers });
    expect((answers[1]!.data as { cart: { itemCount: number } }).cart.itemCount).toBe(2);
  });

  it("are each shopper's own", async () => {
    const product = await createProduct(t);
    const [first, second] = [await createUser(t), await createUser(t)];
    await t.gql("mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { id } }", { id: product!.id }, first.token);
    await t.gql("mutation($id: ID!) { addToCart(productId: $id, quantity: 4) { id } }", { id: product!.id }, second.token);
    const servedCount = async (token: string) =>
      ((await page("/shop/account", token)).queries!.answers.find((a) => a.operationName === "Cart")!.data as { cart: { itemCount: number } }).cart.itemCount;
    expect([await servedCount(first.token), await servedCount(second.token)]).toEqual([1, 4]);
  });

  it("are not answered to a visitor or an admin", async () => {
    const admin = await createUser(t, { role: "admin" });
    expect((await page("/shop/account")).queries).toBeUndefined();
    expect((await page("/shop/account", admin.token)).queries).toBeUndefined();
  });
});

describe("the storefront's frame a page starts with", () => {
  const shell = drawing;

  it("is the shop's header, with its home link, in a signed-in shopper's storefront pages", async () => {
    const shopper = await createUser(t);
    for (const route of ["/shop/home", "/shop/listing", "/shop/account"]) {
      const frame = shell((await page(route, shopper.token)).html);
      expect(frame, route).toMatch(/^<style>.*<\/style><header class="shop-shell"/);
      expect(frame).toContain('<a href="/shop/home">');
      expect(frame).toContain("<span>Ecommerce</span>");
    }
  });

  it("goes on with the picture across the top of the home and account pages, inert, below the header", async () => {
    const shopper = await createUser(t);
    const below = async (route: string) => shell((await page(route, shopper.token)).html).split("</header>")[1];
    expect(await below("/shop/home")).toMatch(/^<div data-shell inert>.*<section aria-roledescription="carousel" aria-label="Banners".*<img src="\/images\/banners\/1.svg" alt="Banner 1 of 6"/s);
    expect(await below("/shop/account")).toMatch(/^<div data-shell inert>.*<img[^>]* src="\/images\/headers\/3.svg" alt="Account banner"/s);
  });

  it("shows only once the browser has parsed all of it, so no frame paints half of it", async () => {
    const shopper = await createUser(t);
    for (const [route, token] of [["/shop/listing", shopper.token], ["/shop/home", shopper.token], ["/auth/login", undefined]] as const) {
      const root = rootOf((await page(route, token)).html);
      expect(root, route).toMatch(SHOWN_WHEN_PARSED);
      expect(SHOWN_WHEN_PARSED.exec(root)?.[1], route).toContain("data-shell");
    }
  });

  it("is left out where the app shows no storefront: for a visitor, an admin and on the sign-in page", async () => {
    const admin = await createUser(t, { role: "admin" });
    const shopper = await createUser(t);
    expect((await page("/shop/listing")).html).toContain('<div id="root"></div>');
    expect((await page("/shop/listing", admin.token)).html).toContain('<div id="root"></div>');
    expect((await page("/auth/login", shopper.token)).html).toContain('<div id="root"></div>');
  });
});

describe("the sign-in page a visitor starts with", () => {
  const root = drawing;

  it("is the page's form as static HTML, styled in the page and inert until the app replaces it", async () => {
    const frame = root((await page("/auth/login")).html);
    expect(frame).toMatch(/^<div data-shell inert>/);
    expect(frame).toContain('<h2 class="chakra-heading');
    expect(frame).toContain(">Sign in to your account</h2>");
    expect(frame).toMatch(/<input(?=[^>]*name="email")(?=[^>]*type="email")[^>]*>/);
    expect(frame).toMatch(/<input(?=[^>]*name="password")(?=[^>]*type="password")[^>]*>/);
    expect(frame).toMatch(/<button[^>]*type="submit"[^>]*>.*Sign In/s);
    // Each element's styles come with it; the global ones (reset, tokens) are the build's stylesheet, linked once.
    expect(frame).toMatch(/<style data-emotion="css [\w-]+">/);
    expect(frame).not.toContain("css-global");
  });

  it("is left out for anyone signed in, whom the app sends on to their home", async () => {
    for (const user of [await createUser(t), await createUser(t, { role: "admin" })]) {
      expect((await page("/auth/login", user.token)).html).toContain('<div id="root"></div>');
    }
    expect((await page("/auth/register")).html).toContain('<div id="root"></div>');
  });
});

describe("the listing a shopper starts with", () => {
  // A shop of its own: which product the listing shows first is what these tests are about.
  let shop: TestServer;
  beforeAll(async () => {
    shop = await startTestServer();
  });
  afterAll(async () => {
    await shop?.close();
  });
  const below = async (pathname: string, token: string) => {
    const res = await fetch(`${shop.url}${pathname}`, { headers: { accept: "text/html", cookie: `token=${token}` } });
    return drawing(await res.text()).split("</header>")[1];
  };
  const NAME = `Tom & "Jerry" <Tee> %TOTAL%`;
  // Which product is first decides what a test sees: a test that adds one at the lowest price starts from none.
  const deleteAllProducts = async () => {
    const admin = await createUser(shop, { role: "admin" });
    const products = await shop.gql<{ products: { items: { id: string }[] } }>("{ products(pageSize: 100) { items { id } } }", {}, admin.token);
    for (const { id } of products.data!.products.items) expect(errorOf(await shop.gql("mutation($id: ID!) { deleteProduct(id: $id) }", { id }, admin.token))).toBeNull();
  };

  it("goes on below the header with its frame and its first product's picture, filled in from its served first page", async () => {
    await createProduct(shop, { priceCents: 0, title: NAME, image: "/images/products/first.svg" });
    const shopper = await createUser(shop);
    const top = await below("/shop/listing", shopper.token);
    expect(top).toMatch(/^<div data-shell inert>.*<aside aria-label="Filters".*<h1 class="chakra-heading[^>]*>All Products<\/h1>/s);
    // Escaped, and a name that spells a slot stays as it is.
    expect(top).toMatch(/<img src="\/images\/products\/first.svg" alt="Tom &amp; &quot;Jerry&quot; &lt;Tee&gt; %TOTAL%"/);
    const total = await shop.gql<{ products: { total: number } }>("{ products { total } }", {}, shopper.token);
    expect(top).toMatch(new RegExp(`data-testid="product-count"[^>]*>${total.data!.products.total}<!-- --> Products<`));
    expect(top).not.toMatch(/%FIRST_|>%TOTAL%/);
  });

  it("carries a name with replacement patterns ($' $& $$) as it is, in the served answers and in the first paint", async () => {
    const name = "Tee $' $& $$ $1";
    await deleteAllProducts();
    await createProduct(shop, { priceCents: 0, title: name, image: "/images/products/dollar.svg" });
    const shopper = await createUser(shop);
    const res = await fetch(`${shop.url}/shop/listing`, { headers: { accept: "text/html", cookie: `token=${shopper.token}` } });
    const html = await res.text();
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    const state = JSON.parse(new RegExp(`<script id="${SERVED_STATE_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!) as ServedState;
    expect(JSON.stringify(state.queries)).toContain(JSON.stringify(name));
    expect(html).toContain(`alt="Tee $&#39; $&amp; $$ $1"`);
  });

  it("is the header alone with no products, when the first product's image may not be preloaded, and for a URL with filters", async () => {
    const shopper = await createUser(shop);
    await deleteAllProducts();
    expect(await below("/shop/listing", shopper.token)).toBe("");

    await createProduct(shop, { priceCents: 0, image: "javascript:alert(1)" });
    expect(await below("/shop/listing", shopper.token)).toBe("");
    expect(await below("/shop/listing?category=men", shopper.token)).toBe("");
  });
});
