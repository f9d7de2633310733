// Open Graph and Twitter card tags: what a chat app's or a social network's link preview shows of a page (its title,
// description and picture, absolute), in the shape the page head takes (`property` for Open Graph, `name` for Twitter).
import { SITE_NAME } from "./pageMeta";

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface SocialCard {
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute. */
  image?: string;
  /** A product's page adds its price (Open Graph's product namespace). */
  price?: { amount: string; currency: string };
}

/** og:* and twitter:* tags of a page: a product's ("product", large picture) or any other ("website"). */
export function socialTags(card: SocialCard): MetaTag[] {
  const og = (property: string, content: string): MetaTag => ({ property, content });
  const tw = (name: string, content: string): MetaTag => ({ name, content });
  return [
    og("og:type", card.price ? "product" : "website"),
    og("og:site_name", SITE_NAME),
    og("og:title", card.title),
    og("og:description", card.description),
    og("og:url", card.url),
    ...(card.image ? [og("og:image", card.image)] : []),
    ...(card.price ? [og("product:price:amount", card.price.amount), og("product:price:currency", card.price.currency)] : []),
    tw("twitter:card", card.image ? "summary_large_image" : "summary"),
    tw("twitter:title", card.title),
    tw("twitter:description", card.description),
    ...(card.image ? [tw("twitter:image", card.image)] : []),
  ];
}

/** A page's meta description: its text on one line, at most `max` characters, cut at a word with an ellipsis. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
