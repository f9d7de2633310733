// Pages the server rendered, kept by everything their render read: the URL, the page's start (who is signed in, the
// menus, the cart's count) and the answers of the page's queries, asked again as the visitor for every request. A
// render is a function of those (no clock, no randomness, no other input): the same inputs make the same page, so
// the kept one is sent instead of rendering it again (React and Chakra's styles are ~9/10 of a page's server CPU;
// the queries are cheap, most from the catalogue's page cache). Nothing goes stale: a changed product, stock, cart or
// order changes the answers and so the key. Only renders that asked nothing beyond the answers are kept.
import type { RenderedPage } from "./renderContract";

/** The key: the inputs, as one string (compared whole: two pages share an entry only when every input is the same). */
export function keyOf(url: string, start: unknown, answers: unknown[]): string {
  return `[${JSON.stringify(url)},${JSON.stringify(start)},[${answers.map(jsonOf).join(",")}]]`;
}

/** An answer shared by many pages is frozen by the server (the catalogue's, graphql-api/src/page-answers.ts): written once. */
const written = new WeakMap<object, string>();
function jsonOf(answer: unknown): string {
  if (!answer || typeof answer !== "object" || !Object.isFrozen(answer)) return JSON.stringify(answer) ?? "null";
  let json = written.get(answer);
  if (json === undefined) written.set(answer, (json = JSON.stringify(answer)));
  return json;
}

interface Entry {
  page: RenderedPage;
  /** Characters held: the key and the page's parts. */
  size: number;
}

/** Kept pages within a budget of characters; the least recently sent goes first. */
export class RenderedPages {
  private readonly entries = new Map<string, Entry>();
  private held = 0;

  get(key: string): RenderedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: RenderedPage, budget: number): void {
    const size = key.length + page.head.length + page.styles.length + page.html.length + page.state.length;
    if (size > budget / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.held -= old.size;
    }
    this.entries.set(key, { page, size });
    this.held += size;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= budget) break;
      this.entries.delete(oldest);
      this.held -= entry.size;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
