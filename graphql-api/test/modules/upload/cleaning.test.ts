// Real photos through the upload route: what is stored and served is the cleaned picture (upright, sRGB, no
// metadata), with its size recorded; non-images and decompression bombs are refused with 400, big bodies with 413.
import crypto from "node:crypto";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, createUser, type TestServer } from "../../support/harness.js";
import { Limiter } from "../../../src/modules/upload/image-processing.js";

let t: TestServer;
let admin: { token: string };
const MAX = 256 * 1024;
beforeAll(async () => {
  t = await startTestServer({ UPLOAD_MAX_BYTES: String(MAX) });
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

async function upload(body: Buffer, filename = "photo.jpg") {
  const form = new FormData();
  form.append("my_file", new Blob([new Uint8Array(body)]), filename);
  const res = await fetch(`${t.url}/api/admin/products/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin.token}` } });
  return { status: res.status, body: (await res.json()) as any };
}
const fetchBytes = async (url: string) => Buffer.from(await (await fetch(`${t.url}${url}`)).arrayBuffer());

/** A 40x20 phone-like JPEG: turned on its side (EXIF orientation 6), with the camera, its serial number and a GPS position. */
function phonePhoto() {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15", ImageDescription: "at home" },
      IFD2: { BodySerialNumber: "ABC123" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 40/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header claims 20000x20000 pixels (400 MP) in a few dozen bytes. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = zlib.deflateSync(Buffer.alloc(20001 * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

describe("uploads are cleaned", () => {
  it("a phone photo comes back upright, without its GPS position, camera or serial number, and its size is recorded", async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from("ABC123"))).toBe(true); // the test photo does carry them

    const res = await upload(photo);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.result).sort()).toEqual(["secure_url", "url"]);
    const served = await fetchBytes(res.body.result.url);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 20, 40]); // turned by its orientation
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of ["ABC123", "iPhone", "Apple", "at home"]) expect(served.includes(Buffer.from(secret)), secret).toBe(false);

    const sha256 = /\/uploads\/([0-9a-f]{64})\.jpg$/.exec(res.body.result.url)![1]!;
    const info = await t.db.prisma.imageInfo.findUnique({ where: { sha256 } });
    expect(info).toMatchObject({ width: 20, height: 40 });
    expect(info!.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("keeps PNG, WebP and AVIF as what they are", async () => {
    const base = () => sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } });
    for (const [format, bytes] of [["png", await base().png().toBuffer()], ["webp", await base().webp().toBuffer()], ["avif", await base().avif().toBuffer()]] as const) {
      const res = await upload(bytes, `x.${format}`);
      expect(res.status, format).toBe(200);
      expect(res.body.result.url, format).toMatch(new RegExp(`\\.${format}$`));
    }
  });

  it("refuses a file that is not an image, and a decompression bomb, with 400 and a clear message", async () => {
    const before = await t.db.prisma.image.count();
    const text = await upload(Buffer.from("just some text, honestly"), "notes.jpg");
    expect(text).toEqual({ status: 400, body: { success: false, message: "Only PNG, JPEG, GIF, WebP or AVIF images can be uploaded." } });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), "x.svg");
    expect(svg.status).toBe(400);
    const bomb = await upload(pngBomb(), "bomb.png");
    expect(bomb.status).toBe(400);
    expect(bomb.body.message).toMatch(/too many pixels: at most 50 megapixels/);
    expect(await t.db.prisma.image.count()).toBe(before);
  });

  it("refuses a body over the upload limit with 413", async () => {
    const noisy = await sharp(crypto.randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX);
    const res = await upload(noisy, "big.png");
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/i);
  });
});

describe("served sizes", () => {
  it("serves an upload at an asked width and format, made once, kept in the shared store, cached for a year", async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#228844" } }).jpeg().toBuffer();
    const { url } = (await upload(photo)).body.result;
    const sized = url.replace(/\.jpg$/, "-w320.webp");
    const res = await fetch(`${t.url}${sized}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag")!;
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    // Kept where every replica reads: the database store here, under the size's own name.
    expect(await t.db.prisma.image.count({ where: { sha256: sized.slice("/uploads/".length) } })).toBe(1);
    expect((await fetch(`${t.url}${sized}`, { headers: { "if-none-match": etag } })).status).toBe(304);
    // Never enlarged: a 1920 of an 800 px picture is 800 wide; AVIF for browsers that take it.
    const avif = Buffer.from(await (await fetch(`${t.url}${url.replace(/\.jpg$/, "-w1920.avif")}`)).arrayBuffer());
    expect(await sharp(avif).metadata()).toMatchObject({ format: "heif", width: 800 });
    // 720, what a phone's full-width picture takes, added after photos were stored: made for them on its first request.
    const phone = await fetch(`${t.url}${url.replace(/\.jpg$/, "-w720.avif")}`);
    expect([phone.status, phone.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);
    const phoneMeta = await sharp(Buffer.from(await phone.arrayBuffer())).metadata();
    expect([phoneMeta.width, phoneMeta.height, phoneMeta.exif]).toEqual([720, 540, undefined]);
  });

  it("answers 404 for a width not served, a format not made, or an image nobody uploaded", async () => {
    const photo = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#123456" } }).png().toBuffer();
    const { url } = (await upload(photo, "a.png")).body.result;
    for (const name of [url.replace(/\.png$/, "-w100.webp"), url.replace(/\.png$/, "-w320.tiff"), `/uploads/${"0".repeat(64)}-w320.webp`]) {
      expect((await fetch(`${t.url}${name}`)).status, name).toBe(404);
    }
  });
});

describe("Limiter", () => {
  it("runs at most its limit of tasks at once, the others in turn", async () => {
    const limiter = new Limiter(2);
    let active = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const runs = Array.from({ length: 5 }, () =>
      limiter.run(async () => {
        peak = Math.max(peak, ++active);
        await new Promise<void>((resolve) => gates.push(resolve));
        active--;
      }),
    );
    const tick = () => new Promise((r) => setImmediate(r));
    for (let opened = 0; opened < 5; opened++) {
      await tick();
      expect(active).toBeLessThanOrEqual(2);
      gates.shift()!();
    }
    await Promise.all(runs);
    expect(peak).toBe(2);
  });
});
