// Real product photos (issue 43): the bench makes phone-sized noisy JPEGs (3024x4032, ~3 MB), uploads them through the
// admin route, puts one on each product of the listing's first page, then measures what a phone (390 CSS px wide,
// DPR 3) downloads for that listing's pictures, how fast the served sizes are made, and the server's peak memory.
import fs from "node:fs";
import sharp from "sharp";

export interface PhotosResult {
  photos: number;
  photoPixels: string;
  averageUploadMb: number;
  uploadSeconds: number;
  uploadsPerSecond: number;
  /** What the listing's phone loads: the card pictures its viewport and lazy-loading margin reach (see PHONE). */
  phoneCardsLoaded: number;
  phoneWidthAsked: number;
  phoneImageKb: number;
  phoneListingKb: number;
  /** The whole page's pictures at the phone's width, had every card been fetched (no lazy loading). */
  allCardsKb: number;
  /** Served sizes made on first request, 4 at a time, and the time each took. */
  derivedSizes: number;
  derivationSeconds: number;
  derivationsPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  errors: string[];
}

// A 390 px wide phone at DPR 3, 844 px tall: one card per row (~560 px tall: the square picture and its text); Chrome
// fetches lazy images within 1250 px of the viewport on a fast connection, so the cards starting above 844 + 1250 px.
const PHONE = { width: 390, dpr: 3, viewport: 844, lazyMargin: 1250, cardHeight: 560, headerHeight: 120 };
// The card's srcset stops at 960 (web/src/components/shop/ProductCard.tsx CARD_MAX_WIDTH).
const CARD_WIDTHS = [160, 320, 480, 640, 960];

/** A phone-like photo: smooth colour areas with sensor-like noise, as a JPEG of about 3 MB. */
export async function phonePhoto(seed: number, width = 3024, height = 4032): Promise<Buffer> {
  const base = await sharp({ create: { width: 48, height: 64, channels: 3, background: "#000", noise: { type: "gaussian", mean: 90 + (seed % 80), sigma: 60 } } })
    .png()
    .toBuffer();
  const smooth = await sharp(base).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
  const noise = await sharp({ create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 9 } } }).raw().toBuffer();
  for (let i = 0; i < smooth.length; i++) smooth[i] = Math.max(0, Math.min(255, smooth[i]! + noise[i]! - 128));
  return sharp(smooth, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).withExif({ IFD0: { Make: "Apple", Model: "iPhone 15" } }).toBuffer();
}

function statusKb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) : null;
  } catch {
    return null;
  }
}

async function gql(baseUrl: string, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

export async function runPhotos(baseUrl: string, adminToken: string, pid: number | undefined, count: number, size: { width: number; height: number }, log: (m: string) => void): Promise<PhotosResult> {
  const errors: string[] = [];
  log(`  making ${count} noisy ${size.width}x${size.height} JPEGs…`);
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) photos.push(await phonePhoto(i, size.width, size.height));
  const rssBefore = (statusKb(pid, "VmRSS") ?? 0) / 1024;

  // Uploads, four at once (an admin dropping a folder of photos).
  const urls: string[] = [];
  const uploadStarted = performance.now();
  await inBatches(photos.map((p, i) => ({ p, i })), 4, async ({ p, i }) => {
    const form = new FormData();
    form.append("my_file", new Blob([new Uint8Array(p)], { type: "image/jpeg" }), `IMG_${i}.jpg`);
    const res = await fetch(`${baseUrl}/api/admin/products/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${adminToken}` } });
    const body = (await res.json()) as { result?: { url: string }; message?: string };
    if (!res.ok || !body.result) errors.push(`upload ${i}: ${res.status} ${body.message ?? ""}`);
    else urls[i] = body.result.url;
  });
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;

  // One photo on each product of the listing's first page.
  const listing = `query { products(page: 1, pageSize: ${count}) { items { id cover { url width height } } } }`;
  const first = (await gql(baseUrl, adminToken, listing, {})).products.items as { id: string }[];
  await inBatches(first.map((p, i) => ({ p, url: urls[i % urls.length] })), 4, async ({ p, url }) => {
    if (!url) return;
    await gql(baseUrl, adminToken, `mutation($id: ID!, $images: [ProductImageInput!]!) { setProductImages(productId: $id, images: $images) { id } }`, { id: p.id, images: [{ url, alt: "Bench photo" }] });
  });
  const covers = ((await gql(baseUrl, adminToken, listing, {})).products.items as { cover: { url: string; width: number | null } }[]).map((p) => p.cover);

  // The width the browser picks for sizes=100vw at DPR 3: the narrowest candidate at least 1170 px wide, else the widest.
  const asked = CARD_WIDTHS.find((w) => w >= PHONE.width * PHONE.dpr) ?? CARD_WIDTHS.at(-1)!;
  const sizeUrl = (url: string) => url.replace(/\.(jpg|png|webp|gif|avif)$/, `-w${asked}.avif`);

  // First requests: the server makes each size now (4 shoppers at once), then serves it from the shared store.
  const bytes: number[] = [];
  const deriveStarted = performance.now();
  await inBatches(covers.map((c, i) => ({ c, i })), 4, async ({ c, i }) => {
    const res = await fetch(`${baseUrl}${sizeUrl(c.url)}`);
    if (res.status !== 200) errors.push(`${sizeUrl(c.url)}: ${res.status}`);
    bytes[i] = (await res.arrayBuffer()).byteLength;
  });
  const derivationSeconds = (performance.now() - deriveStarted) / 1000;
  const cardsLoaded = Math.min(covers.length, Math.ceil((PHONE.viewport + PHONE.lazyMargin - PHONE.headerHeight) / PHONE.cardHeight));
  const kb = (n: number) => Math.round(n / 1024);
  const phoneBytes = bytes.slice(0, cardsLoaded).reduce((a, b) => a + b, 0);
  return {
    photos: count,
    photoPixels: `${size.width}x${size.height}`,
    averageUploadMb: Math.round((photos.reduce((a, p) => a + p.length, 0) / photos.length / 2 ** 20) * 100) / 100,
    uploadSeconds: Math.round(uploadSeconds * 10) / 10,
    uploadsPerSecond: Math.round((count / uploadSeconds) * 100) / 100,
    phoneCardsLoaded: cardsLoaded,
    phoneWidthAsked: asked,
    phoneImageKb: kb(phoneBytes / Math.max(1, cardsLoaded)),
    phoneListingKb: kb(phoneBytes),
    allCardsKb: kb(bytes.reduce((a, b) => a + b, 0)),
    derivedSizes: covers.length,
    derivationSeconds: Math.round(derivationSeconds * 10) / 10,
    derivationsPerSecond: Math.round((covers.length / derivationSeconds) * 100) / 100,
    rssBeforeMb: Math.round(rssBefore),
    rssPeakMb: Math.round((statusKb(pid, "VmHWM") ?? 0) / 1024),
    errors,
  };
}
