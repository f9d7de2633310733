// npm run lighthouse: Lighthouse (mobile and desktop presets) against a started shop, as a new visitor on the sign-in
// page and as the demo shopper on the shop pages. Writes bench/LIGHTHOUSE.md. A benchmark: it reports, never fails
// on a score. Debian's Chromium only (CHROMIUM_PATH to use another); no browser is downloaded.
// The photo rows (issue 43) measure the listing and a product page again after the admin has uploaded 24 phone photos
// (3024x4032 noisy JPEGs of ~3 MB, bench/photos.ts) through the admin's route: one on each card of the listing's first
// page, and 12 as the first product's gallery. LIGHTHOUSE_PAGES=photos measures only those rows.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig, defaultConfig, type Config, type Flags } from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { buildWebIfStale, root } from "../scripts/web-build.mjs";
import { gql, phonePhotos, putOnListing, setGallery, uploadPhotos } from "./photos.js";
import { BENCH_ADMIN, CHROMIUM_ARGS, DEMO_SHOPPER, signIn, startShop } from "./shop.js";

// Chromium 156 keeps its omnibox's popup as a hidden WebUI page (chrome://omnibox-popup.top-chrome) in a renderer of its
// own, which works through every navigation: 1.0-1.5 s of CPU per page load in `npm run mainthread`'s traces, more than
// the page's own 0.6-1.2 s, on the same two cores, stretching every task Lighthouse times. A phone's browser has no
// such page. Chrome takes one --disable-features, so these join chrome-launcher's own list.
const BROWSER_UI_FEATURES_OFF = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  ...chromeLauncher.Launcher.defaultFlags().map((flag) => (flag.startsWith("--disable-features=") ? `${flag},${BROWSER_UI_FEATURES_OFF.join(",")}` : flag)),
];
const PHOTOS = 24;
const GALLERY = 12;
interface PageToMeasure {
  /** The row's name; also the address, unless `at` gives it. */
  path: string;
  signedIn: boolean;
  /** Measured after the photos are uploaded. */
  photos?: boolean;
  at?: (shop: DemoShop) => string;
}
interface DemoShop {
  /** A demo product, which is also in the demo shopper's cart (so the checkout has something to pay for). */
  productSlug: string;
  /** The product whose page shows the 12-photo gallery. */
  photoSlug?: string;
}
// Every storefront and sign-in page the server renders (issue 41); the PayPal return and payment success pages need a
// payment in flight and are left out.
const ALL_PAGES: PageToMeasure[] = [
  { path: "/auth/login", signedIn: false },
  { path: "/auth/register", signedIn: false },
  { path: "/auth/forgot-password", signedIn: false },
  { path: "/shop/home", signedIn: true },
  { path: "/shop/listing", signedIn: true },
  { path: "/shop/search?keyword=jacket", signedIn: true },
  { path: "/shop/product/<slug>", signedIn: true, at: (shop) => `/shop/product/${shop.productSlug}` },
  { path: "/shop/wishlist", signedIn: true },
  { path: "/shop/checkout", signedIn: true },
  { path: "/shop/account", signedIn: true },
  // Last: the photos replace the demo's drawings on the pages above.
  { path: `/shop/listing (${PHOTOS} phone photos)`, signedIn: true, photos: true, at: () => "/shop/listing" },
  { path: `/shop/product/<slug> (${GALLERY} phone photos)`, signedIn: true, photos: true, at: (shop) => `/shop/product/${shop.photoSlug}` },
];
// LIGHTHOUSE_PAGES=/auth/login,/shop/home measures only those (a quicker look while fixing one page); "photos" names
// both photo rows.
const ASKED = process.env.LIGHTHOUSE_PAGES?.split(",");
const PAGES = ASKED ? ALL_PAGES.filter((p) => ASKED.includes(p.path) || (!!p.photos && ASKED.includes("photos"))) : ALL_PAGES;
const ALL_PRESETS: { name: string; config: Config }[] = [
  { name: "mobile", config: defaultConfig },
  { name: "desktop", config: desktopConfig },
];
// LIGHTHOUSE_PRESETS=mobile runs one preset only.
const PRESETS = process.env.LIGHTHOUSE_PRESETS
  ? ALL_PRESETS.filter((p) => process.env.LIGHTHOUSE_PRESETS!.split(",").includes(p.name))
  : ALL_PRESETS;
const AIM = { mobile: 90, mobileTbtMs: 300, desktop: 98, others: 95 };
// Scores on this shared machine swing by 10-20 points between runs of the same build: each page and preset is run
// LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is reported, with the range.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// LIGHTHOUSE_CPU_INDEX=2200 measures the mobile preset as if this machine's CPU index were 2,200 (issue 41's "typical
// hour"): this machine's index stays at 2,800-3,900 even with busy loops beside it, so a 4x slowdown here is a faster
// phone than a 4x slowdown on a typical hour. Lighthouse's own guide (docs/throttling.md, "Calibrating the CPU
// slowdown") scales the multiplier with the index; each run is audited with 4 x (the index measured in that run) /
// 2,200. The server is not slowed: its response time stays whatever the machine's load makes it.
const TARGET_INDEX = Number(process.env.LIGHTHOUSE_CPU_INDEX) || undefined;
// LIGHTHOUSE_MAX_INDEX=2200 is issue 41's typical hour taken literally: the plain 4x preset, and only runs whose own
// CPU index is at most 2,200 count. The index swings from run to run on a busy machine (1,600-3,800 within minutes at
// load 8-10), so a run above it is discarded and the page run again, up to 8 x RUNS attempts in all.
const MAX_INDEX = Number(process.env.LIGHTHOUSE_MAX_INDEX) || undefined;
let discardedAboveIndex = 0;
class NoRunAtIndex extends Error {}
/** Pages left without a row under LIGHTHOUSE_MAX_INDEX, and why. */
const notMeasured: string[] = [];
const MOBILE_SLOWDOWN = 4;
const OUT = path.join(root, "bench/LIGHTHOUSE.md");

interface Row {
  page: string;
  preset: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the CPU it ran on (higher is faster; an idle desktop scores about 1,500-2,500). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with (4 on mobile unless calibrated, 1 on desktop). */
  slowdown: number;
  /** Opportunities and failed audits worth reading when a score is below its aim. */
  findings: string[];
  /** The lowest and highest performance score of the runs. */
  performanceRange: [number, number];
}

async function main() {
  buildWebIfStale((m) => console.log(`lighthouse: ${m}`));
  const loadBefore = os.loadavg();
  const shop = await startShop();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, ignoreDefaultFlags: true });
  const rows: Row[] = [];
  try {
    const cookie = await signIn(shop.url, DEMO_SHOPPER);
    const demo = await putInCart(shop.url, cookie);
    for (const page of PAGES) {
      if (page.photos) demo.photoSlug ??= await uploadPhotosAsAdmin(shop.url);
      const address = page.at ? page.at(demo) : page.path;
      for (const preset of PRESETS) {
        console.log(`lighthouse: ${page.path} (${preset.name})`);
        const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}) };
        const runs = await measure(`${shop.url}${address}`, flags, preset).catch((e: unknown) => {
          if (!(e instanceof NoRunAtIndex)) throw e;
          notMeasured.push(`${page.path}${page.photos ? " (photos)" : ""} (${preset.name}): ${e.message}`);
          return null;
        });
        if (!runs) continue;
        const median = runs[Math.floor((runs.length - 1) / 2)]!;
        const performance = (lhr: Lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
        rows.push({ ...toRow(page.path, preset.name, median), performanceRange: [performance(runs[0]!), performance(runs.at(-1)!)] });
        // The full report of the median run, for digging into a score (open in the Lighthouse viewer or read the JSON).
        if (process.env.LIGHTHOUSE_JSON_DIR) {
          fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
          const name = `${address.slice(1).replace(/\//g, "-")}${page.photos ? "-photos" : ""}-${preset.name}.json`;
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(median));
        }
      }
    }
  } finally {
    chrome.kill();
    await shop.stop();
  }
  fs.writeFileSync(OUT, report(rows, [loadBefore, os.loadavg()]));
  console.log(`lighthouse: wrote ${path.relative(root, OUT)}`);
}

/**
 * As a shop's admin would: 24 phone photos uploaded through the admin's route, one put on each card of the listing's
 * first page and the first 12 as the first product's gallery. The served sizes are made on the first page loads.
 */
async function uploadPhotosAsAdmin(url: string): Promise<string> {
  console.log(`lighthouse: making ${PHOTOS} phone photos (3024x4032) and uploading them as the admin`);
  const token = (await signIn(url, BENCH_ADMIN)).slice("token=".length);
  const photos = await phonePhotos(PHOTOS);
  const upload = await uploadPhotos(url, token, photos);
  if (upload.errors.length) throw new Error(`uploading the photos failed: ${upload.errors.join("; ")}`);
  const listed = await putOnListing(url, token, upload.urls, PHOTOS);
  const product = listed[0];
  if (!product?.slug) throw new Error("the listing's first product has no page (slug)");
  await setGallery(url, token, product.id, upload.urls.slice(0, GALLERY));
  return product.slug;
}

/** The demo shopper puts the listing's first product in the cart, as a shopper on the way to the checkout would. */
async function putInCart(url: string, cookie: string): Promise<DemoShop> {
  const token = cookie.slice("token=".length);
  const listed = (await gql(url, token, "query { products(page: 1, pageSize: 24) { items { id slug totalStock } } }", {})).products.items as { id: string; slug: string; totalStock: number }[];
  const product = listed.find((p) => p.totalStock > 0 && p.slug);
  if (!product) throw new Error("the demo listing has no product in stock");
  await gql(url, token, "mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { id } }", { id: product.id });
  return { productSlug: product.slug };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * RUNS reports of one page, lowest performance score first. A run whose trace Lighthouse could not record (it then
 * asks to be run again, e.g. NO_NAVSTART) or that left a category unscored is run again, up to RUNS more times in all.
 */
async function measure(url: string, flags: Flags, preset: { name: string; config: Config }): Promise<Lhr[]> {
  const runs: Lhr[] = [];
  let failures = 0;
  for (let attempts = 0; runs.length < RUNS; attempts++) {
    const result = TARGET_INDEX && preset.name === "mobile" ? await runCalibrated(url, flags, preset.config, TARGET_INDEX) : await lighthouse(url, flags, preset.config);
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    // A category without a score means one of Lighthouse's own gatherers failed (e.g. "Could not find node with given
    // id" when a node it inspects was replaced meanwhile): that run says nothing about the page either.
    const failure = result.lhr.runtimeError?.code ?? (Object.values(result.lhr.categories).some((c) => c.score === null) ? "a category without a score" : undefined);
    const index = result.lhr.environment.benchmarkIndex;
    if (!failure && MAX_INDEX && preset.name === "mobile" && index > MAX_INDEX) {
      discardedAboveIndex++;
      if (attempts >= 8 * RUNS) {
        // Fewer runs than asked, or none: the machine was quicker than a typical hour all along (said in the report).
        if (runs.length) break;
        throw new NoRunAtIndex(`no run at a CPU index <= ${MAX_INDEX} in ${attempts + 1} attempts (the last measured ${Math.round(index)})`);
      }
      console.log(`lighthouse: CPU index ${Math.round(index)} above ${MAX_INDEX}, running again`);
    } else if (!failure) runs.push(result.lhr);
    // Counted apart from the runs discarded for their index, which are no failures. NO_NAVSTART (the trace lost the
    // navigation's start) came 4 times in a row on one page at load 2, and once alone it passed: a few more tries.
    else if (++failures > 2 * RUNS + 2) throw new Error(`Lighthouse failed on ${url}: ${failure}`);
    else console.log(`lighthouse: ${failure}, running again`);
  }
  return runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
}

/**
 * One run whose CPU slowdown is set from the index measured in that same run: the page is loaded unthrottled (simulated
 * throttling only models the slowdown afterwards), its artifacts saved, and then audited with 4 x index / target.
 * Lighthouse refuses to audit with settings other than the gathered ones, so the saved settings get the same slowdown.
 */
async function runCalibrated(url: string, flags: Flags, config: Config, target: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-run-"));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir }, config);
    const file = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(fs.readFileSync(file, "utf8")) as { BenchmarkIndex?: number; settings: { throttling: { cpuSlowdownMultiplier: number } } };
    // No index: the load failed before it was measured; audited as gathered, the run reports its error and is run again.
    if (!(artifacts.BenchmarkIndex! > 0)) return await lighthouse(url, { ...flags, auditMode: dir }, config);
    const cpuSlowdownMultiplier = (MOBILE_SLOWDOWN * artifacts.BenchmarkIndex!) / target;
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    fs.writeFileSync(file, JSON.stringify(artifacts));
    return await lighthouse(url, { ...flags, auditMode: dir, throttling: { cpuSlowdownMultiplier } }, config);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function toRow(page: string, preset: string, lhr: Lhr): Omit<Row, "performanceRange"> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const findings = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === "metricSavings" || a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric"))
    .filter((a) => !["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "first-contentful-paint", "speed-index", "interactive", "max-potential-fid"].includes(a.id))
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
  return {
    page,
    preset,
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    findings,
  };
}

function report(rows: Row[], load: [number[], number[]]): string {
  const avg = (l: number[]) => l.map((x) => x.toFixed(1)).join(" / ");
  // The index a run stands for: what a CPU would score whose 4x slowdown is the slowdown this run was simulated with.
  const standsFor = (r: Row) => (r.preset === "mobile" ? (r.benchmarkIndex * MOBILE_SLOWDOWN) / r.slowdown : r.benchmarkIndex);
  const met = (r: Row) =>
    r.scores.performance >= (r.preset === "mobile" ? AIM.mobile : AIM.desktop) &&
    (r.preset !== "mobile" || r.tbtMs <= AIM.mobileTbtMs) &&
    r.scores.accessibility >= AIM.others &&
    r.scores["best-practices"] >= AIM.others &&
    r.scores.seo >= AIM.others;
  const lines = [
    "# Lighthouse",
    "",
    `Written by \`npm run lighthouse\` on ${new Date().toISOString()}: Lighthouse ${lighthouseVersion()} with ${chromiumVersion()}, headless,`,
    "against the production build served by the shop (embedded database, demo data) on loopback. Mobile is Lighthouse's default",
    "preset (simulated slow 4G and a 4x slower CPU), desktop its desktop preset. The shop pages are measured signed in as the demo",
    "shopper (session cookie sent with every request). Aim: performance >= 90 and TBT <= 300 ms on mobile, performance >= 98",
    "on desktop; accessibility, best practices and SEO >= 95.",
    "",
    `Each page and preset ran ${RUNS} time(s); a row is the run with the median performance score, and the range column`,
    "gives the lowest and highest score of the runs.",
    "",
    `Machine: ${os.cpus().length} CPU cores shared with other work; load average (1/5/15 min) ${avg(load[0])} at the start and ${avg(load[1])} at the end.`,
    "Lighthouse's mobile CPU throttling multiplies whatever the main thread takes, so on a loaded machine the CPU-bound numbers",
    "(TBT, and LCP through script time) and the performance score are far worse than on an idle one; the CPU index column shows",
    "what Lighthouse measured in a short benchmark before each page (an idle desktop scores about 1,500-2,500; it can miss contention",
    "during the page load itself). Accessibility, best practices, SEO, CLS and bytes do not depend on it.",
    ...(MAX_INDEX
      ? [
          "",
          `**Typical hour: only runs at a CPU index <= ${MAX_INDEX}** (LIGHTHOUSE_MAX_INDEX): the plain 4x mobile preset; ${discardedAboveIndex}`,
          "mobile run(s) measured a higher index and were discarded and run again.",
          ...notMeasured.map((n) => `Not measured: ${n}.`),
        ]
      : []),
    ...(TARGET_INDEX
      ? [
          "",
          `**Calibrated to a CPU index of ${TARGET_INDEX}** (LIGHTHOUSE_CPU_INDEX): each mobile run was simulated with a CPU slowdown of`,
          `4 x (the index measured in that run) / ${TARGET_INDEX} instead of 4, as Lighthouse's docs/throttling.md ("Calibrating the CPU`,
          "slowdown\") advises, so the row stands for a machine at that index on a 4x phone (\"Stands for\": measured index x 4 /",
          "slowdown). Only the page's own main thread is scaled: the server's response time is what this machine's load made it.",
        ]
      : []),
    "",
    "| Page | Preset | Performance | Range | Accessibility | Best practices | SEO | LCP s | TBT ms | CLS | Transferred KiB | CPU index | CPU slowdown | Stands for index | Aim met |",
    "|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.preset} | ${r.scores.performance} | ${r.performanceRange.join("-")} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} | ${Math.round(r.benchmarkIndex)} | ${r.slowdown.toFixed(1)}x | ${Math.round(standsFor(r))} | ${met(r) ? "yes" : "no"} |`,
    ),
    "",
    "## Audits below 90 per page",
    "",
    ...rows.map((r) => `- ${r.page} (${r.preset}): ${r.findings.length ? r.findings.join("; ") : "none"}`),
    "",
  ];
  return lines.join("\n");
}

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
}

function chromiumVersion(): string {
  const file = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  return `${path.basename(file)} ${readVersion(file)}`;
}

function readVersion(file: string): string {
  try {
    const out = execFileSync(file, ["--version"], { encoding: "utf8" });
    return out.trim().replace(/^Chromium\s*/, "");
  } catch {
    return "(version unknown)";
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
