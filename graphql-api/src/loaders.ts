import DataLoader from "dataloader";
import type { Prisma } from "./db/database.js";
import type { Product } from "./generated/prisma/client.js";

/** Per-request batching: one query per kind of record however many items a response lists. */
export function createLoaders(prisma: Prisma) {
  return {
    productById: new DataLoader<string, Product | null>(async (ids) => {
      const rows = await prisma.product.findMany({ where: { id: { in: [...ids] } } });
      const byId = new Map(rows.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
