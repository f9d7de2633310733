// One rule for every caller that needs web/dist (npm start, the vitest api project, e2e, npm run lighthouse): build
// the web app only when a source is newer than the build, so one run of `npm test` builds it at most once.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const webDist = path.join(root, "web/dist");
/** The server's render of the pages, built beside it (web/package.json build). */
export const webSsrEntry = path.join(root, "web/dist-ssr/entry-server.js");

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** True when web/dist or the server's render is missing or older than a source, the HTML shell or the build config. */
export function webBuildIsStale() {
  const built = path.join(webDist, ".vite/manifest.json");
  if (!fs.existsSync(built) || !fs.existsSync(path.join(webDist, "index.html")) || !fs.existsSync(webSsrEntry)) return true;
  const sources = Math.max(
    ...["web/src", "web/public", "web/index.html", "web/vite.config.ts", "web/build"]
      .map((p) => path.join(root, p))
      .filter((p) => fs.existsSync(p))
      .map(newestMtime),
  );
  return Math.min(fs.statSync(built).mtimeMs, fs.statSync(webSsrEntry).mtimeMs) < sources;
}

/** Builds web/dist when stale; `log` says so. Throws when the build fails. */
export function buildWebIfStale(log = console.log) {
  if (!webBuildIsStale()) return false;
  log("Building the web app…");
  // A production build whoever asks: under vitest NODE_ENV is "test", which would bundle React's development build.
  const env = { ...process.env, NODE_ENV: "production" };
  const build = spawnSync("npm", ["run", "build", "-w", "web", "--", "--logLevel", "warn"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) throw new Error("the web app does not build");
  return true;
}
