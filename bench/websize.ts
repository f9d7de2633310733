// Storefront first-load JavaScript per route, gzip, from a production build's manifest: the entry chunk, and the
// lazy chunks of the route's layout and page, each with everything they import statically.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { spawnSync } from "node:child_process";
import { ROUTE_MODULES, readManifest, routeChunks } from "../web/build/firstLoad.js";

/** Route -> the source modules React Router loads before it renders (shared with the server's preload hints). */
export const ROUTES = ROUTE_MODULES;

export interface RouteSize {
  route: string;
  gzipKb: number;
  rawKb: number;
  chunks: number;
  /** The chunks, entry first. */
  files: string[];
}

export function buildAndMeasure(root: string, outDir: string): { routes: RouteSize[]; buildSeconds: number } {
  const started = Date.now();
  const build = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"], {
    cwd: path.join(root, "web"),
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`web build failed: ${build.stderr || build.stdout}`);
  return { routes: measureRoutes(outDir), buildSeconds: Math.round((Date.now() - started) / 100) / 10 };
}

/** Each route's first-load JavaScript in a finished build (its `.vite/manifest.json`). */
export function measureRoutes(outDir: string): RouteSize[] {
  const manifest = readManifest(outDir);
  const gz = new Map<string, [number, number]>();
  const size = (file: string) => {
    if (!gz.has(file)) {
      const bytes = fs.readFileSync(path.join(outDir, file));
      gz.set(file, [zlib.gzipSync(bytes, { level: 9 }).length, bytes.length]);
    }
    return gz.get(file)!;
  };
  const { entry, routes } = routeChunks(manifest);
  return Object.entries(routes).map(([route, keys]) => {
    const files = [...entry, ...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith(".js"));
    const [g, r] = files.map(size).reduce((a, b) => [a[0] + b[0], a[1] + b[1]], [0, 0]);
    return { route, gzipKb: Math.round(g / 102.4) / 10, rawKb: Math.round(r / 102.4) / 10, chunks: files.length, files };
  });
}
