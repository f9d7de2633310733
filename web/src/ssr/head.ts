// A page's head: what <Head> (response.tsx) sets, written into the HTML by the server (headHtml.ts) and kept in the
// document by the browser as pages change (here).

/**
 * The page's largest picture, preloaded from the head: the server's HTML names it first, before the scripts, so the
 * browser asks for it before the page's dozens of script chunks (over HTTP/1.1, six at a time) and paints it with the
 * page's first frame, before the app's code has run. `srcSet`/`sizes`/`type`: an uploaded photo's responsive source.
 */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
}

/** A `<meta>` tag: `name` (description, twitter:card) or `property` (og:title) with its content. */
export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface PageHead {
  title?: string;
  description?: string;
  /** The page's canonical URL (absolute). */
  canonical?: string;
  /** Further meta tags (Open Graph, Twitter cards). */
  meta?: MetaTag[];
  /** Structured data, each written as a `<script type="application/ld+json">`. */
  jsonLd?: unknown[];
  /** Written by the server only (ssr/response.tsx usePreloadedImage); the browser has fetched it by then. */
  largestImage?: ImagePreload;
}

/** The heads of a page's <Head>s in render order as one: a later one's fields override an earlier one's. */
export function mergeHeads(heads: PageHead[]): PageHead {
  return Object.assign({}, ...heads.map((head) => Object.fromEntries(Object.entries(head).filter(([, v]) => v !== undefined))));
}

// Every mounted <Head>, in the order they mounted; the document shows them merged.
const mounted: PageHead[] = [];
let applied = "";

/** Adds a mounted <Head>'s fields to the document; returns what removes them again. */
export function headEntry(head: PageHead): () => void {
  mounted.push(head);
  applyHead(mergeHeads(mounted));
  return () => {
    mounted.splice(mounted.indexOf(head), 1);
    applyHead(mergeHeads(mounted));
  };
}

function applyHead({ title, description, canonical, meta = [], jsonLd = [] }: PageHead) {
  if (title !== undefined) document.title = title;
  if (description !== undefined) element("meta", { name: "description" }).content = description;
  // The page's own tags (the server marked them data-head), rewritten when they change.
  const own = JSON.stringify([canonical, meta, jsonLd]);
  if (own === applied) return;
  applied = own;
  for (const el of document.head.querySelectorAll("[data-head]")) el.remove();
  const add = (tag: string, attributes: Record<string, string>, text?: string) => {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries({ ...attributes, "data-head": "" })) el.setAttribute(name, value);
    if (text !== undefined) el.textContent = text;
    document.head.append(el);
  };
  if (canonical !== undefined) add("link", { rel: "canonical", href: canonical });
  for (const { name, property, content } of meta) add("meta", { ...(property !== undefined ? { property } : { name: name ?? "" }), content });
  for (const data of jsonLd) add("script", { type: "application/ld+json" }, JSON.stringify(data));
}

/** The head's element matching `attributes`, made when the page has none. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>): HTMLElementTagNameMap[K] {
  const selector = tag + Object.entries(attributes).map(([name, value]) => `[${name}="${value}"]`).join("");
  let el = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!el) {
    el = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    document.head.append(el);
  }
  return el;
}
