// The page's head as the server writes it (the browser keeps it up to date as pages change: head.ts).
import type { ImagePreload, PageHead } from "./head";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that cannot end its script element or open markup, whatever a shopper typed or a product is called. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The head as HTML, in place of the built page's title and description; the page's own tags marked data-head. */
export function headHtml({ title, description, canonical, meta = [], jsonLd = [], largestImage }: PageHead): string {
  const tags: string[] = [];
  if (largestImage) tags.push(imagePreloadHtml(largestImage));
  if (title !== undefined) tags.push(`<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
  if (canonical !== undefined) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" data-head>`);
  for (const { name, property, content } of meta) {
    const key = property !== undefined ? `property="${escapeHtml(property)}"` : `name="${escapeHtml(name ?? "")}"`;
    tags.push(`<meta ${key} content="${escapeHtml(content)}" data-head>`);
  }
  for (const data of jsonLd) tags.push(`<script type="application/ld+json" data-head>${scriptJson(data)}</script>`);
  return tags.join("");
}

/** `<link rel="preload" as="image">` at high priority, with the responsive source when the picture has one. */
function imagePreloadHtml({ href, srcSet, sizes, type }: ImagePreload): string {
  const attributes = [`rel="preload"`, `as="image"`, `href="${escapeHtml(href)}"`, `fetchpriority="high"`];
  if (srcSet) attributes.push(`imagesrcset="${escapeHtml(srcSet)}"`);
  if (srcSet && sizes) attributes.push(`imagesizes="${escapeHtml(sizes)}"`);
  if (type) attributes.push(`type="${escapeHtml(type)}"`);
  return `<link ${attributes.join(" ")}>`;
}
