// npm run bench: seed a large catalogue into a fresh database, measure the floor and the real server in production
// mode with autocannon, check the query plans and the storefront bundle, and write bench/RESULTS.md + results.json.
import "reflect-metadata";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { openDatabase } from "../graphql-api/src/db/database.js";
import { TokenService } from "../graphql-api/src/auth/tokens.js";
import { BENCH_PASSWORD, readSeeded, seedBench, seedDashboardOrders, sizesFor, type Seeded } from "./seed.js";
import { explainAll, type PlanCheck } from "./explain.js";
import { buildAndMeasure } from "./websize.js";
import { cursorWalkScenario, floorWalkScenario, FLOOR_KEYS, FLOOR_OF, seedPartnerKey, walkSample } from "./partner.js";
import { dashboardScenario, publicPageScenarios, resultLine, runScenario, scenarios, BROAD_KEYWORDS, LISTING_QUERY, listingVariables, type ScenarioResult, type Shopper } from "./scenarios.js";
import { seedImages } from "./images.js";
import { productRowUpdates, salesDesk, soldNote } from "./sales.js";
import { runTwins } from "./twins.js";
import { shopperListing, startAbuser, ABUSER_CONNECTIONS, SHOPPER_CONNECTIONS } from "./abuse.js";
import { targets, writeReport, type Results } from "./report.js";
import { countHotOutcome, prepareHotProduct, runHotCheckout, waitForConfirmations, type HotCheckoutResult } from "./hot-checkout.js";
import { countCodeRace, prepareCodeRace, runCodeRace, type CodeRaceResult } from "./code-race.js";
import { addBenchEndpoint, countWebhookOutcome, startReceiver, waitForDeliveries, type WebhookBenchResult } from "./webhooks.js";
import { adminOrderSearchScenario, seedAdminOrders } from "./admin-orders.js";
import { runSitemap, type SitemapResult } from "./sitemap.js";
import { measureIdle, type IdleResult } from "./idle.js";
import { runPhotos, type PhotosResult } from "./photos.js";
import { hashPassword } from "../graphql-api/src/auth/passwords.js";
import { buildWebIfStale } from "../scripts/web-build.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "bench/out");
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// The back-office scenarios (dashboard, order search) load the shop as its admins do: a handful at once, not a crowd.
const ADMIN_CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 4);
// Each scenario first runs this long unrecorded, so the JIT and the pools are warm for both servers alike.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
// The idle scenarios whose "while the shop sells" twins run beside them in alternating slices (bench/twins.ts), how
// long each twin runs in all (BENCH_TWIN_DURATION) and in how many pairs of slices (BENCH_TWIN_ROUNDS): each slice is
// BENCH_TWIN_DURATION / rounds seconds. Eight pairs of 2 s slices: with four, one slow second of the host swung a
// twin's share by 10-15 points between runs of the same code (bench/RESULTS.md, 2026-12-01).
const TWINS = new Map([["listing", "listingSales"], ["search", "searchSales"]]);
const TWIN_DURATION = Number(process.env.BENCH_TWIN_DURATION ?? DURATION * 2);
const TWIN_ROUNDS = Math.max(1, Number(process.env.BENCH_TWIN_ROUNDS ?? 8));
const SHOPPERS = Math.max(200, CONNECTIONS * 4);
// Uploaded images served by the image scenarios (a catalogue's product photos, roughly).
const BENCH_IMAGES = Number(process.env.BENCH_IMAGES ?? 500);
const BENCH_IMAGE_BYTES = Number(process.env.BENCH_IMAGE_BYTES ?? 60_000);
// Orders the admin order search runs over (besides the catalogue's own).
const ADMIN_ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 200_000);
// e.g. BENCH_ONLY=floor,listing while tuning. Besides scenario keys, "search" and "partner" name the catalogue reads
// partners make, each with the listings they are compared with (and "partner" every scenario whose key starts so).
const ONLY_GROUPS: Record<string, string[]> = {
  search: ["listing", "listingDeep", "search", "searchDeep", "searchWalk", "searchMiss", "searchCold", "searchColdDeep", "searchColdDeep400"],
  // The catalogue reads with and without sales in the background.
  sales: ["listing", "listingSales", "listingSize", "search", "searchSales"],
  // The shoppers' listing alone and while one abusive client floods the shop (issue 48), on a server of its own.
  abuse: ["abuseAlone", "abuseWhile"],
  partner: ["listing", "listingDeep", "cursorWalk", "floorWalk", "searchWalk"],
  // A public storefront's server-rendered product and listing pages, as a visitor without an account gets them.
  publicPages: ["pagePublicProduct", "pagePublicListing"],
};
const ONLY_ASKED = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const ONLY = ONLY_ASKED?.flatMap((k) => ONLY_GROUPS[k] ?? [k]);
const only = (key: string) => !ONLY || ONLY.includes(key) || (!!ONLY_ASKED?.includes("partner") && key.startsWith("partner"));
// "photos": phone photos uploaded, and what a phone downloads for the listing (BENCH_ONLY=photos; BENCH_PHOTOS,
// BENCH_PHOTO_WIDTH/HEIGHT make a smaller run).
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 24);
const PHOTO_SIZE = { width: Number(process.env.BENCH_PHOTO_WIDTH ?? 3024), height: Number(process.env.BENCH_PHOTO_HEIGHT ?? 4032) };
// "idle": what the server sends the database a second, and its CPU, while no request comes (PostgreSQL only).
const IDLE_SECONDS = 20;
// "sitemap": the public storefront's sitemaps of the whole catalogue, streamed (BENCH_ONLY=sitemap runs it alone).
// Past orders and reviews (a million each at BENCH_PRODUCTS=1000000) are only seeded for the scenarios that read them.
const NEEDS_ORDERS = !ONLY || ONLY.some((k) => ["cart", "order", "detail", "hotCheckout", "codeRace", "webhooks", "dashboard", "adminOrderSearch", "pageAccount"].includes(k));
const TOKEN_SECRET = "bench-token-secret-0123456789-abcdefghijklmnop";
// BENCH_PORT moves both servers (APP_PORT and the next one) when something else already listens there.
const APP_PORT = Number(process.env.BENCH_PORT ?? 5098);
const FLOOR_PORT = APP_PORT + 1;
// Hot-product checkout: this many shoppers capture at once for this much stock, PayPal answering after this delay.
const HOT_SHOPPERS = 200;
// Set aside for the background sales (bench/sales.ts): one approved order each, so a twin's slice of up to
// (SALES_SHOPPERS - 2) / 2 - BENCH_WARMUP seconds at 2 sales a second.
const SALES_SHOPPERS = 100;
const HOT_STOCK = 100;
const HOT_LATENCY_MS = Number(process.env.BENCH_PAYPAL_LATENCY_MS ?? 300);
const HOT_ROUNDS = Math.max(1, Number(process.env.BENCH_HOT_ROUNDS ?? 1));

/** The round with the median of `by` (the lower middle one of an even count); none without rounds. */
function medianRound<T>(rounds: T[], by: (r: T) => number): T | undefined {
  return [...rounds].sort((a, b) => by(a) - by(b))[Math.floor((rounds.length - 1) / 2)];
}
// Paid orders of the past year that the sales dashboard scenario sums.
const DASHBOARD_ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 200_000);

const started = Date.now();
const loadAtStart = os.loadavg().map((x) => Math.round(x * 10) / 10);
const log = (m: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${m}`);

function spawnTs(file: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the shop's server only: Node refuses them in NODE_OPTIONS.
  // The shop's server runs as `npm start` runs it (scripts/start.mjs: its young generation's size).
  const nodeArgs = file.endsWith("main.ts") ? ["--max-semi-space-size=64", ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [])] : [];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", file], {
    cwd: ROOT,
    // …and its malloc arenas (scripts/start.mjs: MALLOC_ARENA_MAX=2).
    env: { ...(file.endsWith("main.ts") ? { MALLOC_ARENA_MAX: "2" } : {}), ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, "graphql-api/tsconfig.json"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    // What the child printed is kept only until it is ready (the ready line may come in pieces), then only read off
    // the pipe so the child never blocks on it. Kept whole, the server's access log grew here by a line a request and
    // was searched again for every chunk read: late in a run the load generator took 3x the CPU and the cursor walk
    // lost a quarter of its req/s.
    let output = "";
    let isReady = false;
    // BENCH_SERVER_LOG names a file that keeps the children's output whole (to read why a request failed).
    const log = process.env.BENCH_SERVER_LOG ? fs.createWriteStream(process.env.BENCH_SERVER_LOG, { flags: "a" }) : null;
    const onData = (d: Buffer) => {
      log?.write(d);
      if (isReady) return;
      output += d.toString();
      if (!ready.test(output)) return;
      isReady = true;
      output = "";
      resolve(child);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${file} exited (${code}) before it was ready:\n${output}`)));
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is none (not Linux). */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100/s).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function warm(url: string, body: string, n = 50) {
  for (let i = 0; i < n; i++) await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
}

/**
 * The first page of each broad keyword, asked once each right after the server started (nothing cached, no keyword's
 * ranking made yet): what the first shoppers after a deploy or a catalogue change wait for. With `page` 10
 * (searchColdDeep, right after), a page past the fifth before its keyword's ranking is ready.
 */
async function coldSearch(url: string, page = 1): Promise<ScenarioResult> {
  const key = page === 1 ? "searchCold" : page === 10 ? "searchColdDeep" : `searchColdDeep${page}`;
  log(`Scenario: ${key}`);
  const times: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  for (const keyword of BROAD_KEYWORDS) {
    const started = performance.now();
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: COLD_SEARCH, variables: { keyword, page } }) });
    const body = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200 || body.includes('"errors"')) errors++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
  log(`  ${BROAD_KEYWORDS.map((k, i) => `${k} ${times[i]!.toFixed(0)} ms`).join(", ")}`);
  return {
    key,
    name: `GraphQL search, ${page === 1 ? "first page" : `page ${page}`} of each broad keyword right after the server starts (${BROAD_KEYWORDS.length} requests, one at a time)`,
    note: `Nothing cached and no ranking made${page === 1 ? "" : " (each page starts its keyword's)"}: ${BROAD_KEYWORDS.map((k, i) => `${k} ${times[i]!.toFixed(0)} ms`).join(", ")}`,
    requests: times.length,
    seconds,
    rps: times.length / seconds,
    p50: at(50),
    p95: at(95),
    p975: at(97.5),
    p99: at(99),
    errors,
  };
}
const COLD_SEARCH = `query Search($keyword: String!, $page: Int!) { searchProducts(keyword: $keyword, page: $page, pageSize: 24) { total items { id title priceCents totalStock } } }`;

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const baseUrl = process.env.DATABASE_URL;
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  let dbUrl: string | undefined;
  let pgliteDir: string | undefined;
  // BENCH_REUSE_DB names a database an earlier run seeded and kept (BENCH_KEEP_DB=true): it is used as it is, and kept.
  const reuse = baseUrl ? process.env.BENCH_REUSE_DB : undefined;
  if (reuse && (only("dashboard") || only("adminOrderSearch"))) throw new Error("BENCH_REUSE_DB is for the catalogue scenarios: the order scenarios seed their orders on every run (pick them out with BENCH_ONLY)");
  if (baseUrl) {
    const name = reuse ?? `shop_bench_${stamp}`;
    if (!/^shop_bench_\d{14}$/.test(name)) throw new Error(`BENCH_REUSE_DB must name a kept bench database (shop_bench_<14 digits>), not ${name}`);
    if (!reuse) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
    }
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    log(`PostgreSQL: ${reuse ? "reusing" : "created"} database ${name}`);
  } else {
    pgliteDir = path.join(OUT, `pglite-${stamp}`);
    log(`Embedded PGlite in ${pgliteDir}`);
  }
  let dropDatabase = async () => {
    if (baseUrl && dbUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(dbUrl).pathname.slice(1)} WITH (FORCE)`);
      await admin.end();
    }
    if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  };

  let floorChild: ChildProcess | undefined;
  let appChild: ChildProcess | undefined;
  try {
    // 1. Schema (the app's migrations) and data.
    const db = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir: pgliteDir! });
    const sizes = { ...sizesFor(PRODUCTS, SHOPPERS), ...(NEEDS_ORDERS ? {} : { reviews: 0, orders: 0 }) };
    let seeded: Seeded;
    if (reuse) {
      seeded = await readSeeded(db.sql);
      log(`Reusing the seeded catalogue: ${seeded.counts.products} products, ${seeded.shoppers.length} shoppers`);
    } else {
      log(`Seeding ${PRODUCTS} products${NEEDS_ORDERS ? "" : " (no reviews or past orders: no scenario asked reads them)"}…`);
      const seedStarted = Date.now();
      seeded = await seedBench(db.sql, sizes, log);
      seeded.counts["seconds seeding the catalogue"] = Math.round((Date.now() - seedStarted) / 1000);
      log(`  seeded the catalogue in ${seeded.counts["seconds seeding the catalogue"]} s`);
    }
    if (only("dashboard")) {
      log(`Seeding ${DASHBOARD_ORDERS} paid orders for the dashboard…`);
      seeded.counts.dashboardOrders = await seedDashboardOrders(db.sql, DASHBOARD_ORDERS, seeded.admin.id);
    }
    const images = await seedImages(db.sql, BENCH_IMAGES, BENCH_IMAGE_BYTES);
    const adminOrders = only("adminOrderSearch") ? await seedAdminOrders(db.sql, ADMIN_ORDERS, await hashPassword(BENCH_PASSWORD), log) : null;
    log(`Seeded. ${images.length} uploaded images of ${BENCH_IMAGE_BYTES} bytes. EXPLAIN ANALYZE of listing and search…`);
    const partnerKey = await seedPartnerKey(db.sql, seeded.admin.id);
    const plans: PlanCheck[] = await explainAll(db.sql, db.pool);
    for (const p of plans) log(`  ${p.seqScanOnProduct ? "SEQ SCAN" : "ok"} ${p.name}: ${p.ms} ms  ${p.summary}`);
    // Signed in as browsers are: a session each (the row every request's check reads), named in its token.
    const sessionOf = new Map<string, string>();
    for (const userId of [...seeded.shoppers.map((s) => s.id), seeded.admin.id]) {
      const [row] = await db.sql.query<{ id: string }>(
        `INSERT INTO "Session" (id, "userId", "tokenVersion", method, "expiresAt") VALUES (gen_random_uuid(), $1::uuid, 0, 'password', now() + interval '2 days') RETURNING id::text AS id`,
        [userId],
      );
      sessionOf.set(userId, row!.id);
    }
    // Products' own pages, where the catalogue has addresses for them (a slug each).
    const productSlugs = await db.sql
      .query<{ slug: string }>(`SELECT slug FROM "Product" WHERE slug IS NOT NULL ORDER BY id LIMIT 2000`)
      .then((rows) => rows.map((r) => r.slug))
      .catch(() => [] as string[]);
    await db.close(); // PGlite allows one process at a time: the floor and the server open it after this.

    // 2. Storefront bundle.
    let web: Results["web"];
    if (process.env.BENCH_SKIP_WEB === "true") web = { error: "skipped (BENCH_SKIP_WEB=true)" };
    else {
      log("Building the storefront (vite, production)…");
      try {
        web = buildAndMeasure(ROOT, path.join(OUT, "web-dist"));
      } catch (e) {
        web = { error: (e as Error).message.slice(0, 500) };
      }
    }

    const dbEnv: Record<string, string> = dbUrl ? { DATABASE_URL: dbUrl } : { BENCH_PGLITE_DIR: pgliteDir!, DATABASE_URL: "" };
    const tokens = new TokenService(TOKEN_SECRET, 24 * 3600);
    const shoppers: Shopper[] = await Promise.all(
      seeded.shoppers.map(async (s, i) => ({
        ...s,
        token: await tokens.sign({ userId: s.id, role: "user", version: 0, sessionId: sessionOf.get(s.id) }),
        products: Array.from({ length: 10 }, (_x, k) => {
          const n = (i * 97 + k * 1009) % seeded.productIds.length;
          return { id: seeded.productIds[n]!, variantId: seeded.variantIds[n]! };
        }),
      })),
    );
    const adminToken = await tokens.sign({ userId: seeded.admin.id, role: "admin", version: 0, sessionId: sessionOf.get(seeded.admin.id) });
    // The background buyers of the "while the shop sells" scenarios (each holds one approved order at a time).
    const salesShoppers = shoppers.slice(-SALES_SHOPPERS);
    const all = [
      ...scenarios(`http://127.0.0.1:${APP_PORT}`, `http://127.0.0.1:${FLOOR_PORT}`, seeded.productIds, shoppers, images, productSlugs),
      ...(adminOrders ? [adminOrderSearchScenario(`http://127.0.0.1:${APP_PORT}/graphql`, adminToken, adminOrders, ADMIN_CONNECTIONS)] : []),
      dashboardScenario(`http://127.0.0.1:${APP_PORT}`, adminToken, ADMIN_CONNECTIONS),
      cursorWalkScenario(`http://127.0.0.1:${APP_PORT}`, partnerKey, CONNECTIONS),
      floorWalkScenario(`http://127.0.0.1:${FLOOR_PORT}`, CONNECTIONS),
    ].filter((s) => only(s.key));
    const results: ScenarioResult[] = [];
    const opts = { connections: CONNECTIONS, duration: DURATION };

    // 3. The floors, alone on the machine.
    const sample = JSON.stringify({ query: LISTING_QUERY, variables: { ...listingVariables(), sortBy: "titleAtoZ", page: 2 } });
    let floorSample = "";
    let floorWalkSample = "";
    const floors = all.filter((s) => FLOOR_KEYS.includes(s.key));
    if (floors.length) {
      floorChild = await spawnTs("bench/floor.ts", { ...dbEnv, TOKEN_SECRET, BENCH_FLOOR_PORT: String(FLOOR_PORT) }, /floor ready/);
      const floorUrl = `http://127.0.0.1:${FLOOR_PORT}/`;
      if (floors.some((s) => s.key === "floor")) floorSample = await (await fetch(floorUrl, { method: "POST", body: sample })).text();
      if (floors.some((s) => s.key === "floorWalk")) floorWalkSample = await walkSample(floorUrl, {});
      await warm(floorUrl, sample);
      for (const s of floors) {
        log(`Scenario: ${s.key}`);
        await runScenario(s, { ...opts, duration: WARMUP });
        results.push(await runScenario(s, opts));
      }
      await stop(floorChild);
    }

    // 4. The real server in production mode.
    // The rendered page scenarios need the web app the server renders and serves, as `npm start` builds it.
    if (["page", "pageBrowse", "pageHome", "pageProduct", "pageSearch", "pageAccount"].some(only)) buildWebIfStale((m: string) => log(m));
    log("Starting the server (NODE_ENV=production)…");
    const startApp = (extra: Record<string, string> = {}) =>
      spawnTs(
        "graphql-api/src/main.ts",
        {
          ...dbEnv,
          NODE_ENV: "production",
          TOKEN_SECRET,
          SEED_ADMIN_PASSWORD: "bench-admin-password",
          SEED_DEMO_DATA: "false",
          // The benchmark pays through the built-in sandbox and mails into the outbox: both chosen explicitly.
          PAYPAL_MODE: "offline",
          MAIL_TRANSPORT: "outbox",
          PORT: String(APP_PORT),
          HOST: "127.0.0.1",
          PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
          DATA_DIR: path.join(OUT, `data-${stamp}`),
          LOG_LEVEL: "info",
          // The throughput scenarios play thousands of shoppers from one address (loopback), and keep the server busy
          // on purpose (a closed loop of 20 connections): the per-client query-cost budget and load shedding would
          // refuse them. Both are measured by the abusive-client scenario, on a server with the defaults.
          RATE_LIMIT_COST_PER_MINUTE: "1000000000",
          LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
          LOAD_SHED_DB_WAIT_MS: "0",
          ...extra,
        },
        /Shop listening/,
      );
    appChild = await startApp();
    let idle: IdleResult | undefined;
    if (only("idle") && dbUrl) {
      log(`Scenario: idle (${IDLE_SECONDS} s without a request)`);
      idle = await measureIdle(dbUrl, IDLE_SECONDS, 5, () => cpuMsOf(appChild!.pid));
      log(`  ${idle.transactionsPerSecond} transactions/s, server CPU ${idle.cpuMsPerSecond ?? "-"} ms/s`);
    }
    const graphqlUrl = `http://127.0.0.1:${APP_PORT}/graphql`;
    const appAnswer = await (await fetch(graphqlUrl, { method: "POST", headers: { "content-type": "application/json" }, body: sample })).text();
    // The API's answer also says what the query cost (extensions.cost), which the floor has no reason to.
    const appSample = JSON.stringify({ data: (JSON.parse(appAnswer) as { data: unknown }).data });
    const sameJson = floorSample === "" || floorSample === appSample;
    if (!sameJson) {
      let i = 0;
      while (floorSample[i] === appSample[i]) i++;
      log(`WARNING: the floor's JSON differs from the API's at ${i}:\n floor: …${floorSample.slice(i - 80, i + 80)}\n api:   …${appSample.slice(i - 80, i + 80)}`);
    }
    const sameWalk = floorWalkSample === "" || floorWalkSample === (await walkSample(graphqlUrl, { "x-api-key": partnerKey }));
    if (!sameWalk) log("WARNING: the floor's cursor walk lists other products than the API's (first two pages, titleAtoZ)");
    if (only("searchCold")) results.push(await coldSearch(graphqlUrl));
    if (only("searchColdDeep")) results.push(await coldSearch(graphqlUrl, 10));
    // Page 400 (searchDeep's deepest): past the title words' first 1,000 rows, where a page once waited for the ranking.
    if (only("searchColdDeep400")) results.push(await coldSearch(graphqlUrl, 400));
    await warm(graphqlUrl, sample);
    const served = all.filter((x) => !FLOOR_KEYS.includes(x.key));
    const sales = salesDesk(`http://127.0.0.1:${APP_PORT}`, salesShoppers, dbUrl);
    for (const s of served) {
      // A scenario with a "while the shop sells" twin: both in alternating slices (bench/twins.ts).
      const twinKey = TWINS.get(s.key);
      const twin = twinKey && served.find((x) => x.key === twinKey);
      if (twin) {
        log(`Scenarios: ${s.key} and ${twin.key}, alternating`);
        const hooks = {
          startSales: (seconds: number) => sales.start(twin.salesPerSecond!, seconds),
          cpuMs: () => cpuMsOf(appChild!.pid),
          log,
          productUpdates: () => productRowUpdates(dbUrl),
        };
        results.push(...(await runTwins(s, twin, { ...opts, duration: TWIN_DURATION, rounds: TWIN_ROUNDS, warmup: WARMUP }, hooks)));
        continue;
      }
      if ([...TWINS.values()].includes(s.key) && results.some((r) => r.key === s.key)) continue;
      log(`Scenario: ${s.key}`);
      const selling = s.salesPerSecond ? await sales.start(s.salesPerSecond, WARMUP + DURATION) : null;
      if (WARMUP > 0) await runScenario(s, { ...opts, duration: WARMUP });
      const cpuBefore = cpuMsOf(appChild.pid);
      const r = await runScenario(s, opts);
      const cpuAfter = cpuMsOf(appChild.pid);
      if (selling) {
        const sold = await selling.stop();
        r.note = `${r.note ? `${r.note}; ` : ""}${soldNote(sold)}`;
        r.errors += sold.errors;
      }
      if (cpuBefore !== null && cpuAfter !== null && r.requests > 0) r.serverCpuMs = (cpuAfter - cpuBefore) / r.requests;
      results.push(r);
      log(`  ${resultLine(r)}`);
    }
    await sales.settle();
    await stop(appChild);

    // 5. One abusive client (issue 48), on a server with the shop's default budgets and load shedding; every request
    // names its client in X-Forwarded-For.
    if (only("abuseAlone") || only("abuseWhile")) {
      const base = `http://127.0.0.1:${APP_PORT}`;
      appChild = await startApp({ RATE_LIMIT_COST_PER_MINUTE: "", LOAD_SHED_EVENT_LOOP_DELAY_MS: "", LOAD_SHED_DB_WAIT_MS: "", TRUST_PROXY: "loopback" });
      const alone = shopperListing(base, "abuseAlone", `GraphQL listing, shoppers on ${SHOPPER_CONNECTIONS} connections, alone (default budgets; each request from another address)`);
      const during = shopperListing(
        base,
        "abuseWhile",
        `GraphQL listing, shoppers on ${SHOPPER_CONNECTIONS} connections, while one client sends the heaviest allowed query (2,973 points) on ${ABUSER_CONNECTIONS}`,
      );
      await warm(`${base}/graphql`, sample);
      for (const [s, abusive] of [[alone, false], [during, true]] as const) {
        log(`Scenario: ${s.key}`);
        // The abuser starts with the warm-up: its first bucket (about ten of its queries) is spent there.
        const abuser = abusive ? startAbuser(base) : null;
        if (WARMUP > 0) await runScenario(s, { ...opts, duration: WARMUP });
        const cpuBefore = cpuMsOf(appChild.pid);
        const r = await runScenario(s, opts);
        const cpuAfter = cpuMsOf(appChild.pid);
        if (abuser) {
          const a = await abuser.stop();
          r.note = `The abusive client, over ${a.seconds.toFixed(0)} s (warm-up included): ${a.served} queries served, ${a.throttled} refused 429, ${a.shed} refused 503, ${a.other} other answers; server CPU per shopper request includes the abuser's`;
        }
        if (cpuBefore !== null && cpuAfter !== null && r.requests > 0) r.serverCpuMs = (cpuAfter - cpuBefore) / r.requests;
        results.push(r);
        log(`  ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p97.5 ${r.p975} ms, errors ${r.errors}${r.note ? ` (${r.note})` : ""}`);
      }
      await stop(appChild);
    }

    // 6. Hot-product checkout, on a server whose sandbox PayPal answers slowly.
    const hotCheckoutRound = async (): Promise<HotCheckoutResult> => {
      log(`Scenario: hot-product checkout (${HOT_SHOPPERS} shoppers, stock ${HOT_STOCK}, PayPal latency ${HOT_LATENCY_MS} ms)`);
      const openBenchDb = () => openDatabase(dbUrl ? { url: dbUrl } : { dataDir: pgliteDir! });
      let hotDb = await openBenchDb();
      const hotProduct = await prepareHotProduct(hotDb.sql, HOT_STOCK);
      await hotDb.close();
      appChild = await startApp({ PAYPAL_SANDBOX_LATENCY_MS: String(HOT_LATENCY_MS) });
      const run = await runHotCheckout(`http://127.0.0.1:${APP_PORT}`, shoppers.slice(0, HOT_SHOPPERS), hotProduct, HOT_STOCK, HOT_LATENCY_MS);
      const answered = Date.now();
      let confirmations: HotCheckoutResult["confirmations"];
      if (dbUrl) {
        hotDb = await openBenchDb();
        confirmations = await waitForConfirmations(hotDb.sql, hotProduct, run.won, answered);
        await hotDb.close();
      }
      await stop(appChild);
      hotDb = await openBenchDb();
      const h = { ...run, ...(await countHotOutcome(hotDb.sql, hotProduct)), confirmations };
      await hotDb.close();
      const mailed = confirmations ? `; confirmations ${confirmations.sent} sent, the last ${confirmations.secondsAfterCheckout} s after the last answer` : "";
      log(`  ${h.won} won, ${h.refused} refused, ${h.errors} errors in ${h.seconds} s: ${h.settledPerSecond} settled/s, p95 ${h.p95} ms; paid orders ${h.paidOrders}, stock left ${h.stockLeft}${mailed}`);
      return h;
    };

    // 6b. The hot checkout again with a webhook endpoint subscribed to every event (BENCH_ONLY=webhooks).
    const webhooksRound = async (): Promise<WebhookBenchResult> => {
      log(`Scenario: hot-product checkout with a webhook endpoint for every event (${HOT_SHOPPERS} shoppers, stock ${HOT_STOCK})`);
      const receiver = await startReceiver();
      let hookDb = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir: pgliteDir! });
      const hookProduct = await prepareHotProduct(hookDb.sql, HOT_STOCK);
      const afterSeq = await addBenchEndpoint(hookDb.sql, TOKEN_SECRET, receiver.url);
      await hookDb.close();
      appChild = await startApp({ PAYPAL_SANDBOX_LATENCY_MS: String(HOT_LATENCY_MS), WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
      const base = `http://127.0.0.1:${APP_PORT}`;
      const run = await runHotCheckout(base, shoppers.slice(0, HOT_SHOPPERS), hookProduct, HOT_STOCK, HOT_LATENCY_MS);
      // Every delivery made (order.created included) reaches the receiver before the server stops.
      const expected = HOT_STOCK * 3 + HOT_SHOPPERS;
      await waitForDeliveries(receiver.got, expected);
      await stop(appChild);
      await receiver.close();
      hookDb = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir: pgliteDir! });
      const outcome = await countWebhookOutcome(hookDb.sql, afterSeq);
      const checkout = { ...run, ...(await countHotOutcome(hookDb.sql, hookProduct)) };
      // The next round without webhooks must write no events: nobody listens any more.
      await hookDb.sql.exec(`UPDATE "WebhookEndpoint" SET enabled = false`);
      await hookDb.close();
      const span = (receiver.got.last - receiver.got.first) / 1000;
      const w: WebhookBenchResult = {
        checkout,
        eventsWritten: outcome.eventsWritten,
        eventsPerSecond: Math.round((outcome.eventsWritten / run.seconds) * 10) / 10,
        delivered: receiver.got.count,
        deliveries: outcome.deliveries,
        deliveriesPerSecond: span > 0 ? Math.round((receiver.got.count / span) * 10) / 10 : 0,
      };
      log(`  checkout ${w.checkout.settledPerSecond} settled/s (${w.checkout.won} paid); ${w.eventsWritten} events written, ${w.eventsPerSecond}/s; ${w.delivered} of ${w.deliveries} deliveries received, ${w.deliveriesPerSecond}/s`);
      return w;
    };

    // One round of each settles in 2-3 s, so one busy second of the shared machine moves a figure by 10% or more, as
    // much as the webhooks' 90% aim allows: BENCH_HOT_ROUNDS=3 alternates the two three times, and each reports its
    // median round (by settled captures a second).
    const hotRounds: HotCheckoutResult[] = [];
    const hookRounds: WebhookBenchResult[] = [];
    for (let round = 1; round <= HOT_ROUNDS; round++) {
      if (HOT_ROUNDS > 1 && (only("hotCheckout") || only("webhooks"))) log(`Hot checkout round ${round} of ${HOT_ROUNDS}`);
      if (only("hotCheckout")) hotRounds.push(await hotCheckoutRound());
      if (only("webhooks")) hookRounds.push(await webhooksRound());
    }
    // A round that sold wrong (errors, a paid count or stock off, a delivery missing) is reported before any median:
    // correctness is judged on every round, speed on the median.
    const soldWrong = (h: HotCheckoutResult) => h.errors > 0 || h.paidOrders !== HOT_STOCK || h.stockLeft !== 0;
    const hotCheckout = hotRounds.find(soldWrong) ?? medianRound(hotRounds, (r) => r.settledPerSecond);
    const webhooks =
      hookRounds.find((w) => soldWrong(w.checkout) || w.delivered < w.deliveries) ?? medianRound(hookRounds, (r) => r.checkout.settledPerSecond);
    if (HOT_ROUNDS > 1 && hotCheckout) log(`  hot checkout rounds: ${hotRounds.map((r) => r.settledPerSecond).join(", ")} settled/s; reported ${hotCheckout.settledPerSecond}`);
    if (HOT_ROUNDS > 1 && webhooks) log(`  with webhooks: ${hookRounds.map((r) => r.checkout.settledPerSecond).join(", ")} settled/s; reported ${webhooks.checkout.settledPerSecond}`);

    // 6c. One use left of a code, 20 shoppers paying at once (BENCH_ONLY=codeRace): one order gets it, 19 refusals.
    let codeRace: CodeRaceResult | undefined;
    if (only("codeRace")) {
      log("Scenario: a code with one use left, 20 shoppers paying at once");
      const openBenchDb = () => openDatabase(dbUrl ? { url: dbUrl } : { dataDir: pgliteDir! });
      let raceDb = await openBenchDb();
      const raceProduct = await prepareCodeRace(raceDb.sql);
      await raceDb.close();
      appChild = await startApp({ PAYPAL_SANDBOX_LATENCY_MS: String(HOT_LATENCY_MS) });
      const run = await runCodeRace(`http://127.0.0.1:${APP_PORT}`, shoppers.slice(0, 20), raceProduct);
      await stop(appChild);
      raceDb = await openBenchDb();
      codeRace = { ...run, ...(await countCodeRace(raceDb.sql)) };
      await raceDb.close();
      const c = codeRace;
      log(`  ${c.paid} paid, ${c.refused} refused (used up), ${c.errors} errors in ${c.seconds} s; paid orders with the code ${c.paidOrdersWithCode}, uses taken ${c.usedCount}`);
    }

    // 6. A public storefront's pages as a visitor gets them, server-rendered: a product's page and a listing.
    const publicPages = ["pagePublicProduct", "pagePublicListing"].filter(only);
    if (publicPages.length) {
      buildWebIfStale((m: string) => log(m));
      const slugDb = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir: pgliteDir! });
      const slugs = (await slugDb.sql.query<{ slug: string }>(`SELECT slug FROM "Product" WHERE slug IS NOT NULL ORDER BY random() LIMIT 1000`)).map((r) => r.slug);
      await slugDb.close();
      appChild = await startApp({ STOREFRONT_ACCESS: "public" });
      for (const s of publicPageScenarios(`http://127.0.0.1:${APP_PORT}`, slugs).filter((x) => publicPages.includes(x.key))) {
        log(`Scenario: ${s.key}`);
        if (WARMUP > 0) await runScenario(s, { ...opts, duration: WARMUP });
        const cpuBefore = cpuMsOf(appChild.pid);
        const r = await runScenario(s, opts);
        const cpuAfter = cpuMsOf(appChild.pid);
        if (cpuBefore !== null && cpuAfter !== null && r.requests > 0) r.serverCpuMs = (cpuAfter - cpuBefore) / r.requests;
        results.push(r);
        log(`  ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, errors ${r.errors}${r.serverCpuMs === undefined ? "" : `, server CPU ${r.serverCpuMs.toFixed(2)} ms/req`}`);
      }
      await stop(appChild);
    }

    // 7. The sitemaps of a public storefront: every product page, streamed while the server's memory is watched.
    let sitemap: SitemapResult | undefined;
    if (only("sitemap")) {
      log(`Scenario: the sitemaps of ${seeded.counts.products} products (STOREFRONT_ACCESS=public)`);
      appChild = await startApp({ STOREFRONT_ACCESS: "public" });
      sitemap = await runSitemap(`http://127.0.0.1:${APP_PORT}`, appChild.pid, seeded.counts.products!, cpuMsOf);
      await stop(appChild);
      const s = sitemap;
      log(`  ${s.urls} URLs in ${s.sitemaps} sitemaps, ${s.seconds} s (${s.urlsPerSecond}/s, index ${s.indexMs} ms), ${s.megabytes} MB; server RSS ${s.rssBeforeMb} -> peak ${s.rssPeakFirstHalfMb} MB in the first half, ${s.rssPeakMb} MB in all${s.errors.length ? `; errors: ${s.errors.join("; ")}` : ""}`);
    }

    // 7. Real product photos: uploaded, put on the listing's first page, and what a phone downloads for it.
    let photos: PhotosResult | undefined;
    if (only("photos")) {
      log(`Scenario: ${PHOTOS} phone photos (${PHOTO_SIZE.width}x${PHOTO_SIZE.height}) uploaded and shown on the listing`);
      appChild = await startApp();
      photos = await runPhotos(`http://127.0.0.1:${APP_PORT}`, adminToken, shoppers[0]!.token, appChild.pid, PHOTOS, PHOTO_SIZE, log);
      await stop(appChild);
      const p = photos;
      const f = p.phone.firstScreen;
      const w = p.phone.wholePage;
      const chosen = (b: typeof f) => Object.entries(b.chosen).map(([k, n]) => `${n}x ${k}`).join(", ");
      log(`  uploads: ${p.photos} of ${p.averageUploadMb} MB in ${p.uploadSeconds} s (${p.uploadsPerSecond}/s); ${p.derivedSizes} sizes made in ${p.derivationSeconds} s (${p.derivationsPerSecond}/s); server RSS ${p.rssBeforeMb} MB, peak ${p.rssPeakMb} MB${p.errors.length ? `; errors: ${p.errors.slice(0, 3).join("; ")}` : ""}`);
      log(`  phone in Chromium: first screen ${f.kb} kB of images (${f.photos} photos, ${f.photoKb} kB: ${chosen(f)}); whole page scrolled ${w.kb} kB (${w.photos} photos, ${w.photoKb} kB: ${chosen(w)}); image preloads ${p.phone.preloadedImages}, first photo fetchpriority=high ${p.phone.firstImageHighPriority}, images without size ${p.phone.imagesWithoutSize}, photos without placeholder ${p.phone.photosWithoutPlaceholder}`);
    }

    // Each scenario against the floor of its kind: the cursor walk against the walk's floor, the rest the listing's.
    const floorRps = (key: string) => results.find((r) => r.key === (FLOOR_OF[key] ?? "floor"))?.rps ?? NaN;
    const partial: Omit<Results, "targets" | "notes"> = {
      date: new Date().toISOString(),
      machine: {
        nproc: os.availableParallelism(),
        memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
        node: process.version,
        os: `${os.type()} ${os.release()}`,
        cpu: os.cpus()[0]?.model ?? "unknown",
        loadAverage: { start: loadAtStart, end: os.loadavg().map((x) => Math.round(x * 10) / 10) },
      },
      database: dbUrl ? `PostgreSQL (${await serverVersion(dbUrl)}), pool of 10 for both servers` : "embedded PGlite (one connection)",
      sizes: { ...seeded.counts, ...(adminOrders ? { adminSearchOrders: adminOrders.orders } : {}) },
      settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, ...(ONLY_ASKED ? { only: ONLY_ASKED } : {}) },
      totalSeconds: (Date.now() - started) / 1000,
      scenarios: results.map((r) => ({ ...r, ratioToFloor: r.rps / floorRps(r.key) })),
      plans,
      web,
      hotCheckout,
      codeRace,
      webhooks,
      sitemap,
      photos,
      idle,
    };
    const notes = [
      ...(floorSample
        ? [sameJson ? "The floor's JSON body was byte-identical to the GraphQL API's for a sample listing request (the API's extensions.cost aside)." : "The floor's JSON body DIFFERED from the API's (see the run log)."]
        : []),
      ...(floorWalkSample
        ? [sameWalk ? "The cursor walk's floor listed the same products as the API on a sample walk (two pages, titleAtoZ); its row is compared with that floor." : "The cursor walk's floor listed OTHER products than the API on a sample walk (see the run log)."]
        : []),
    ];
    const analysis = path.join(ROOT, "bench/analysis.md");
    const out = { ...partial, targets: targets(partial), notes };
    const suffix = process.env.BENCH_REPORT_SUFFIX ?? "";
    writeReport(out, path.join(ROOT, `bench/results${suffix}.json`), path.join(ROOT, `bench/RESULTS${suffix}.md`));
    if (fs.existsSync(analysis)) fs.appendFileSync(path.join(ROOT, `bench/RESULTS${suffix}.md`), "\n" + fs.readFileSync(analysis, "utf8"));
    log(`Wrote bench/RESULTS${suffix}.md and bench/results${suffix}.json`);
    for (const t of out.targets) log(`  ${t.met ? "MET   " : "MISSED"} ${t.name}: ${t.actual} (goal ${t.goal})`);
  } finally {
    if (process.env.BENCH_KEEP_DB === "true" || reuse) {
      log(`Kept the database: ${dbUrl ?? pgliteDir}`);
      dropDatabase = async () => {};
    }
    if (floorChild) await stop(floorChild);
    if (appChild) await stop(appChild);
    await dropDatabase().catch((e) => log(`Could not drop the bench database: ${(e as Error).message}`));
  }
}

async function serverVersion(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return ((await c.query("SHOW server_version")).rows[0] as { server_version: string }).server_version;
  } finally {
    await c.end();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
