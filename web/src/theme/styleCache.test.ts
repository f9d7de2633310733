import { expect, it } from "vitest";
import { serializeStyles, type CSSObject } from "@emotion/serialize";
import { createStyleCache } from "./styleCache";

/** The CSS the app's cache writes for one style object, as the browser receives it. */
function cssOf(styles: CSSObject): string {
  const cache = createStyleCache();
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Parameters<typeof cache.insert>[2];
  cache.insert(".c", serializeStyles([styles], undefined, {}), sheet, false);
  return rules.join("");
}

it("writes each rule once, without the prefixes of browsers the shop does not serve", () => {
  const css = cssOf({ display: "flex", alignItems: "center", appearance: "none", "&::placeholder": { color: "gray" } });
  expect(css).toContain("display:flex;");
  expect(css).toContain("align-items:center;");
  expect(css).toContain("appearance:none;");
  expect(css).toContain("::placeholder{color:gray;}");
  expect(css).not.toMatch(/-webkit-|-moz-|-ms-/);
});

it("keeps the -webkit- copy Safari still needs, and prefixes written in the source", () => {
  const css = cssOf({ userSelect: "none", backdropFilter: "blur(4px)", WebkitTapHighlightColor: "transparent" });
  expect(css).toContain("-webkit-user-select:none;user-select:none;");
  expect(css).toContain("-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);");
  expect(css).toContain("-webkit-tap-highlight-color:transparent;");
});
