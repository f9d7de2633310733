// WEB_DIR: a shop that keeps its old front end serves that build at / on its own port, beside the APIs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/harness.js";

let t: TestServer;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "legacy-build-"));
beforeAll(async () => {
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Old client</title><script src=/assets/app-1a2b.js></script>");
  fs.writeFileSync(path.join(dir, "assets", "app-1a2b.js"), "console.log('old client')");
  fs.writeFileSync(path.join(dir, "favicon.ico"), "icon");
  t = await startTestServer({ WEB_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (p: string) => fetch(`${t.url}${p}`, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });

describe("WEB_DIR", () => {
  it("serves the other app's index.html at / and for its own client-side routes", async () => {
    for (const p of ["/", "/auth/login", "/shop/paypal-return?paymentId=PAY-1&PayerID=P1", "/admin/products"]) {
      const res = await page(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("content-type"), p).toMatch(/text\/html/);
      expect(await res.text(), p).toContain("<title>Old client</title>");
    }
  });

  it("serves its static files", async () => {
    const script = await fetch(`${t.url}/assets/app-1a2b.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe("console.log('old client')");
    expect(await (await fetch(`${t.url}/favicon.ico`)).text()).toBe("icon");
  });

  it("leaves the APIs and the shop's own files to the shop", async () => {
    const products = await page("/api/shop/products/get");
    expect(products.headers.get("content-type")).toMatch(/application\/json/);
    expect(((await products.json()) as { success: boolean }).success).toBe(true);
    const unknownApi = await page("/api/no/such/route");
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toMatchObject({ success: false });
    expect((await page("/uploads/missing.png")).status).toBe(404);
  });
});
