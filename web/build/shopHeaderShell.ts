// The storefront's header as static HTML: the server puts it in a signed-in shopper's page (web-page.ts), so a phone
// paints the shop's frame and its name with the HTML and the stylesheet, seconds before the app's code has loaded and
// run. React's first render replaces it with the real header (ShopLayout.tsx), drawn at the same place with the same
// look: e2e/shell.spec.ts holds the two together at a phone's, a tablet's and a desktop's width.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FaStore } from "react-icons/fa";

// ShopLayout's header in the theme's variables (the page's stylesheet defines them): 4rem high, a bottom border, padded
// 3 (6 from md); the menu button's place (2.25rem, below lg) and the home link (bold, lg, gray.fg) gapped by 2 and 1.5.
const CSS = `
.shop-shell{background:var(--chakra-colors-bg);border-bottom-width:1px}
.shop-shell>div{display:flex;align-items:center;gap:var(--chakra-spacing-2);height:var(--chakra-sizes-16);padding-inline:var(--chakra-spacing-3)}
.shop-shell-menu{width:var(--chakra-sizes-9);flex-shrink:0}
.shop-shell a{display:inline-flex;align-items:center;gap:var(--chakra-spacing-1\\.5);font-weight:var(--chakra-font-weights-bold);font-size:var(--chakra-font-sizes-lg);color:var(--chakra-colors-gray-fg);text-decoration:none}
@media screen and (min-width:48rem){.shop-shell>div{padding-inline:var(--chakra-spacing-6)}}
@media screen and (min-width:64rem){.shop-shell-menu{display:none}}
`.trim();

export function shopHeaderShell(): string {
  const header = h(
    "header",
    { className: "shop-shell", "data-shell": "" },
    h("div", null, h("span", { className: "shop-shell-menu" }), h("a", { href: "/shop/home" }, h(FaStore, { "aria-hidden": true }), h("span", null, "Ecommerce"))),
  );
  return `<style>${CSS.replace(/\n/g, "")}</style>${renderToStaticMarkup(header)}`;
}
