// bench/results.json (everything) and bench/RESULTS.md (the tables, targets and verdicts).
import fs from "node:fs";
import type { ScenarioResult } from "./scenarios.js";
import type { PlanCheck } from "./explain.js";
import type { RouteSize } from "./websize.js";
import { FIRST_LOAD_BUDGET_GZIP_KB, FIRST_LOAD_GOAL_GZIP_KB } from "./budgets.js";
import type { HotCheckoutResult } from "./hot-checkout.js";
import type { CodeRaceResult } from "./code-race.js";
import type { WebhookBenchResult } from "./webhooks.js";
import type { SitemapResult } from "./sitemap.js";
import type { PhotosResult } from "./photos.js";
import type { IdleResult } from "./idle.js";
import { SALES_PATH } from "./sales.js";

export interface Target {
  name: string;
  goal: string;
  actual: string;
  met: boolean;
}

export interface Results {
  date: string;
  machine: { nproc: number; memory: string; node: string; os: string; cpu: string; loadAverage: { start: number[]; end: number[] } };
  database: string;
  sizes: Record<string, number>;
  settings: { connections: number; durationSeconds: number; warmupSeconds: number; only?: string[] };
  totalSeconds: number;
  scenarios: (ScenarioResult & { ratioToFloor: number })[];
  plans: PlanCheck[];
  web: { routes: RouteSize[]; buildSeconds: number } | { error: string };
  hotCheckout?: HotCheckoutResult;
  codeRace?: CodeRaceResult;
  webhooks?: WebhookBenchResult;
  sitemap?: SitemapResult;
  photos?: PhotosResult;
  idle?: IdleResult;
  targets: Target[];
  notes: string[];
}

export function targets(r: Omit<Results, "targets" | "notes">): Target[] {
  const by = (k: string) => r.scenarios.find((s) => s.key === k);
  const floor = by("floor");
  const listing = by("listing");
  const search = by("search");
  const out: Target[] = [];
  if (floor && listing) {
    const ratio = listing.rps / floor.rps;
    out.push({ name: "GraphQL listing throughput vs floor", goal: ">= 50%", actual: `${(ratio * 100).toFixed(0)}%`, met: ratio >= 0.5 });
  }
  const listingSize = by("listingSize");
  if (listing && listingSize) {
    const ratio = listingSize.rps / listing.rps;
    out.push({ name: "Listing with a size filter vs the plain listing (throughput, same run)", goal: ">= 80%", actual: `${(ratio * 100).toFixed(0)}% (${listingSize.rps.toFixed(0)} vs ${listing.rps.toFixed(0)} req/s)`, met: ratio >= 0.8 });
  }
  // Like with like: the first pages of each (mostly from the page cache), then deep pages of each (mostly misses).
  if (listing && search) {
    const ratio = search.p95 / Math.max(listing.p95, 1);
    out.push({ name: "Search p95 vs listing p95 (first pages, mostly cached)", goal: "<= 2x", actual: `${ratio.toFixed(2)}x (${search.p95} ms vs ${listing.p95} ms)`, met: ratio <= 2 });
  }
  for (const [idleKey, salesKey, what] of [["listing", "listingSales", "Listing"], ["search", "searchSales", "Search"]] as const) {
    const idle = by(idleKey);
    const selling = by(salesKey);
    if (!idle || !selling) continue;
    const ratio = selling.rps / idle.rps;
    const p95 = selling.p95 / Math.max(idle.p95, 1);
    out.push({
      name: `${what} while the shop sells vs idle (first pages, same run; sales: BENCH_SALES_PATH=${SALES_PATH})`,
      goal: ">= 80% of req/s, p95 <= 2x",
      actual: `${(ratio * 100).toFixed(0)}% (${selling.rps.toFixed(0)} vs ${idle.rps.toFixed(0)} req/s), p95 ${p95.toFixed(2)}x (${selling.p95} vs ${idle.p95} ms)`,
      met: ratio >= 0.8 && p95 <= 2,
    });
  }
  const searchColdDeep = by("searchColdDeep");
  if (searchColdDeep) {
    out.push({ name: `Search page 10 right after start, before its keyword's ranking is made (${r.sizes.products ?? "?"} products)`, goal: "p95 <= 300 ms", actual: `p95 ${searchColdDeep.p95} ms (max of ${searchColdDeep.requests})`, met: searchColdDeep.p95 <= 300 });
  }
  const searchColdDeep400 = by("searchColdDeep400");
  if (searchColdDeep400) {
    out.push({ name: `Search page 400 right after start, before its keyword's ranking is made (${r.sizes.products ?? "?"} products)`, goal: "p95 <= 300 ms", actual: `p95 ${searchColdDeep400.p95} ms (max of ${searchColdDeep400.requests})`, met: searchColdDeep400.p95 <= 300 });
  }
  const searchCold = by("searchCold");
  if (searchCold) {
    out.push({ name: `Search first pages right after start, nothing cached (${r.sizes.products ?? "?"} products)`, goal: "p95 <= 300 ms", actual: `p95 ${searchCold.p95} ms (max of ${searchCold.requests})`, met: searchCold.p95 <= 300 });
  }
  const alone = by("abuseAlone");
  const abused = by("abuseWhile");
  if (alone && abused) {
    const ratio = abused.rps / alone.rps;
    const p975 = abused.p975 / Math.max(alone.p975, 1);
    out.push({
      name: "Shoppers' listing while one abusive client sends the heaviest allowed query on 20 connections vs alone (same run)",
      goal: ">= 80% of req/s, p97.5 <= 2x",
      actual: `${(ratio * 100).toFixed(0)}% (${abused.rps.toFixed(0)} vs ${alone.rps.toFixed(0)} req/s), p97.5 ${p975.toFixed(2)}x (${abused.p975} vs ${alone.p975} ms)`,
      met: ratio >= 0.8 && p975 <= 2,
    });
  }
  const listingDeep = by("listingDeep");
  if (listingDeep) {
    out.push({ name: `Numbered listing pages 1-400 (${r.sizes.products ?? "?"} products)`, goal: ">= 100 req/s, p95 <= 300 ms", actual: `${listingDeep.rps.toFixed(0)} req/s, p95 ${listingDeep.p95} ms`, met: listingDeep.rps >= 100 && listingDeep.p95 <= 300 });
  }
  const searchDeep = by("searchDeep");
  if (listingDeep && searchDeep) {
    const ratio = searchDeep.p95 / Math.max(listingDeep.p95, 1);
    out.push({ name: "Search p95 vs listing p95 (pages 1-400, mostly cache misses)", goal: "<= 2x", actual: `${ratio.toFixed(2)}x (${searchDeep.p95} ms vs ${listingDeep.p95} ms)`, met: ratio <= 2 });
  }
  const cursorWalk = by("cursorWalk");
  if (cursorWalk) {
    // Its floor, when run: what node:http + pg alone serve of the same walks on this machine.
    const floorWalk = by("floorWalk");
    const floorNote = floorWalk ? ` (floor: ${Math.round(floorWalk.rps)} req/s, p95 ${floorWalk.p95} ms)` : "";
    out.push({ name: `Partners' cursor walk (productsConnection, 100 pages deep, ${r.sizes.products ?? "?"} products)`, goal: ">= 500 req/s, p95 <= 50 ms", actual: `${Math.round(cursorWalk.rps)} req/s, p95 ${cursorWalk.p95} ms${floorNote}`, met: cursorWalk.rps >= 500 && cursorWalk.p95 <= 50 });
  }
  const adminSearch = by("adminOrderSearch");
  if (adminSearch) {
    out.push({ name: `Admin order search p95 (PostgreSQL, ${adminSearch.connections ?? r.settings.connections} admins at once)`, goal: "<= 150 ms", actual: `${adminSearch.p95} ms`, met: adminSearch.p95 <= 150 });
  }
  const dashboard = by("dashboard");
  if (dashboard) {
    out.push({ name: `Sales dashboard p95 (${r.sizes.dashboardOrders ?? "?"} paid orders, ${dashboard.connections ?? r.settings.connections} admins at once)`, goal: "<= 150 ms", actual: `${dashboard.p95} ms`, met: dashboard.p95 <= 150 });
  }
  const searchPlans = r.plans.filter((p) => p.name.startsWith("search"));
  if (searchPlans.length) {
    const seq = searchPlans.filter((p) => p.seqScanOnProduct);
    out.push({ name: "No sequential scan in search's statements (every bucket, first and deep pages, counts)", goal: "none above 10,000 rows", actual: seq.length ? seq.map((p) => p.name).join(", ") : "none", met: seq.length === 0 });
  }
  const page = by("page");
  if (page?.serverCpuMs !== undefined) {
    out.push({ name: "Server-rendered listing: the server's CPU per page", goal: "<= 10 ms", actual: `${page.serverCpuMs.toFixed(1)} ms (p95 ${page.p95} ms at ${page.connections ?? r.settings.connections} connections)`, met: page.serverCpuMs <= 10 });
  }
  const browse = by("pageBrowse");
  if (browse?.serverCpuMs !== undefined) {
    out.push({ name: "Server-rendered listing rendered anew (random shopper and filter): the server's CPU per page", goal: "<= 10 ms", actual: `${browse.serverCpuMs.toFixed(1)} ms (p95 ${browse.p95} ms at ${browse.connections ?? r.settings.connections} connections)`, met: browse.serverCpuMs <= 10 });
  }
  const failing = r.scenarios.filter((s) => s.errors > 0);
  out.push({ name: "Errors in any scenario", goal: "0", actual: failing.length ? failing.map((s) => `${s.key}: ${s.errors}`).join(", ") : "0", met: failing.length === 0 });
  const noSeq = r.plans.every((p) => !p.seqScanOnProduct);
  out.push({ name: "No sequential scan of Product or ProductVariant (listing, size filter, search)", goal: "none above 10,000 rows", actual: noSeq ? "none" : r.plans.filter((p) => p.seqScanOnProduct).map((p) => p.name).join(", "), met: noSeq });
  if ("routes" in r.web) {
    const over = r.web.routes.filter((x) => x.gzipKb > (FIRST_LOAD_BUDGET_GZIP_KB[x.route] ?? 0));
    out.push({ name: "Storefront first-load JS within each route's budget (bench/budgets.ts)", goal: "every route", actual: over.length ? over.map((x) => `${x.route} ${x.gzipKb} kB`).join(", ") : "every route", met: over.length === 0 });
    for (const route of ["/auth/login", "/shop/home"]) {
      const size = r.web.routes.find((x) => x.route === route);
      if (size) out.push({ name: `First-load JS of ${route} (gzip)`, goal: `<= ${FIRST_LOAD_GOAL_GZIP_KB} kB`, actual: `${size.gzipKb} kB`, met: size.gzipKb <= FIRST_LOAD_GOAL_GZIP_KB });
    }
  }
  const hot = r.hotCheckout;
  if (hot) {
    const exact = hot.won === hot.stock && hot.paidOrders === hot.stock && hot.stockLeft === 0 && hot.errors === 0;
    out.push({ name: "Hot-product checkout: exactly the stock is sold", goal: `${hot.stock} paid, stock 0, 0 errors`, actual: `${hot.won} paid (${hot.paidOrders} in the database), stock ${hot.stockLeft}, ${hot.errors} errors`, met: exact });
    out.push({ name: "Hot-product checkout: settled captures per second", goal: ">= 50/s", actual: `${hot.settledPerSecond}/s (p95 ${hot.p95} ms)`, met: hot.settledPerSecond >= 50 });
    const mail = hot.confirmations;
    // A buyer expects the confirmation (with its invoice) within seconds of paying, also in a product drop.
    if (mail) out.push({ name: "Hot-product checkout: every paid order's confirmation email sent", goal: "<= 10 s after the last answer", actual: `${mail.sent} of ${hot.won} sent, the last ${mail.secondsAfterCheckout} s after`, met: mail.sent >= hot.won && mail.secondsAfterCheckout <= 10 });
  }
  const race = r.codeRace;
  if (race) {
    const exact = race.paid === 1 && race.refused === race.shoppers - 1 && race.errors === 0 && race.paidOrdersWithCode === 1 && race.usedCount === 1;
    out.push({ name: `A code with one use left, ${race.shoppers} shoppers paying at once`, goal: `1 order with the code, ${race.shoppers - 1} refused, 0 errors`, actual: `${race.paid} paid (${race.paidOrdersWithCode} in the database, uses ${race.usedCount}), ${race.refused} refused, ${race.errors} errors${race.sampleError ? ` (${race.sampleError})` : ""} in ${race.seconds} s`, met: exact });
  }
  const hooks = r.webhooks;
  if (hooks && hot) {
    // The outbox writes inside the checkout's transactions: the checkout keeps 90% of its pace without webhooks (same run).
    const goal = Math.round(hot.settledPerSecond * 0.9 * 10) / 10;
    out.push({ name: "Hot checkout with webhooks: settled captures per second", goal: `>= ${goal}/s (90% of the run without)`, actual: `${hooks.checkout.settledPerSecond}/s, ${hooks.eventsPerSecond} events/s written, ${hooks.deliveriesPerSecond} deliveries/s`, met: hooks.checkout.settledPerSecond >= goal });
  }
  const idle = r.idle;
  if (idle) {
    // A look a second at each of the five queues worked at once (the order confirmation with its invoice, the refund
    // notice, the low-stock alert, PayPal's webhook follow-up, the webhooks' runs), and every 2 s a webhooks run on a
    // connection of its own (its lock, its claim, its bookkeeping): about 9. The other periodic jobs' looks (a tenth of
    // their interval) add well under one. Before they did, every queue was looked at each second: 12.6.
    const goal = 10;
    out.push({ name: `An idle replica: transactions a second on the database (${idle.seconds} s without a request)`, goal: `<= ${goal}/s`, actual: `${idle.transactionsPerSecond}/s, server CPU ${idle.cpuMsPerSecond ?? "-"} ms/s`, met: idle.transactionsPerSecond <= goal });
  }
  const sm = r.sitemap;
  if (sm) {
    out.push({ name: `Sitemaps of ${sm.products} products: every product page listed, none above 50,000 a sitemap`, goal: "0 errors", actual: sm.errors.length ? sm.errors.join("; ") : `${sm.urls} URLs in ${sm.sitemaps} sitemaps`, met: sm.errors.length === 0 });
    const growth = sm.rssPeakMb - sm.rssBeforeMb;
    out.push({ name: "Sitemaps: the server's memory while streaming them (streamed by keyset, not held)", goal: "peak RSS <= start + 64 MB", actual: `${sm.rssBeforeMb} -> ${sm.rssPeakMb} MB (+${growth})`, met: growth <= 64 });
  }
  const ph = r.photos;
  if (ph) {
    const f = ph.phone.firstScreen;
    const w = ph.phone.wholePage;
    out.push({ name: `Listing with ${ph.photos} phone photos (${ph.photoPixels}) opened in Chromium by a 390 px DPR 3 phone: image bytes transferred, first screen (no scrolling)`, goal: "<= 1 MB, 0 errors", actual: `${f.kb} kB (${f.photos} photos, ${f.photoKb} kB)${ph.errors.length ? `; ${ph.errors.length} errors` : ""}`, met: f.kb <= 1024 && ph.errors.length === 0 });
    out.push({ name: `The same listing scrolled to its end (every lazy picture loaded): image bytes transferred`, goal: "<= 1 MB", actual: `${w.kb} kB (${w.photos} photos, ${w.photoKb} kB)`, met: w.kb <= 1024 });
  }
  return out;
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

export function writeReport(r: Results, jsonPath: string, mdPath: string) {
  fs.writeFileSync(jsonPath, JSON.stringify(r, null, 2) + "\n");
  const lines: string[] = [];
  // The partners' walks give their connections too, the run's default: only a different number is worth a mention.
  const ownConnections = (s: ScenarioResult) => (s.connections && s.connections !== r.settings.connections ? s.connections : undefined);
  const adminConnections = r.scenarios.map(ownConnections).find(Boolean);
  const BACK_OFFICE = adminConnections ? `, the back-office scenarios ${adminConnections} (\`BENCH_ADMIN_CONNECTIONS\`: a shop's few admins)` : "";
  lines.push("# Benchmark results", "");
  lines.push(`Written by \`npm run bench\` on ${r.date}. Reproduce: \`DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench\` (a fresh database is created and dropped; without DATABASE_URL the embedded PGlite is used). Size: \`BENCH_PRODUCTS\` (default 100000); \`BENCH_DURATION\` seconds per scenario, \`BENCH_CONNECTIONS\`.`, "");
  lines.push("## Machine", "");
  lines.push(`- CPUs (nproc): ${r.machine.nproc} (${r.machine.cpu})`, `- Memory: ${r.machine.memory}`, `- Node ${r.machine.node}, ${r.machine.os}`, `- Load average (1/5/15 min) at start: ${r.machine.loadAverage.start.join(" / ")}, at end: ${r.machine.loadAverage.end.join(" / ")} (other work on the machine shares the 2 cores)`);
  lines.push(`- Database: ${r.database}`, `- Data: ${Object.entries(r.sizes).map(([k, v]) => `${v.toLocaleString("en-US")} ${k}`).join(", ")}`);
  lines.push(`- Load: autocannon over loopback, ${r.settings.connections} connections (\`BENCH_CONNECTIONS\`)${BACK_OFFICE}, ${r.settings.durationSeconds} s per scenario after ${r.settings.warmupSeconds} s of unrecorded warm-up; server and database on the same 2 cores as the load generator`);
  if (r.settings.only) lines.push(`- A partial run: \`BENCH_ONLY=${r.settings.only.join(",")}\` (only these scenarios; past orders and reviews are not seeded unless a scenario reads them)`);
  lines.push(`- Whole run (seed, build, EXPLAIN, all scenarios): ${Math.round(r.totalSeconds)} s`, "");
  lines.push("## Targets", "", "| Target | Goal | Actual | Met |", "|---|---|---|---|");
  for (const t of r.targets) lines.push(`| ${t.name} | ${t.goal} | ${t.actual} | ${t.met ? "yes" : "**no**"} |`);
  lines.push("", "## Scenarios", "", "| Scenario | req/s | p50 ms | p95 ms | p99 ms | errors | vs floor (req/s) | server CPU ms/req |", "|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const s of r.scenarios) {
    lines.push(`| ${s.name}${ownConnections(s) ? ` (${s.connections} connections)` : ""} | ${s.rps.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.errors} | ${Number.isFinite(s.ratioToFloor) ? `${(s.ratioToFloor * 100).toFixed(0)}%` : "no floor run"} | ${s.serverCpuMs === undefined ? "-" : s.serverCpuMs.toFixed(2)} |`);
  }
  const withNotes = r.scenarios.filter((s) => s.note || s.sampleError);
  if (withNotes.length) {
    lines.push("");
    for (const s of withNotes) lines.push(`- ${s.name}: ${[s.note, s.sampleError ? `first error: \`${s.sampleError.replace(/`/g, "'")}\`` : ""].filter(Boolean).join("; ")}`);
  }
  const hot = r.hotCheckout;
  if (hot) {
    lines.push("", "## Hot-product checkout", "");
    lines.push(`${hot.shoppers} shoppers, each with an approved sandbox payment for 1 unit of one product with stock ${hot.stock}, capture at the same moment; the built-in PayPal sandbox answers each call after ${hot.sandboxLatencyMs} ms. Time is from the first request to each answer (paid, or refused because the stock ran out).`, "");
    lines.push("| paid | refused (out of stock) | errors | seconds | settled/s | p50 ms | p95 ms | paid orders in DB | stock left |", "|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    lines.push(`| ${hot.won} | ${hot.refused} | ${hot.errors} | ${hot.seconds} | ${hot.settledPerSecond} | ${hot.p50} | ${hot.p95} | ${hot.paidOrders} | ${hot.stockLeft} |`);
    if (hot.sampleError) lines.push("", `First error: \`${hot.sampleError.replace(/`/g, "'")}\``);
  }
  const wh = r.webhooks;
  if (wh) {
    lines.push("", "## Webhooks during the hot checkout", "");
    lines.push(`The hot-product checkout again, with one endpoint subscribed to every event on a local receiver that answers at once: the events the captures write in their own transactions (the outbox) a second of the checkout, and the deliveries a second the job queue's worker makes, from the first to the last received.`, "");
    lines.push("| settled/s | paid | events written | events/s | deliveries received / made | deliveries/s |", "|---:|---:|---:|---:|---:|---:|");
    lines.push(`| ${wh.checkout.settledPerSecond} | ${wh.checkout.won} | ${wh.eventsWritten} | ${wh.eventsPerSecond} | ${wh.delivered} / ${wh.deliveries} | ${wh.deliveriesPerSecond} |`);
  }
  const sm = r.sitemap;
  if (sm) {
    lines.push("", "## Sitemaps (public storefront)", "");
    lines.push(`\`/sitemap.xml\`, then each product sitemap read to its end one after another, as a crawler does; the server's resident memory sampled every 20 ms from /proc.`, "");
    lines.push("| products | sitemaps | URLs | index ms | seconds | URLs/s | MB (uncompressed) | server CPU s | server RSS before MB | server RSS peak MB, first half of the sitemaps | server RSS peak MB |", "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    lines.push(`| ${sm.products} | ${sm.sitemaps} | ${sm.urls} | ${sm.indexMs} | ${sm.seconds} | ${sm.urlsPerSecond} | ${sm.megabytes} | ${sm.serverCpuSeconds ?? "-"} | ${sm.rssBeforeMb} | ${sm.rssPeakFirstHalfMb ?? "-"} | ${sm.rssPeakMb} |`);
  }
  const ph = r.photos;
  if (ph) {
    lines.push("", "## Product photos", "");
    const chosen = (b: typeof ph.phone.firstScreen) => Object.entries(b.chosen).map(([k, n]) => `${n}x ${k}`).join(", ") || "-";
    lines.push(`${ph.photos} noisy ${ph.photoPixels} JPEGs (${ph.averageUploadMb} MB each) uploaded 4 at a time through the admin's route, one on each card of the listing's first page. Sizes made on first request (${ph.derivedSizes} card sizes, 4 requests at a time); peak memory is the server's VmHWM. Then the listing opened by a signed-in shopper in Chromium (/usr/bin/chromium, playwright.config.ts's arguments) emulating a phone 390 CSS px wide at DPR 3, no cache: the transferred bytes of image responses (DevTools Network events), once loaded without scrolling (first screen, with what lazy loading fetches ahead) and once scrolled to the end.`, "");
    lines.push("| uploads/s | sizes made/s | RSS before MB | RSS peak MB | first screen kB (photos) | sizes chosen | whole page kB (photos) | image preloads | first photo high priority |", "|---:|---:|---:|---:|---:|---|---:|---:|---|");
    lines.push(`| ${ph.uploadsPerSecond} | ${ph.derivationsPerSecond} | ${ph.rssBeforeMb} | ${ph.rssPeakMb} | ${ph.phone.firstScreen.kb} (${ph.phone.firstScreen.photos}) | ${chosen(ph.phone.firstScreen)} | ${ph.phone.wholePage.kb} (${ph.phone.wholePage.photos}) | ${ph.phone.preloadedImages} | ${ph.phone.firstImageHighPriority ? "yes" : "no"} |`);
  }
  lines.push("", "## Query plans at full size (EXPLAIN ANALYZE)", "", "| Statement | ms | Seq scan on Product (above 10,000 rows) | Plan |", "|---|---:|---|---|");
  for (const p of r.plans) lines.push(`| ${p.name} | ${p.ms} | ${p.seqScanOnProduct ? "**yes**" : "no"} | ${p.summary.replace(/\|/g, "/")} |`);
  lines.push("", "## Storefront first-load JavaScript (production build, gzip level 9)", "");
  if ("routes" in r.web) {
    lines.push("| Route | gzip kB | budget kB | raw kB | chunks |", "|---|---:|---:|---:|---:|");
    for (const x of r.web.routes) lines.push(`| ${x.route} | ${x.gzipKb} | ${FIRST_LOAD_BUDGET_GZIP_KB[x.route] ?? "none"} | ${x.rawKb} | ${x.chunks} |`);
  } else lines.push(`Build failed: ${r.web.error}`);
  if (r.notes.length) lines.push("", "## Notes", "", ...r.notes.map((n) => `- ${n}`));
  fs.writeFileSync(mdPath, lines.join("\n") + "\n");
}
