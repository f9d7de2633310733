// npm start: build the web app when its sources are newer than the build, then run the API server,
// which serves the app at / on the same port.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestMtime(path.join(root, "web/src")),
  fs.statSync(path.join(root, "web/index.html")).mtimeMs,
  fs.statSync(path.join(root, "web/vite.config.ts")).mtimeMs,
);
if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sources) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ["--import", "tsx", path.join(root, "graphql-api/src/main.ts")],
  { cwd: root, stdio: "inherit", env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, "graphql-api/tsconfig.json") } },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
