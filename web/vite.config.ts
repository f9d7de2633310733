import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./build/precompress.ts";
import { chakraGlobalCss } from "./build/chakraGlobalCss.ts";
import { eagerCompileFirstLoad } from "./build/compileHints.ts";
import { lazyModuleIds } from "./build/lazyModuleIds.ts";
import { chakraMemo } from "./build/chakraMemo.ts";
import { emotionInPlace } from "./build/emotionInPlace.ts";
import { preloadsInTurn } from "./build/preloadsInTurn.ts";
import { chakraSystemInTasks } from "./build/chakraSystemInTasks.ts";
import { reactDomMarkers } from "./build/reactDomMarkers.ts";
import { appStartInput, bootStageGroups } from "./build/bootStages.ts";

const api = "http://localhost:5000";

/**
 * Replaces each `graphql(`...`)` call with its generated document (what the client preset's babel plugin does).
 * Without it, gql/gql.ts's map of every document of the app lands in whichever chunk first calls graphql(): the entry.
 * Build only: in dev and tests graphql() looks the documents up at run time, with the same result.
 */
function inlineGraphqlDocuments(): Plugin {
  const generated = path.resolve(import.meta.dirname, "src/gql/graphql.ts");
  let documents: Map<string, string> | undefined;
  const load = () =>
    new Map(
      [...fs.readFileSync(generated, "utf8").matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map(
        (m) => [m[1]!, m[2]!],
      ),
    );
  return {
    name: "inline-graphql-documents",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.tsx?$/.test(file) || file.includes(`${path.sep}gql${path.sep}`) || !code.includes("graphql(`")) return null;
      documents ??= load();
      let changed = false;
      const out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, source: string) => {
        const head = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/.exec(source.replace(/^\s*#.*$/gm, ""));
        if (!head) return call;
        const name = head[1] === "fragment" ? `${head[2]}FragmentDoc` : `${head[2]}Document`;
        const document = documents!.get(name);
        if (!document) this.error(`${file}: no generated ${name}; run npm run codegen`);
        changed = true;
        return `(${document})`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/** The server's render (src/entry-server.tsx), built by `vite build --ssr` beside the browser's build, never served. */
export const SSR_OUT_DIR = "dist-ssr";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    inlineGraphqlDocuments(),
    lazyModuleIds(),
    react(),
    chakraGlobalCss(),
    chakraMemo(),
    emotionInPlace(),
    chakraSystemInTasks(),
    ...(isSsrBuild ? [] : [reactDomMarkers(), preloadsInTurn(), eagerCompileFirstLoad(), precompress()]),
  ],
  server: {
    port: 5173,
    proxy: {
      "/graphql": api,
      "/api": api,
      "/uploads": api,
      "/images": api,
      "/paypal-sandbox": api,
    },
  },
  // The server's render bundles the app and Chakra (whose code the build edits, build/chakraGlobalCss.ts); React,
  // Apollo Client and the other packages are imported from node_modules when the server loads it.
  ssr: { noExternal: true, external: ["react", "react-dom"] },
  // The manifest maps each route's modules to their chunks: the server preloads a page's chunks from it, and
  // bench/websize.ts and the size budget test read it.
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        outDir: "dist",
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          input: appStartInput(import.meta.dirname),
          output: {
            // One chunk per boot stage (React, Chakra's system, the router, the app: build/bootStages.ts), each with
            // everything its stage imports statically. By default Rolldown splits each module a lazy page also imports
            // into a chunk of its own: a dozen small files every page loads first, each compressed alone (about 5 kB
            // of gzip more, and a request each).
            codeSplitting: { groups: bootStageGroups() },
          },
        },
      },
}));
