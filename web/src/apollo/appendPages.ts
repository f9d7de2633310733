import type { FieldPolicy, Reference } from "@apollo/client";

interface StoredPage {
  items: Reference[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Field policy for a "Show more" list over a `page`/`pageSize` field: each later page is appended to the ones already
 * loaded, while page 1 starts the list afresh, so a refetch after a write shows the newest items again. An item that a
 * newer one pushed onto the next page arrives twice and is kept once.
 */
export function appendPages(keyArgs: string[]): FieldPolicy<StoredPage> {
  return {
    keyArgs,
    merge(existing, incoming, { readField }) {
      if (!existing || incoming.page <= 1) return incoming;
      const seen = new Set(existing.items.map((item) => readField<string>("id", item)));
      const fresh = incoming.items.filter((item) => !seen.has(readField<string>("id", item)));
      return { ...incoming, items: [...existing.items, ...fresh] };
    },
  };
}
