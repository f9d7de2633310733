// Shared fixtures and helpers of the browser journeys.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";

export { expect };

export const ADMIN = { email: "admin@shop.test", password: "admin12345" };

/** The server started by global-setup.ts (read at run time: the workers inherit it). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the suite with `npm run e2e`");
  return url;
}

/** The second server global-setup.ts starts: it serves e2e/legacy-client/ through WEB_DIR. */
export function legacyUrl(): string {
  const url = process.env.E2E_LEGACY_URL;
  if (!url) throw new Error("E2E_LEGACY_URL is not set: run the suite with `npm run e2e`");
  return url;
}

/**
 * What React says when a page does not hydrate as the server rendered it: the app's own report (web/src/start.tsx),
 * React's development wording, and the production build's error numbers for hydration failures.
 */
const HYDRATION_ERROR = /Hydration error|did not match|hydrat\w* (failed|mismatch)|Minified React error #(418|419|421|422|423|425)\b/i;

export const test = base.extend<{ hydrationErrors: string[] }>({
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  // Every journey fails when a page it opened did not hydrate as rendered: in its own page's context and in any other
  // context it opens (another shopper, the admin beside them).
  hydrationErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const watch = (c: BrowserContext) =>
        c.on("console", (message) => {
          if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) errors.push(`${message.location().url}: ${message.text()}`);
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watch(created);
        return created;
      };
      await use(errors);
      browser.newContext = newContext;
      expect(errors, "pages that did not hydrate as the server rendered them").toEqual([]);
    },
    { auto: true },
  ],
});

export interface Shopper {
  userName: string;
  email: string;
  password: string;
}

let counter = 0;
/** A shopper nobody else uses: each journey registers its own, so journeys can run in any order or in parallel. */
export function newShopper(tag: string): Shopper {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  return { userName: `${tag} ${id}`, email: `${tag.toLowerCase()}-${id}@e2e.test`, password: `pass-${id}-word` };
}

/** Registers through the REST facade (for journeys that are not about registering). */
export async function registerViaApi(shopper: Shopper, shop = baseUrl()) {
  const api = await playwrightRequest.newContext({ baseURL: shop });
  const res = await api.post("/api/auth/register", { data: shopper });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
}

export async function login(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The one visible toast (the shop shows at most one at a time). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}

/** A full-page screenshot kept in the test's output folder under test-results/ (not committed). */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Mail the server wrote to $DATA_DIR/outbox for this address, oldest first. */
export function outbox(to: string): OutboxMessage[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as OutboxMessage)
    .filter((m) => String(m.to).toLowerCase() === to.toLowerCase());
}

export function money(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** A small striped PNG (the upload endpoint takes PNG, JPEG, GIF and WebP, checked by content). */
export function stripedPng(width: number, height: number, colors: [number, number, number][]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colors[Math.floor((x / width) * colors.length)];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A shopper with one paid order, set up through the REST facade as a script would (bearer token), with the
 * PayPal sandbox approval posted directly. Returns the order id.
 */
export async function placePaidOrder(shopper: Shopper, productTitle: string, brand: string, shop = baseUrl()): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: shop });
  try {
    // The facade's JSON, loosely typed: this helper only needs a few fields of it.
    const ok = async (res: Awaited<ReturnType<typeof api.get>>): Promise<any> => {
      expect(res.status(), `${res.url()}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const session = await ok(await api.post("/api/auth/login", { data: { email: shopper.email, password: shopper.password } }));
    const headers = { Authorization: `Bearer ${session.token}` };
    const userId = session.user.id ?? session.user._id;
    const products = await ok(await api.get(`/api/shop/products/get?brand=${encodeURIComponent(brand)}&limit=100`));
    const product = products.data.find((p: { title: string }) => p.title === productTitle);
    expect(product, `${productTitle} in the catalogue`).toBeTruthy();
    await ok(await api.post("/api/shop/cart/add", { headers, data: { userId, productId: product._id ?? product.id, quantity: 1 } }));
    const address = await ok(
      await api.post("/api/shop/address/add", {
        headers,
        data: { userId, address: "7 Admin Lane", city: "Capital City", pincode: "30003", phone: "5550003333", notes: "Ring twice" },
      }),
    );
    const created = await ok(
      await api.post("/api/shop/order/create", { headers, data: { userId, addressInfo: { addressId: address.data._id ?? address.data.id } } }),
    );
    const token = new URL(created.approvalURL).searchParams.get("token")!;
    const approved = await api.post("/paypal-sandbox/checkoutnow/approve", { form: { token }, maxRedirects: 0 });
    expect(approved.status()).toBe(303);
    const back = new URL(approved.headers()["location"]);
    await ok(
      await api.post("/api/shop/order/capture", {
        headers,
        data: { orderId: created.orderId, paymentId: back.searchParams.get("paymentId"), payerId: back.searchParams.get("PayerID") },
      }),
    );
    return created.orderId as string;
  } finally {
    await api.dispose();
  }
}

/** The shopper's view, in its own browser context beside the admin's. */
export async function shopperPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await login(page, email, password);
  await expect(page).toHaveURL(/\/shop\/home$/);
  return page;
}

/** GraphQL as an admin's script calls it (bearer token from the REST sign-in), on `shop` (the run's shop unless named). */
export async function adminApi(shop = baseUrl()): Promise<{ api: APIRequestContext; gql: AdminGql }> {
  const api = await playwrightRequest.newContext({ baseURL: shop });
  const res = await api.post("/api/auth/login", { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const gql: AdminGql = async <T,>(query: string, variables: object = {}): Promise<T> => {
    const answer = await api.post("/graphql", { headers: { Authorization: `Bearer ${token}` }, data: { query, variables } });
    const body = (await answer.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  return { api, gql };
}
export type AdminGql = <T>(query: string, variables?: object) => Promise<T>;

export interface SizedProduct {
  id: string;
  slug: string;
  variants: { id: string; sku: string; size: string; stock: number }[];
}

/** A product in sizes M and L, made by an admin's script (the demo catalogue's products have no sizes). */
export async function seedSized(gql: AdminGql, title: string, skuPrefix: string, stock: { M: number; L: number }): Promise<SizedProduct> {
  const { createProduct } = await gql<{ createProduct: SizedProduct }>(
    `mutation Seed($input: ProductInput!) { createProduct(input: $input) { id slug variants { id sku size stock } } }`,
    {
      input: {
        title,
        description: "A plain tee in two sizes.",
        // A category and brand no other journey counts: journeys run in parallel on one shop (the shopper journey counts
        // Nike's products, the original client's men's).
        category: "kids",
        brand: "levi",
        image: "/images/products/placeholder.svg",
        priceCents: 2000,
        variants: [
          { sku: `${skuPrefix}-M`, size: "M", stock: stock.M },
          { sku: `${skuPrefix}-L`, size: "L", stock: stock.L },
        ],
      },
    },
  );
  return createProduct;
}

/** Chooses `size` in the size picker within `scope` (the product page, or its dialog) and adds it to the cart. */
export async function addSizeToCart(page: Page, scope: Page | Locator, size: string) {
  const sizes = scope.getByRole("radiogroup", { name: "Size" });
  await sizes.getByText(size, { exact: true }).click();
  await expect(sizes.getByRole("radio", { name: size })).toBeChecked();
  await scope.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Product is added to cart")).toBeVisible();
}

/** On the checkout page: adds an address on `street`, chooses it and pays at the PayPal sandbox. */
export async function payAtSandbox(page: Page, street: string) {
  await page.getByLabel("Address", { exact: true }).fill(street);
  await page.getByLabel("City").fill("Springfield");
  await page.getByLabel("Pincode").fill("10001");
  await page.getByLabel("Phone").fill("5550001111");
  await page.getByLabel("Notes").fill("Door 1");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Address added successfully")).toBeVisible();
  await page.getByTestId("address-card").filter({ hasText: street }).getByRole("button", { name: "Select" }).click();
  await page.getByRole("button", { name: "Checkout with Paypal" }).click();
  await expect(page).toHaveURL(/\/paypal-sandbox\/checkoutnow\?token=/);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success$/);
  await expect(page.getByRole("heading", { name: "Payment is successfull!" })).toBeVisible();
}

/**
 * Waits until the app has taken over `target` (React hydrated it). A server-rendered button is on screen before the
 * app's code has run, and a tap on it then is lost: a journey taps it once the app answers, as a shopper who taps
 * again would find.
 */
export async function appReady(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"))), { timeout: 60_000 }).toBe(true);
}

