import fs from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";
import { routeChunks } from "./routeHints.ts";

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
  let root = ".";
  return {
    name: "eager-compile-first-load",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    // On the written files: Vite still rewrites the chunks that preload their imports after generateBundle. Before
    // precompress's closeBundle, so the compressed copies have it too.
    writeBundle(options, bundle) {
      for (const chunk of firstLoadChunks(bundle, root)) {
        const file = path.join(options.dir!, chunk.fileName);
        fs.writeFileSync(file, EAGER_COMPILE_HINT + fs.readFileSync(file, "utf8"));
      }
    },
  };
}

/** The bundle's chunks that some route loads before it renders, found as routeChunks finds them in the manifest. */
function firstLoadChunks(bundle: Rollup.OutputBundle, root: string): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === "chunk");
  // Keyed as Vite's manifest keys them: a chunk by its module's path from the root, a shared chunk by "_" + file name.
  const keyOf = new Map(chunks.map((c) => [c.fileName, c.facadeModuleId ? path.relative(root, c.facadeModuleId) : `_${c.fileName}`]));
  const manifest = Object.fromEntries(
    chunks.map((c) => [keyOf.get(c.fileName)!, { file: c.fileName, isEntry: c.isEntry, imports: c.imports.map((i) => keyOf.get(i)!) }]),
  );
  const { entry, routes } = routeChunks(manifest);
  const keys = new Set([...entry, ...Object.values(routes).flat()]);
  return chunks.filter((c) => keys.has(keyOf.get(c.fileName)!));
}
