// What a page's render asked the API, remembered per URL (in this process, for the last pages rendered): the next
// render of the URL asks it all at once before it renders, and then renders once instead of twice (Apollo's SSR renders
// to find the queries, waits for them, renders again). A query the page no longer asks is only asked in vain; a query
// it asks anew is found by the render as before. Nothing a visitor's answers hold is kept: the queries are asked again,
// as the visitor, every time.
import type { DocumentNode } from "graphql";

export interface AskedQuery {
  query: DocumentNode;
  /** The document as sent (printed). */
  text: string;
  operationName?: string;
  variables: Record<string, unknown>;
  /** Its document and variables as one key. */
  key: string;
}

/** Pages remembered; the least recently rendered goes first. */
const LIMIT = 2000;
const learned = new Map<string, AskedQuery[]>();

/** The queries the last render of `url` asked (none yet: the render finds them). */
export function queriesOf(url: string): AskedQuery[] {
  const queries = learned.get(url);
  if (queries) {
    learned.delete(url);
    learned.set(url, queries);
  }
  return queries ?? [];
}

export function learn(url: string, queries: AskedQuery[]) {
  learned.delete(url);
  learned.set(url, queries);
  if (learned.size > LIMIT) learned.delete(learned.keys().next().value!);
}
