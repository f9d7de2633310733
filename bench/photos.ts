// Real product photos (issue 43): the bench makes phone-sized noisy JPEGs (3024x4032, ~3 MB), uploads them through the
// admin route, puts one on each product of the listing's first page, then measures how fast the served sizes are made,
// the server's peak memory, and what a phone (390 CSS px wide, DPR 3) downloads for that listing in a real browser
// (phone-browser.ts). bench/lighthouse.ts uploads the same photos for its photo rows.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { phoneLoad, type PhoneLoad } from "./phone-browser.js";

export interface PhotosResult {
  photos: number;
  photoPixels: string;
  averageUploadMb: number;
  uploadSeconds: number;
  uploadsPerSecond: number;
  /** The listing opened in Chromium as a 390 px wide phone at DPR 3 (signed-in shopper): first screen and whole page. */
  phone: PhoneLoad;
  /** Served sizes made on first request, 4 at a time, and the time each took. */
  derivedSizes: number;
  derivationSeconds: number;
  derivationsPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  errors: string[];
}

// The size the first-request derivation is timed on: a card's widest (web/src/components/shop/ProductCard.tsx
// CARD_MAX_WIDTH), in the format a phone's Chrome picks.
const DERIVED = "-w720.avif";

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

/**
 * `count` phone photos, kept in the system's temporary directory once made: making 24 takes minutes on a loaded
 * machine, and the bench and `npm run lighthouse` upload the same kind (each upload is cleaned and stored anew).
 */
export async function phonePhotos(count: number, width = 3024, height = 4032): Promise<Buffer[]> {
  const dir = path.join(os.tmpdir(), "shop-bench-phone-photos");
  fs.mkdirSync(dir, { recursive: true });
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `${width}x${height}-${i}.jpg`);
    if (!fs.existsSync(file)) {
      const made = path.join(dir, `.${process.pid}-${width}x${height}-${i}.jpg`);
      fs.writeFileSync(made, await phonePhoto(i, width, height));
      fs.renameSync(made, file); // whole or not at all, should two runs make it at once
    }
    photos.push(fs.readFileSync(file));
  }
  return photos;
}

function statusKb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) : null;
  } catch {
    return null;
  }
}

/**
 * One GraphQL request as the signed-in `token`; its first error thrown. A production server sheds load while the
 * uploads' sizes are made (503 with Retry-After): asked again after the wait it names, as a client should, a few times.
 */
export async function gql(baseUrl: string, token: string, query: string, variables: Record<string, unknown>) {
  const ask = () => fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  let res = await ask();
  for (let tries = 0; res.status === 503 && tries < 10; tries++) {
    await new Promise((r) => setTimeout(r, 1000 * (Number(res.headers.get("retry-after")) || 1)));
    res = await ask();
  }
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/** Uploads through the admin's route, four at once (an admin dropping a folder of photos); the URLs in order. */
export async function uploadPhotos(baseUrl: string, adminToken: string, photos: Buffer[]): Promise<{ urls: string[]; seconds: number; errors: string[] }> {
  const urls: string[] = [];
  const errors: string[] = [];
  const started = performance.now();
  await inBatches(photos.map((p, i) => ({ p, i })), 4, async ({ p, i }) => {
    const form = new FormData();
    form.append("my_file", new Blob([new Uint8Array(p)], { type: "image/jpeg" }), `IMG_${i}.jpg`);
    const res = await fetch(`${baseUrl}/api/admin/products/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${adminToken}` } });
    const body = (await res.json()) as { result?: { url: string }; message?: string };
    if (!res.ok || !body.result) errors.push(`upload ${i}: ${res.status} ${body.message ?? ""}`);
    else urls[i] = body.result.url;
  });
  return { urls, seconds: (performance.now() - started) / 1000, errors };
}

export interface ListedProduct {
  id: string;
  slug: string | null;
  cover: { url: string; width: number | null; height: number | null };
}

// The listing's first page as a shopper opens it (the storefront's default order, price low to high, 24 a page).
const LISTING = (count: number) => `query { products(page: 1, pageSize: ${count}, sortBy: priceLowToHigh) { items { id slug cover { url width height } } } }`;

/** One photo on each product of the listing's first page (as the admin's gallery editor saves it); the page after. */
export async function putOnListing(baseUrl: string, adminToken: string, urls: string[], count: number): Promise<ListedProduct[]> {
  const first = (await gql(baseUrl, adminToken, LISTING(count), {})).products.items as ListedProduct[];
  await inBatches(first.map((p, i) => ({ p, url: urls[i % urls.length] })), 4, async ({ p, url }) => {
    if (url) await setGallery(baseUrl, adminToken, p.id, [url]);
  });
  return (await gql(baseUrl, adminToken, LISTING(count), {})).products.items as ListedProduct[];
}

/** A product's gallery: these pictures in this order (at most 12), each with alt text. */
export async function setGallery(baseUrl: string, adminToken: string, productId: string, urls: string[]): Promise<void> {
  const images = urls.map((url, i) => ({ url, alt: `Bench photo ${i + 1}` }));
  await gql(baseUrl, adminToken, `mutation($id: ID!, $images: [ProductImageInput!]!) { setProductImages(productId: $id, images: $images) { id } }`, { id: productId, images });
}

export async function runPhotos(baseUrl: string, adminToken: string, shopperToken: string, pid: number | undefined, count: number, size: { width: number; height: number }, log: (m: string) => void): Promise<PhotosResult> {
  const errors: string[] = [];
  log(`  making ${count} noisy ${size.width}x${size.height} JPEGs…`);
  const photos = await phonePhotos(count, size.width, size.height);
  const rssBefore = (statusKb(pid, "VmRSS") ?? 0) / 1024;

  const upload = await uploadPhotos(baseUrl, adminToken, photos);
  errors.push(...upload.errors);
  const uploadSeconds = upload.seconds;
  const listed = await putOnListing(baseUrl, adminToken, upload.urls, count);
  const covers = listed.map((p) => p.cover);

  const sizeUrl = (url: string) => url.replace(/\.(jpg|png|webp|gif|avif)$/, DERIVED);

  // First requests: the server makes each size now (4 shoppers at once), then serves it from the shared store.
  const deriveStarted = performance.now();
  await inBatches(covers, 4, async (c) => {
    const res = await fetch(`${baseUrl}${sizeUrl(c.url)}`);
    if (res.status !== 200) errors.push(`${sizeUrl(c.url)}: ${res.status}`);
    await res.arrayBuffer();
  });
  const derivationSeconds = (performance.now() - deriveStarted) / 1000;
  const rssPeak = statusKb(pid, "VmHWM");

  log("  the listing in Chromium as a phone (390 px, DPR 3)…");
  const none = { images: 0, kb: 0, photos: 0, photoKb: 0, chosen: {} };
  const phone = await phoneLoad(`${baseUrl}/shop/listing`, shopperToken).catch((e: Error): PhoneLoad => {
    errors.push(`phone: ${e.message.split("\n")[0]}`);
    return { firstScreen: none, wholePage: none, preloadedImages: 0, firstImageHighPriority: false, imagesWithoutSize: 0, photosWithoutPlaceholder: 0 };
  });
  if (phone.wholePage.photos < covers.length) errors.push(`the phone loaded ${phone.wholePage.photos} of the listing's ${covers.length} photos`);
  return {
    photos: count,
    photoPixels: `${size.width}x${size.height}`,
    averageUploadMb: Math.round((photos.reduce((a, p) => a + p.length, 0) / photos.length / 2 ** 20) * 100) / 100,
    uploadSeconds: Math.round(uploadSeconds * 10) / 10,
    uploadsPerSecond: Math.round((count / uploadSeconds) * 100) / 100,
    phone,
    derivedSizes: covers.length,
    derivationSeconds: Math.round(derivationSeconds * 10) / 10,
    derivationsPerSecond: Math.round((covers.length / derivationSeconds) * 100) / 100,
    rssBeforeMb: Math.round(rssBefore),
    rssPeakMb: Math.round((rssPeak ?? 0) / 1024),
    errors,
  };
}
