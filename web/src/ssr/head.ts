// A page's head: what <Head> (response.tsx) sets, written into the HTML by the server and kept in the document by the
// browser as pages change.

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
}

/** The heads of a page's <Head>s in render order as one: a later one's fields override an earlier one's. */
export function mergeHeads(heads: PageHead[]): PageHead {
  const merged: PageHead = {};
  for (const head of heads) {
    for (const [key, value] of Object.entries(head) as [keyof PageHead, unknown][]) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Structured data as a script element's text: nothing in it can end the element. */
const ldJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The head as HTML (the server writes it in place of the built page's title and description). */
export function headHtml(head: PageHead): string {
  const tags: string[] = [];
  if (head.title !== undefined) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.canonical !== undefined) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head>`);
  for (const m of head.meta ?? []) {
    const key = m.property !== undefined ? `property="${escapeHtml(m.property)}"` : `name="${escapeHtml(m.name ?? "")}"`;
    tags.push(`<meta ${key} content="${escapeHtml(m.content)}" data-head>`);
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json" data-head>${ldJson(data)}</script>`);
  return tags.join("");
}

// The browser's side: every mounted <Head>, in the order they mounted; the document shows them merged.
const mounted: PageHead[] = [];
let applied: string | undefined;

/** Adds a mounted <Head>'s fields to the document; returns what removes them again. */
export function headEntry(head: PageHead): () => void {
  mounted.push(head);
  applyHead(mergeHeads(mounted));
  return () => {
    mounted.splice(mounted.indexOf(head), 1);
    applyHead(mergeHeads(mounted));
  };
}

function applyHead(head: PageHead) {
  if (head.title !== undefined && document.title !== head.title) document.title = head.title;
  if (head.description !== undefined) {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    if (tag.content !== head.description) tag.content = head.description;
  }
  // The page's own tags, rewritten when they change (the first time, in place of the server's: the same tags).
  const html = headHtml({ canonical: head.canonical, meta: head.meta, jsonLd: head.jsonLd });
  if (html === applied) return;
  applied = html;
  for (const el of document.head.querySelectorAll("[data-head]")) el.remove();
  const template = document.createElement("template");
  template.innerHTML = html;
  document.head.append(template.content);
}
