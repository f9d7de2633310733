import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig, type Config } from "../../src/config.js";
import { openDatabase, type Database } from "../../src/db/database.js";
import { createApp, type App } from "../../src/app.js";
import type { AppLogger } from "../../src/logger.js";
import type { PaymentProvider } from "../../src/payments/provider.js";
import { hashPassword } from "../../src/auth/passwords.js";
import { withDatabase } from "./global-setup.js";
import type { Role } from "../../src/generated/prisma/client.js";

/** What `work` returns, and the SQL statements the database was sent meanwhile (background work included). */
export async function statementsDuring<T>(db: Pick<Database, "onStatement">, work: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = db.onStatement((sql) => statements.push(sql));
  try {
    return { value: await work(), statements };
  } finally {
    stop();
  }
}

/**
 * The statements sent during `work`, grouped by the connection checkout that sent them: a transaction is one
 * checkout, a statement sent outside any is a checkout of its own. On PostgreSQL's pool the statements of concurrent
 * checkouts (a background job's transaction) interleave in `statementsDuring`'s one list. The embedded database has
 * one connection and is given as one group.
 */
export async function statementsByCheckout<T>(db: Pick<Database, "onStatement" | "pool">, work: () => Promise<T>): Promise<{ value: T; checkouts: string[][] }> {
  if (!db.pool) {
    const { value, statements } = await statementsDuring(db, work);
    return { value, checkouts: [statements] };
  }
  const checkouts: string[][] = [];
  const current = new Map<pg.PoolClient, string[]>();
  const watched = new WeakSet<pg.PoolClient>();
  const watch = (client: pg.PoolClient) => {
    const statements: string[] = [];
    checkouts.push(statements);
    current.set(client, statements);
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      current.get(client)?.push(typeof first === "string" ? first : first.text);
      return query(...args);
    };
  };
  db.pool.on("acquire", watch);
  try {
    return { value: await work(), checkouts: checkouts.filter((statements) => statements.length > 0) };
  } finally {
    db.pool.off("acquire", watch);
    current.clear();
  }
}

/** A fresh database for one test file: a clone of the run's PostgreSQL template, or an in-memory embedded one. */
export async function createTestDb(): Promise<Database & { url: string | null }> {
  const template = inject("pgTemplateUrl");
  if (!template) return Object.assign(await openDatabase({ memory: true }, { watchStatements: true }), { url: null });
  const name = `${new URL(template).pathname.slice(1).replace(/_tpl$/, "")}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(template, "postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${new URL(template).pathname.slice(1)}"`);
  await admin.end();
  const url = withDatabase(template, name);
  return Object.assign(await openDatabase({ url, poolSize: 20 }, { watchStatements: true }), { url });
}

/**
 * Tests play many callers from one address, and the server shares its event loop with the test itself: query-cost
 * budgets and load shedding are off unless a test sets them (security/traffic.attack.test.ts does).
 */
export const TRAFFIC_UNLIMITED = { RATE_LIMIT_COST_PER_MINUTE: "1000000000", LOAD_SHED_EVENT_LOOP_DELAY_MS: "0", LOAD_SHED_DB_WAIT_MS: "0" };

export interface TestServer {
  url: string;
  config: Config;
  db: Database & { url: string | null };
  shop: App;
  /** POST /graphql; pass a token to call as that user. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Starts the real app on a free loopback port (the built-in PayPal sandbox needs a real address). `db` makes it a
 * second replica of another test server: same database, its own DATA_DIR and process state (the caller closes the db).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logger?: AppLogger; db?: TestServer["db"]; payments?: (config: Config) => PaymentProvider } = {},
): Promise<TestServer> {
  // The tests' fetch (undici) closes a connection idle for 4 s; a server closing it at Node's default 5 s could close it
  // just as a request is written on it (ECONNRESET: seen on a loaded machine, where both timers fire late): the client
  // closes idle connections first here.
  const server = http.createServer({ keepAliveTimeout: 60_000 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  // Tests that read rendered pages judge what the server rendered: on a busy machine a cold page could pass the
  // production deadline and come for the browser to render instead (web-page.test.ts tests the deadline itself).
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "silent", RENDER_DEADLINE_MS: "30000", ...TRAFFIC_UNLIMITED, ...env });
  const db = options.db ?? (await createTestDb());
  const shop = await createApp({ config, db, logger: options.logger, payments: options.payments?.(config) });
  server.on("request", shop.app);
  await shop.startJobs();
  return {
    url,
    config,
    db,
    shop,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data: any; errors?: GqlResult<unknown>["errors"] };
      return { status: res.status, data: body.data, errors: body.errors };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await shop.close();
      if (!options.db) await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;
const hashCache = new Map<string, Promise<string>>();

/** Creates a user directly in the database and returns it with a valid bearer token. */
export async function createUser(t: TestServer, options: { role?: Role; password?: string; email?: string; userName?: string } = {}) {
  const password = options.password ?? "password123";
  if (!hashCache.has(password)) hashCache.set(password, hashPassword(password));
  const n = ++userCounter;
  const user = await t.db.prisma.user.create({
    data: {
      userName: options.userName ?? `user${n}`,
      email: options.email ?? `user${n}-${crypto.randomBytes(3).toString("hex")}@example.test`,
      passwordHash: await hashCache.get(password)!,
      role: options.role ?? "user",
    },
  });
  // Signed in as a browser would be: a session row (checked on every request, listed on the account page) and its token.
  const session = await t.db.prisma.session.create({
    data: { userId: user.id, tokenVersion: user.tokenVersion, method: "password", expiresAt: new Date(Date.now() + t.config.tokenTtlSeconds * 1000) },
  });
  const token = await t.shop.tokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion, sessionId: session.id });
  return { ...user, password, token, sessionId: session.id };
}

/**
 * Creates a product directly; prices in cents. Written without variants, it has one default variant holding
 * totalStock (the database gives it one at commit): its id comes back as variantId.
 */
export async function createProduct(
  t: TestServer,
  data: Partial<{ title: string; description: string; category: string; brand: string; priceCents: number; salePriceCents: number; totalStock: number; image: string }> = {},
) {
  const priceCents = data.priceCents ?? 2000;
  const salePriceCents = data.salePriceCents ?? 0;
  const product = await t.db.prisma.product.create({
    data: {
      title: data.title ?? `Product ${++userCounter}`,
      description: data.description ?? "A test product",
      category: data.category ?? "men",
      brand: data.brand ?? "nike",
      image: data.image ?? "/images/products/test.svg",
      priceCents,
      salePriceCents,
      totalStock: data.totalStock ?? 50,
    },
  });
  const variant = await t.db.prisma.productVariant.findFirstOrThrow({ where: { productId: product.id } });
  return { ...product, variantId: variant.id };
}

/** Creates a product with these variants (stock per size/colour, optional own price); its totalStock is their sum. */
export async function createVariantProduct(
  t: TestServer,
  variants: { size?: string; colour?: string; stock: number; priceCents?: number; sku?: string }[],
  data: { title?: string; priceCents?: number; salePriceCents?: number } = {},
) {
  const n = ++userCounter;
  const product = await t.db.prisma.product.create({
    data: {
      title: data.title ?? `Product ${n}`,
      description: "A test product with sizes",
      category: "men",
      brand: "nike",
      image: "/images/products/test.svg",
      priceCents: data.priceCents ?? 2000,
      salePriceCents: data.salePriceCents ?? 0,
      totalStock: 0,
      variants: {
        create: variants.map((v, position) => ({
          sku: v.sku ?? `T${n}-${v.size ?? ""}-${v.colour ?? ""}-${position}`.toUpperCase(),
          size: v.size ?? "",
          colour: v.colour ?? "",
          stock: v.stock,
          priceCents: v.priceCents ?? null,
          position,
        })),
      },
    },
    include: { variants: { orderBy: { position: "asc" } } },
  });
  return product;
}

/** The first GraphQL error as `{ code, message }`, or null when the call succeeded. */
/**
 * The page cache keeps only pages computed more than a second after the catalogue's latest write (product.cache.ts):
 * the products made so far, and the categories and brands, are dated a minute back rather than waited for.
 */
export async function settleCatalogue(t: Pick<TestServer, "db">) {
  await t.db.sql.exec(`UPDATE "Product" SET "updatedAt" = "updatedAt" - interval '1 minute', "contentUpdatedAt" = "contentUpdatedAt" - interval '1 minute'`);
  for (const table of ["Category", "Brand", "ProductVariant"]) await t.db.sql.exec(`UPDATE "${table}" SET "updatedAt" = "updatedAt" - interval '1 minute'`);
}

export const errorOf = (r: { errors?: { message: string; extensions?: { code?: string } }[] }) =>
  r.errors ? { code: r.errors[0]!.extensions?.code, message: r.errors[0]!.message } : null;
