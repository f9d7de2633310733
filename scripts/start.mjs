// npm start: build the web app when its sources are newer than the build, then run the API server,
// which serves the app at / on the same port.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildWebIfStale, root } from "./web-build.mjs";

try {
  buildWebIfStale();
} catch {
  process.exit(1);
}

// A larger young generation: rendering a page (web-page.ts) allocates megabytes that die at once; with V8's default the
// server spent about 15% of a listing page's CPU collecting them, with this about 11% (and a fifth less CPU a page).
const server = spawn(
  process.execPath,
  ["--max-semi-space-size=64", "--import", "tsx", path.join(root, "graphql-api/src/main.ts")],
  { cwd: root, stdio: "inherit", env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, "graphql-api/tsconfig.json") } },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
