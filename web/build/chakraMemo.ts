import type { Plugin } from "vite";
import { moduleEdits } from "./moduleEdits.ts";

/**
 * Chakra memoizes its style functions (each style prop's check and transform, each element's CSS) in caches keyed by
 * a string made from the arguments, and moves every hit to the end of the cache (two more map operations on that
 * string). Rendering a page of product cards, that was about a tenth of the server's time, and as much of the
 * browser's while it hydrates. Edited: a string or number argument is its own key, and a hit stays where it is (the
 * oldest entry goes first, of four times as many). (Keys by the objects' identity do not do: Chakra makes equal style
 * objects anew in every render, and they must share their entries.)
 */
export function chakraMemo(): Plugin {
  return moduleEdits(
    "chakra-memo",
    [
      {
        module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/,
        replace: [
          [
            "    const value = this.cache.get(key);\n    if (value !== void 0) {\n      this.cache.delete(key);\n      this.cache.set(key, value);\n    }\n    return value;\n",
            "    return this.cache.get(key);\n",
          ],
          [
            "  const cache = new LRUCache();\n  function get(...args) {\n    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join(\"|\");\n",
            "  const cache = new LRUCache(2000);\n  function get(...args) {\n    const first = args[0];\n    const key = args.length !== 1 ? args.map(simpleHash).join(\"|\") : typeof first === \"string\" || typeof first === \"number\" ? first : simpleHash(first);\n",
          ],
        ],
      },
      {
        // Each element's styles are the object the memoized css() returned: the same object for the same props, every
        // time. Emotion turned it into its CSS text and hashed that for every element; now once per object (it holds
        // no functions of the props, which is when emotion reads them).
        module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
        replace: [
          [
            "import { serializeStyles } from '@emotion/serialize';\n",
            "import { serializeStyles } from '@emotion/serialize';\nconst serializedOnce = /* @__PURE__ */ new WeakMap();\n",
          ],
          [
            "    const serialized = serializeStyles(\n      styles.concat(classInterpolations),\n      cache2.registered,\n      mergedProps\n    );\n",
            "    let serialized = styles.length === 0 && classInterpolations.length === 1 ? serializedOnce.get(classInterpolations[0]) : void 0;\n    if (serialized === void 0) {\n      serialized = serializeStyles(styles.concat(classInterpolations), cache2.registered, mergedProps);\n      if (styles.length === 0 && classInterpolations.length === 1) serializedOnce.set(classInterpolations[0], serialized);\n    }\n",
          ],
        ],
      },
    ],
    "web/build/chakraMemo.ts",
  );
}
