// npm start, and the image's command: run the production build (graphql-api/dist) with plain `node` (no compiler in the process). In a
// checkout, the web app and the server are built first when their sources are newer than the build; the image ships
// both built, without their sources or compilers.
import { spawn } from "node:child_process";
import { buildWebIfStale, root } from "./web-build.mjs";
import { buildServerIfStale, serverEntry } from "./server-build.mjs";

try {
  buildWebIfStale();
  buildServerIfStale();
} catch (e) {
  console.error(`Cannot start the shop: ${e.message}`);
  process.exit(1);
}

// A larger young generation: rendering a page (web-page.ts) allocates megabytes that die at once; with V8's default the
// server spent about 15% of a listing page's CPU collecting them, with this about 11% (and a fifth less CPU a page).
// Source maps: a stack trace names the TypeScript line.
// Two malloc arenas (glibc): sharp's libvips threads each got their own, which kept what a photo's decode had freed; four
// phone uploads and their sizes left the image work holding 750 MB instead of 340 (docs/images.md). Set it to override.
const server = spawn(process.execPath, ["--max-semi-space-size=64", "--enable-source-maps", serverEntry], {
  cwd: root,
  stdio: "inherit",
  env: { MALLOC_ARENA_MAX: "2", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
