import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { firstLoadKeys, readManifest } from "./firstLoad.ts";

/**
 * V8's explicit compile hint: a file that starts with it is compiled whole, on a background thread while it downloads,
 * instead of each function on the main thread the first time it is called.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks a page runs while it starts (the entry's, and each route's first-load chunks: the ones the server
 * preloads, web/build/routeHints.ts) begin with EAGER_COMPILE_HINT. Most of their functions run before the page can
 * answer a tap, so compiling them lazily put that work in the main thread's longest tasks (on a phone, the entry
 * chunk's evaluation). Chunks loaded later (a dialog, the admin's charts) stay lazily compiled: eager compilation of
 * code that may never run costs memory and CPU.
 */
export function eagerCompileFirstLoad(): Plugin {
  return {
    name: "eager-compile-first-load",
    apply: "build",
    // On the written files, by the build's manifest (as the route hints are): Vite still rewrites the chunks that
    // preload their imports after generateBundle. Before precompress's closeBundle, so the compressed copies have it too.
    writeBundle(options) {
      const manifest = readManifest(options.dir!);
      for (const key of firstLoadKeys(manifest)) {
        const file = path.join(options.dir!, manifest[key]!.file);
        fs.writeFileSync(file, EAGER_COMPILE_HINT + fs.readFileSync(file, "utf8"));
      }
    },
  };
}
