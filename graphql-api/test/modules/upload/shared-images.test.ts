// Two replicas, two disks, one shop: an image uploaded through one is served by the other, whether the bytes live in
// the database (the default) or in an S3 bucket (S3_BUCKET; here the s3rver emulator from npm).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { startS3 } from "../../support/s3.js";
import sharp from "sharp";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const uniquePng = () => Buffer.concat([PNG, crypto.randomBytes(16)]);
const sha256 = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");
/** A real picture of its own (uploads are decoded): 2x2 of a random colour. */
const uniqueImage = () => sharp({ create: { width: 2, height: 2, channels: 3, background: `#${crypto.randomBytes(3).toString("hex")}` } }).png().toBuffer();
/** What an upload's URL names: the sha256 of the cleaned bytes the store keeps. */
const hashOf = (url: string) => /([0-9a-f]{64})/.exec(url)![1]!;

async function upload(server: TestServer, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append("my_file", new Blob([bytes], { type: "image/png" }), "p.png");
  const res = await fetch(`${server.url}/api/admin/products/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { url: string } }).result.url;
}
const download = async (server: TestServer, url: string) => {
  const res = await fetch(`${server.url}${url}`);
  return { status: res.status, type: res.headers.get("content-type"), etag: res.headers.get("etag"), bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("in the database (default)", () => {
  let a: TestServer;
  let b: TestServer;
  // A file uploaded before the shared store: on replica A's disk only, under a random name a product points at.
  const legacyName = `${crypto.randomUUID()}.png`;
  const legacyBytes = uniquePng();
  const legacyDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-legacy-"));
  beforeAll(async () => {
    fs.mkdirSync(path.join(legacyDir, "uploads"));
    fs.writeFileSync(path.join(legacyDir, "uploads", legacyName), legacyBytes);
    fs.writeFileSync(path.join(legacyDir, "uploads", "notes.txt"), "not an upload");
    a = await startTestServer({ DATA_DIR: legacyDir });
    b = await startTestServer({}, { db: a.db });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    fs.rmSync(legacyDir, { recursive: true, force: true });
  });

  it("an image uploaded on A is served by B, byte for byte", async () => {
    const admin = await createUser(a, { role: "admin" });
    const url = await upload(a, admin.token, await uniqueImage());
    const kept = Buffer.from((await a.db.prisma.image.findUnique({ where: { sha256: hashOf(url) } }))!.data);
    expect(sha256(kept)).toBe(hashOf(url));
    expect(await download(b, url)).toEqual({ status: 200, type: "image/png", etag: `"${hashOf(url)}"`, bytes: kept });
  });

  it("an image from A's disk, uploaded before the shared store, keeps its URL and is served by B too", async () => {
    expect(await download(b, `/uploads/${legacyName}`)).toEqual({ status: 200, type: "image/png", etag: `"${sha256(legacyBytes)}"`, bytes: legacyBytes });
    expect(await a.db.prisma.imageAlias.findUnique({ where: { name: legacyName }, select: { sha256: true } })).toEqual({ sha256: sha256(legacyBytes) });
    // Started again (a restart, or another replica with the same disk), nothing is copied twice.
    const again = await startTestServer({ DATA_DIR: legacyDir }, { db: a.db });
    await again.close();
    expect(await a.db.prisma.imageAlias.count({ where: { name: legacyName } })).toBe(1);
  });
});

describe("in an S3 bucket (S3_BUCKET)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    s3 = await startS3();
    a = await startTestServer(s3.env);
    b = await startTestServer(s3.env, { db: a.db });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it("stores the bytes in the bucket under their hash (not in the database) and B serves them with the same caching", async () => {
    const admin = await createUser(a, { role: "admin" });
    const url = await upload(a, admin.token, await uniqueImage());
    expect(await a.db.prisma.image.count()).toBe(0);

    const client = new S3Client({ region: "us-east-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${hashOf(url)}` }));
    expect(object.ContentType).toBe("image/png");
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    expect(sha256(bytes)).toBe(hashOf(url));
    client.destroy();
    // A served size made on B from the bucket's master is kept in the bucket too.
    expect((await download(b, url.replace(/\.png$/, "-w160.webp"))).type).toBe("image/webp");
    expect((await a.db.prisma.image.count())).toBe(0);

    expect(await download(b, url)).toEqual({ status: 200, type: "image/png", etag: `"${sha256(bytes)}"`, bytes });
    const revalidated = await fetch(`${b.url}${url}`, { headers: { "if-none-match": `"${sha256(bytes)}"` } });
    expect(revalidated.status).toBe(304);
    expect((await download(b, `/uploads/${"f".repeat(64)}.png`)).status).toBe(404);
  });

  it("a bucket that cannot be reached is a 500 for that upload (logged), not a hang or a stack trace", async () => {
    const gone = await startTestServer({ ...s3.env, S3_ENDPOINT: "http://127.0.0.1:1" }, { db: a.db });
    try {
      const admin = await createUser(gone, { role: "admin" });
      const form = new FormData();
      form.append("my_file", new Blob([new Uint8Array(await uniqueImage())], { type: "image/png" }), "p.png");
      const res = await fetch(`${gone.url}/api/admin/products/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, message: "Something went wrong on our side. Please try again." });
    } finally {
      await gone.close();
    }
  });
});
