import path from "node:path";
import type { Plugin } from "vite";

/** The calls that take a chunk's loader first: `lazyModule(() => import("./Page"), ...)`. */
const LAZY_CALL = /\b(lazyModule|lazyWithApollo)\(\s*\(\)\s*=>\s*import\(\s*(["'])([^"']+)\2\s*\)/g;

/**
 * Gives each lazy module's loader the id of the module it imports, its path from the web root as the build's
 * manifest names it (`src/pages/shop/Listing.tsx`): the server's render records the ids it rendered, the server
 * preloads their chunks, and the browser loads them before it hydrates (src/ssr/lazyModule.ts). The same ids in the
 * browser's build, the server's and the dev server.
 */
export function lazyModuleIds(): Plugin {
  let root = ".";
  return {
    name: "lazy-module-ids",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.tsx?$/.test(file) || file.includes("node_modules") || !LAZY_CALL.test(code)) return null;
      LAZY_CALL.lastIndex = 0;
      const calls = [...code.matchAll(LAZY_CALL)];
      const ids = await Promise.all(
        calls.map(async (m) => {
          const resolved = await this.resolve(m[3]!, file);
          if (!resolved) this.error(`${file}: cannot resolve ${m[3]}`);
          return path.relative(root, resolved.id.split("?")[0]!).split(path.sep).join("/");
        }),
      );
      let i = 0;
      const out = code.replace(LAZY_CALL, (_call, fn: string, quote: string, spec: string) => {
        const moduleId = JSON.stringify(ids[i++]);
        return `${fn}(Object.assign(() => import(${quote}${spec}${quote}), { moduleId: ${moduleId} })`;
      });
      return { code: out, map: null };
    },
  };
}
