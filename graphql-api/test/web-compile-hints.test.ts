// The real production build (web/dist, built by the test global setup when its sources changed): the chunks a page
// starts with ask V8 to compile them on a background thread while they download (web/build/compileHints.ts); the
// chunks loaded later are compiled lazily, as before.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { measureRoutes } from "../../bench/websize.js";
import { EAGER_COMPILE_HINT } from "../../web/build/compileHints.js";
import { WEB_DIST } from "../src/web-static.js";

const startsWithHint = (file: string) => fs.readFileSync(path.join(WEB_DIST, file), "utf8").startsWith(EAGER_COMPILE_HINT);

describe("compile hints in the storefront's build", () => {
  const routes = measureRoutes(WEB_DIST);
  const firstLoad = new Set(routes.flatMap((r) => r.files));

  it.each(routes.map((r) => [r.route, r.files] as const))("every chunk %s loads first starts with the eager-compile hint", (_route, files) => {
    expect(files.filter((f) => !startsWithHint(f))).toEqual([]);
  });

  it("chunks loaded later (dialogs, the admin's charts) do not", () => {
    const later = fs.readdirSync(path.join(WEB_DIST, "assets")).map((f) => `assets/${f}`).filter((f) => f.endsWith(".js") && !firstLoad.has(f));
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter(startsWithHint)).toEqual([]);
  });

  it("the compressed copies the server sends are of the hinted file", () => {
    // The largest (the entry chunk itself is too small to be sent compressed: it only starts the boot stages).
    const largest = [...firstLoad].sort((a, b) => fs.statSync(path.join(WEB_DIST, b)).size - fs.statSync(path.join(WEB_DIST, a)).size)[0]!;
    const entry = path.join(WEB_DIST, largest);
    expect(zlib.gunzipSync(fs.readFileSync(`${entry}.gz`)).toString("utf8").startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${entry}.br`)).toString("utf8").startsWith(EAGER_COMPILE_HINT)).toBe(true);
  });
});
