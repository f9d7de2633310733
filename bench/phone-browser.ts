// What a phone really downloads for a page's pictures: Debian's Chromium (the e2e tests' browser and launch arguments,
// playwright.config.ts; nothing is downloaded) emulating a 390 CSS px wide phone at DPR 3, the image responses'
// transferred bytes counted from the DevTools protocol's Network events (headers included, as Lighthouse counts them).
// Twice: once the page has loaded and the network is idle without scrolling (the first screen, with whatever Chrome's
// lazy loading fetches ahead), then after scrolling to the page's end so every lazy picture has loaded too.
import { chromium, type Page } from "@playwright/test";
import config from "../playwright.config.js";

export const PHONE = { width: 390, height: 844, dpr: 3 };

export interface ImageBytes {
  /** Image responses and their transferred bytes. */
  images: number;
  kb: number;
  /** The uploaded photos among them (/uploads/…), and what they weighed. */
  photos: number;
  photoKb: number;
  /** Which served sizes the browser chose, e.g. { "avif 960w": 4 }. */
  chosen: Record<string, number>;
}

export interface PhoneLoad {
  firstScreen: ImageBytes;
  wholePage: ImageBytes;
  /** `<link rel="preload" as="image">` in the server's HTML, and whether the first card's <img> asks fetchpriority=high. */
  preloadedImages: number;
  firstImageHighPriority: boolean;
  /** Pictures on the page without a reserved box (no width/height attributes): each may shift the layout. */
  imagesWithoutSize: number;
  /** Photos painted without a placeholder colour behind them until they load. */
  photosWithoutPlaceholder: number;
}

// Run in the page. The bench is compiled without the DOM's types, hence `any`; functions, not strings, which the
// shop's Content-Security-Policy (no 'unsafe-eval') would refuse.
const IMAGE_FACTS = () => {
  const imgs: any[] = [...(globalThis as any).document.querySelectorAll("img")];
  const photos = imgs.filter((i) => (i.currentSrc || i.src).includes("/uploads/"));
  return {
    // The server's head stays in the document (the app only rewrites its own data-head tags).
    preloadedImages: (globalThis as any).document.querySelectorAll('link[rel="preload"][as="image"]').length as number,
    firstImageHighPriority: photos[0]?.getAttribute("fetchpriority") === "high",
    imagesWithoutSize: imgs.filter((i) => !i.getAttribute("width") || !i.getAttribute("height")).length,
    photosWithoutPlaceholder: photos.filter((i) => !i.style.backgroundColor).length,
  };
};
const SCROLL_A_SCREEN = async () => {
  const w = globalThis as any;
  w.scrollBy(0, w.innerHeight);
  await new Promise((r) => w.requestAnimationFrame(() => w.requestAnimationFrame(r)));
  return w.scrollY + w.innerHeight >= w.document.documentElement.scrollHeight - 1;
};
const IMAGES_COMPLETE = (lazyToo: boolean) => [...(globalThis as any).document.images].every((i: any) => i.complete || (!lazyToo && i.loading === "lazy"));

interface Response {
  url: string;
  bytes: number;
  done: boolean;
}

/** Loads `url` as a phone with the session cookie `token` (if any) and counts the image bytes it transferred. */
export async function phoneLoad(url: string, token?: string): Promise<PhoneLoad> {
  const launch = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, executablePath: launch.executablePath ?? "/usr/bin/chromium" });
  try {
    const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.dpr, isMobile: true, hasTouch: true });
    if (token) await context.addCookies([{ name: "token", value: token, url: new URL(url).origin }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const images = new Map<string, Response>();
    await cdp.send("Network.enable");
    // Nothing from the disk cache: a phone opening the shop for the first time.
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    cdp.on("Network.requestWillBeSent", (e) => {
      if (e.type === "Image") images.set(e.requestId, { url: e.request.url, bytes: 0, done: false });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const r = images.get(e.requestId);
      if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true });
    });
    cdp.on("Network.loadingFailed", (e) => {
      const r = images.get(e.requestId);
      if (r) r.done = true;
    });
    // Upper bound only: a loaded shared machine can take a minute to serve and hydrate the page.
    await page.goto(url, { waitUntil: "networkidle", timeout: 180_000 });
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} led to ${page.url()} (not signed in?)`);
    await allImagesArrived(page, images, false);
    const firstScreen = tally(images);
    await scrollToEnd(page);
    await allImagesArrived(page, images, true);
    const wholePage = tally(images);
    const facts = await page.evaluate(IMAGE_FACTS);
    return { firstScreen, wholePage, ...facts };
  } finally {
    await browser.close();
  }
}

function tally(images: Map<string, Response>): ImageBytes {
  const all = [...images.values()];
  const photos = all.filter((r) => new URL(r.url).pathname.startsWith("/uploads/"));
  const chosen: Record<string, number> = {};
  for (const p of photos) {
    const m = /-w(\d+)\.(\w+)$/.exec(new URL(p.url).pathname);
    const key = m ? `${m[2]} ${m[1]}w` : "master";
    chosen[key] = (chosen[key] ?? 0) + 1;
  }
  const kb = (rs: Response[]) => Math.round(rs.reduce((a, r) => a + r.bytes, 0) / 1024);
  return { images: all.length, kb: kb(all), photos: photos.length, photoKb: kb(photos), chosen };
}

/** Scrolls a screen at a time to the end, each step painted, so every lazy picture on the way comes near the viewport. */
async function scrollToEnd(page: Page) {
  for (let step = 0; step < 200; step++) {
    const atEnd = await page.evaluate(SCROLL_A_SCREEN);
    if (atEnd) return;
  }
}

/**
 * Until every picture the page asked for has arrived (or failed) and no <img> still waits for its bytes; lazy ones
 * not yet near the viewport count as waiting only once the page has been scrolled through (`lazyToo`).
 */
async function allImagesArrived(page: Page, images: Map<string, Response>, lazyToo: boolean) {
  await page.waitForFunction(IMAGES_COMPLETE, lazyToo, { timeout: 120_000 });
  const deadline = Date.now() + 120_000;
  while ([...images.values()].some((r) => !r.done)) {
    if (Date.now() > deadline) throw new Error("image responses still loading after 120 s");
    await new Promise((r) => setTimeout(r, 50));
  }
}
