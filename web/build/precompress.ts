import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at the strongest levels: they are
 * compressed once here instead of on every request (graphql-api/src/web-static.ts picks one by Accept-Encoding).
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = listFiles(outDir).filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= MIN_BYTES);
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.promises.readFile(file);
          const brotli = zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          });
          await fs.promises.writeFile(`${file}.br`, brotli);
          await fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        }),
      );
    },
  };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && !e.parentPath.includes(".vite")) // the manifest is for build tools, never served
    .map((e) => path.join(e.parentPath, e.name));
}
