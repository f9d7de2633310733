import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startTestServer, createUser, type TestServer } from "../../support/harness.js";
import { detectImage } from "../../../src/modules/upload/image-type.js";

let t: TestServer;
const MAX = 64 * 1024;
beforeAll(async () => {
  t = await startTestServer({ UPLOAD_MAX_BYTES: String(MAX) });
});
afterAll(() => t?.close());

const sha256 = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");
// A real 1x1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const URL_PATH = "/api/admin/products/upload-image";
/** Uploaded images kept by the shop (in the database unless S3 is configured). */
const stored = () => t.db.prisma.image.count();

async function upload(token: string | null, body: Buffer | null, options: { field?: string; filename?: string; type?: string } = {}) {
  const form = new FormData();
  if (body) form.append(options.field ?? "my_file", new Blob([body], { type: options.type ?? "image/png" }), options.filename ?? "picture.png");
  form.append("upload_preset", "ignored");
  const res = await fetch(`${t.url}${URL_PATH}`, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

describe("POST /api/admin/products/upload-image", () => {
  it("refuses anonymous callers (401) and customers (403)", async () => {
    const anonymous = await upload(null, PNG);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const customer = await createUser(t);
    const refused = await upload(customer.token, PNG);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/admin/i);
  });

  it("stores an admin's PNG, cleaned, under the hash of the stored bytes, in the database, and serves it at the returned url", async () => {
    const admin = await createUser(t, { role: "admin" });
    const res = await upload(admin.token, PNG, { filename: "../../evil name.png" });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { url, secure_url } = res.body.result;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    expect(secure_url).toBe(`${t.config.publicUrl}${url}`);
    // Nothing on this process's disk: another replica could not read it there.
    expect(fs.existsSync(t.config.uploadDir)).toBe(false);

    const served = await fetch(`${t.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get("content-length")).toBe(String(bytes.length));
    expect(url).toBe(`/uploads/${sha256(bytes)}.png`);
    expect(await t.db.prisma.image.findUnique({ where: { sha256: sha256(bytes) }, select: { mime: true, size: true } })).toEqual({ mime: "image/png", size: bytes.length });
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
  });

  it("serves with an ETag and a year of immutable caching, and answers a revalidation with 304", async () => {
    const admin = await createUser(t, { role: "admin" });
    const { url } = (await upload(admin.token, PNG)).body.result;
    const hash = /([0-9a-f]{64})/.exec(url)![1];
    const served = await fetch(`${t.url}${url}`);
    expect(served.headers.get("etag")).toBe(`"${hash}"`);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await fetch(`${t.url}${url}`, { headers: { "if-none-match": `"${hash}"` } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const stale = await fetch(`${t.url}${url}`, { headers: { "if-none-match": '"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it("keeps the same picture once: uploading it again gives the same url", async () => {
    const admin = await createUser(t, { role: "admin" });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#3366aa" } }).jpeg().toBuffer();
    const first = await upload(admin.token, jpeg, { filename: "a.jpg", type: "image/jpeg" });
    const before = await stored();
    const second = await upload(admin.token, jpeg, { filename: "b.jpg", type: "image/jpeg" });
    expect(second.body.result.url).toBe(first.body.result.url);
    expect(await stored()).toBe(before);
  });

  it("answers 404 JSON for an image nobody uploaded and for names that are not image names", async () => {
    for (const path of [`/uploads/${"0".repeat(64)}.png`, "/uploads/%2e%2e%2fpackage.json", "/uploads/x.svg", "/uploads/"]) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toMatch(/^application\/json/);
    }
  });

  it("accepts the field name `file` and names the file by its content, not its name", async () => {
    const admin = await createUser(t, { role: "admin" });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#3366aa" } }).gif().toBuffer();
    const res = await upload(admin.token, gif, { field: "file", filename: "photo.png", type: "image/png" });
    expect(res.status).toBe(200);
    expect(res.body.result.url).toMatch(/\.gif$/);
  });

  it("refuses a text file renamed .png (400)", async () => {
    const admin = await createUser(t, { role: "admin" });
    const res = await upload(admin.token, Buffer.from("just some text, honestly"), { filename: "notes.png", type: "image/png" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Only PNG, JPEG, GIF, WebP or AVIF images can be uploaded." });
  });

  it("refuses SVG, which could carry scripts", async () => {
    const admin = await createUser(t, { role: "admin" });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(admin.token, svg, { filename: "x.svg", type: "image/svg+xml" });
    expect(res.status).toBe(400);
  });

  it("refuses a file over the size limit (413)", async () => {
    const admin = await createUser(t, { role: "admin" });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX + 1)]);
    const res = await upload(admin.token, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/i);
  });

  it("answers 400 when no file is sent or under an unexpected field", async () => {
    const admin = await createUser(t, { role: "admin" });
    const missing = await upload(admin.token, null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/choose an image/i);
    const wrongField = await upload(admin.token, PNG, { field: "image" });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({
      success: false,
      message: 'Bad upload: files are not accepted in the field "image". Send one image, in the multipart field my_file (or file).',
    });
    const notMultipart = await fetch(`${t.url}${URL_PATH}`, { method: "POST", headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" }, body: "{}" });
    expect(notMultipart.status).toBe(400);
  });

  it("answers 400 naming the field to use when more than one file is sent", async () => {
    const admin = await createUser(t, { role: "admin" });
    const before = await stored();
    for (const second of ["file", "my_file"]) {
      const form = new FormData();
      form.append("my_file", new Blob([PNG], { type: "image/png" }), "a.png");
      form.append(second, new Blob([PNG], { type: "image/png" }), "b.png");
      const res = await fetch(`${t.url}${URL_PATH}`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: "Bad upload: more than one file. Send one image, in the multipart field my_file (or file)." });
    }
    expect(await stored()).toBe(before);
  });

  it("refuses an upload another site sends with the admin's cookie, and takes one from the shop's own page", async () => {
    const admin = await createUser(t, { role: "admin" });
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append("my_file", new Blob([PNG]), "a.png");
      return fetch(`${t.url}${URL_PATH}`, { method: "POST", body: form, headers: { cookie: `token=${admin.token}`, ...headers } });
    };
    const before = await stored();
    const forged = await upload({ origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(forged.status).toBe(403);
    expect(await stored()).toBe(before);
    const own = await upload({ origin: t.url, "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { result: { url: string } }).result.url).toMatch(/^\/uploads\//);
  });
});

describe("detectImage", () => {
  it("recognises png, jpeg, gif and webp by their leading bytes only", () => {
    expect(detectImage(PNG)?.ext).toBe("png");
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.ext).toBe("jpg");
    expect(detectImage(Buffer.from("GIF87a......"))?.ext).toBe("gif");
    expect(detectImage(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]))?.ext).toBe("webp");
    expect(detectImage(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVEfmt ")]))).toBeNull();
    expect(detectImage(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(detectImage(Buffer.alloc(0))).toBeNull();
  });
});
