// The shop's own web build (web/dist, built by the test global setup when stale) goes over the wire compressed:
// precompressed copies by Accept-Encoding, and API answers compressed on the fly above a small size.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, startTestServer, type TestServer } from "./support/harness.js";
import { WEB_DIST } from "../src/web-static.js";
import { entryChunks, readManifest } from "../../web/build/firstLoad.js";
import { COMPRESS_FROM_BYTES } from "../src/app.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent (fetch would decode them), with the request's own Accept-Encoding (none unless given). */
function rawRequest(p: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${t.url}${p}`, { method: body ? "POST" : "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The largest chunk every page loads before it starts (one of the entry's boot stages: React DOM's). */
function entryAsset(): { url: string; bytes: Buffer } {
  const manifest = readManifest(WEB_DIST);
  const files = [...entryChunks(manifest)].map((key) => manifest[key]!.file);
  const largest = files.map((file) => ({ file, bytes: fs.readFileSync(path.join(WEB_DIST, file)) })).sort((a, b) => b.bytes.length - a.bytes.length)[0]!;
  return { url: `/${largest.file}`, bytes: largest.bytes };
}

describe("built assets", () => {
  it("come brotli-encoded to a browser that accepts br, and decode to the built file", async () => {
    const { url, bytes } = entryAsset();
    const res = await rawRequest(url, { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.body.length).toBeLessThan(bytes.length / 2);
    expect(zlib.brotliDecompressSync(res.body).equals(bytes)).toBe(true);
  });

  it("come gzip-encoded to a client that accepts only gzip", async () => {
    const { url, bytes } = entryAsset();
    const res = await rawRequest(url, { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.body).equals(bytes)).toBe(true);
  });

  it("come as they are to a client that names no encoding", async () => {
    const { url, bytes } = entryAsset();
    const res = await rawRequest(url);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.equals(bytes)).toBe(true);
  });

  it("still leave the app's pages to the app, compressed", async () => {
    const res = await rawRequest("/auth/register", { accept: "text/html", "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toContain("Create new account");
  });
});

describe("API answers", () => {
  it("are compressed when large: a GraphQL page of products", async () => {
    for (let i = 0; i < 24; i++) await createProduct(t, { description: `A test product number ${i}, soft cotton, regular fit` });
    const query = "{ products(pageSize: 24) { total items { id title description priceCents image category brand } } }";
    const res = await rawRequest("/graphql", { "content-type": "application/json", "accept-encoding": "gzip" }, JSON.stringify({ query }));
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const answer = JSON.parse(zlib.gunzipSync(res.body).toString()) as { data: { products: { total: number } } };
    expect(answer.data.products.total).toBe(24);
  });

  it("are compressed when large: the REST listing keeps its legacy shape", async () => {
    const res = await rawRequest("/api/shop/products/get", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    const answer = JSON.parse(zlib.brotliDecompressSync(res.body).toString()) as { success: boolean; data: unknown[] };
    expect(answer.success).toBe(true);
    expect(answer.data.length).toBeGreaterThan(0);
  });

  it("stay raw when tiny", async () => {
    const res = await rawRequest("/api/auth/csrf-token", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect((JSON.parse(res.body.toString()) as { success: boolean }).success).toBe(true);
  });
});
