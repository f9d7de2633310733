import path from "node:path";
import { serializeStyles } from "@emotion/serialize";
import type { SystemContext } from "@chakra-ui/react";
import { runnerImport, type Plugin } from "vite";
import { moduleEdits, type ModuleEdit } from "./moduleEdits.ts";
import { createStyleCache } from "../src/theme/styleCache.ts";

/**
 * The CSS rules ChakraProvider inserts at run time for a system (its two `<Global>`s: the layer order, then the
 * reset, the global styles and every token's CSS variable), serialized by emotion as the provider does, with the
 * app's style cache (theme/styleCache.ts).
 */
export function chakraGlobalCssRules(system: SystemContext): string[] {
  const cache = createStyleCache();
  return [system.layers.atRule, system._global].flatMap((styles) => {
    const serialized = serializeStyles([styles], undefined, {});
    const rules: string[] = [];
    const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Parameters<typeof cache.insert>[2];
    // In a browser (or jsdom) emotion hands each rule to the sheet; in Node it returns them all as one string.
    const returned: unknown = cache.insert("", serialized, sheet, false);
    return typeof returned === "string" ? [returned] : rules;
  });
}

/** Exact edits of Chakra's modules, each of which must match once: an upgrade that changed them fails the build. */
const EDITS: ModuleEdit[] = [
  {
    // createSystem computes the global styles eagerly (the largest part of its run: a CSS object for every token's
    // variable), though only the provider reads them: computed on first read instead.
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    replace: [
      ["  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n", "  let _globalStyles;\n"],
      ["    _global,\n", "    get _global() {\n      return _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n"],
    ],
  },
  {
    // The provider inserts none of it: the page links it.
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]provider\.js$/,
    replace: [
      [
        "    !sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: sys.layers.atRule }),\n" +
          "    /* @__PURE__ */ jsx(Global, { styles: sys._global }),\n",
        "",
      ],
    ],
  },
];

/**
 * Chakra's global CSS (the layer order, reset, global styles and token variables of web/src/theme/system.ts) written
 * into index.html's head as a `<style>`, and Chakra's code edited so that neither createSystem nor ChakraProvider
 * computes or inserts it. A phone then does not build and insert 40 kB of CSS in script while the page starts; and
 * the page paints without waiting for a stylesheet: linked, it was the one render-blocking request of every page
 * (Lighthouse mobile: about 200 ms of a slow 4G connection before the first paint, for 6 kB of gzip that the page's
 * HTML now carries instead). Build only: in dev and tests ChakraProvider inserts the global CSS as Chakra does
 * (globalCss.test.tsx checks both give the same rules).
 */
export function chakraGlobalCss(): Plugin[] {
  let root = "";
  let css = "";
  let ssr = false;
  const stylesheet: Plugin = {
    name: "chakra-global-css",
    apply: "build",
    configResolved(config) {
      root = config.root;
      ssr = !!config.build.ssr;
    },
    async buildStart() {
      // The server's render needs Chakra's code edited, not the stylesheet: the browser's build has it.
      if (ssr) return;
      const { module } = await runnerImport<{ system: SystemContext }>(path.join(root, "src/theme/system.ts"), {
        root,
        logLevel: "silent",
      });
      css = chakraGlobalCssRules(module.system).join("\n");
      if (css.includes("</")) throw new Error("Chakra's global CSS holds '</': it cannot go inside a <style> as it is");
    },
    transformIndexHtml() {
      return [{ tag: "style", children: css, injectTo: "head" }];
    },
  };
  return [moduleEdits("chakra-global-css-edits", EDITS, "web/build/chakraGlobalCss.ts"), stylesheet];
}
