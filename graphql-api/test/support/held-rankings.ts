// Search rankings whose making is held back until released: a broad keyword's ranking takes seconds at 1,000,000
// products, and while it is made no shopper's page may wait for it. A page that waited would never answer.
import type { TestServer } from "./harness.js";
import { SearchRankings } from "../../src/modules/product/product.ranking.js";

/** `mostAtOnce()`: the most rankings' transactions that ran at the same time since the release. */
export function heldRankings(prisma: TestServer["db"]["prisma"]) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let running = 0;
  let most = 0;
  // A ranking is made in one transaction; the cache's stamps are read outside one.
  const held = new Proxy(prisma, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      if (key !== "$transaction") return value.bind(target);
      return async (...args: unknown[]) => {
        await gate;
        most = Math.max(most, ++running);
        try {
          return await value.apply(target, args);
        } finally {
          running--;
        }
      };
    },
  });
  return { rankings: new SearchRankings(held), release, mostAtOnce: () => most };
}
