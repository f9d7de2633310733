import createCache, { type EmotionCache, type StylisPlugin } from "@emotion/cache";

// Properties the browsers the build targets (Vite's default: Safari 16, Chrome and Edge 107, Firefox 104) read only
// with a -webkit- prefix in Safari.
const WEBKIT_ONLY = new Set(["user-select", "backdrop-filter", "box-decoration-break", "hyphens", "text-emphasis", "text-emphasis-color", "text-emphasis-position", "text-emphasis-style"]);

/**
 * Emotion's default prefixer writes every rule for browsers of ten years ago: a recipe's `display:flex` leaves as
 * `-webkit-box`, `-webkit-flex`, `-ms-flexbox` and `flex`, its placeholders three times. That was a quarter of the CSS
 * a page's HTML carries (the listing's 89 kB of style is 65 kB without them), all parsed before the first paint. Only what
 * Safari still needs is prefixed.
 */
export const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === "decl" && !element.return && typeof element.props === "string" && WEBKIT_ONLY.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The emotion cache every rendering of the app writes its styles with: the server's, the browser's and the build's. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: "css", stylisPlugins: [safariPrefixes] });
}
