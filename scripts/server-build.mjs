// The server's production build: graphql-api/src compiled ahead by tsc (graphql-api/tsconfig.build.json) into
// graphql-api/dist/,
// so production runs plain `node` with no compiler in the process. Like web-build.mjs, it builds only when a source
// is newer than the last build, and never where there are no sources (the image ships the build alone).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const serverEntry = path.join(root, "graphql-api/dist/graphql-api/src/main.js");
const stamp = path.join(root, "graphql-api/dist/.server-built");
const SOURCES = ["graphql-api/src", "web/build/firstLoad.ts", "graphql-api/tsconfig.json", "graphql-api/tsconfig.build.json", "tsconfig.base.json"];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** True when the build is missing or older than a source; false where the sources are absent (a runtime tree). */
export function serverBuildIsStale() {
  const sources = SOURCES.map((p) => path.join(root, p)).filter((p) => fs.existsSync(p));
  if (!fs.existsSync(path.join(root, "graphql-api/src"))) return false;
  if (!fs.existsSync(stamp) || !fs.existsSync(serverEntry)) return true;
  return fs.statSync(stamp).mtimeMs < Math.max(...sources.map(newestMtime));
}

/** Compiles the server into graphql-api/dist/ when stale; `log` says so. Throws when the build fails. */
export function buildServerIfStale(log = console.log) {
  if (!serverBuildIsStale()) return false;
  log("Building the server…");
  const tsc = spawnSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", path.join(root, "graphql-api/tsconfig.build.json")], { cwd: root, stdio: "inherit" });
  if (tsc.status !== 0) throw new Error("the server does not build");
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
  return true;
}

if (process.argv[1] === import.meta.filename) {
  try {
    buildServerIfStale();
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
