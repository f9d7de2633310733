// Search rankings whose making is held back until released: the statement of a broad keyword's ranking takes seconds
// at 1,000,000 products, and while it runs no shopper's page may wait for it. A page that waited would never answer.
import type { TestServer } from "./harness.js";
import { SearchRankings } from "../../src/modules/product/product.ranking.js";

export function heldRankings(prisma: TestServer["db"]["prisma"]) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The ranking's statement runs in a transaction (throughMatchIndexes); the cache's stamps are read outside one.
  const held = new Proxy(prisma, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      if (key !== "$transaction") return value.bind(target);
      return async (...args: unknown[]) => {
        await gate;
        return value.apply(target, args);
      };
    },
  });
  return { rankings: new SearchRankings(held), release };
}
