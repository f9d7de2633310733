import { describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { applyMigrations, readMigrations } from "../../src/db/migrations.js";
import type { SqlExecutor } from "../../src/db/database.js";

/** A shop with data from before variants, migrated: every product gets its default variant carrying its stock. */
describe("migration product_variants on existing data", () => {
  it("gives each product one default variant with its stock; cart and order lines point at it; totalStock follows the variants", { timeout: 60_000 }, async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const sql: SqlExecutor = { exec: async (s) => void (await client.exec(s)), query: async (s, p) => (await client.query(s, p)).rows as never };
    try {
      const all = readMigrations();
      const at = all.findIndex((m) => m.name.endsWith("_product_variants"));
      expect(at).toBeGreaterThan(0);
      await applyMigrations(sql, all.slice(0, at));
      await sql.exec(`
        INSERT INTO "User" (id, "userName", email, "passwordHash", "updatedAt") VALUES ('00000000-0000-4000-8000-000000000001', 'u', 'u@x.test', 'x', now());
        INSERT INTO "Product" (id, title, description, category, brand, image, "priceCents", "totalStock", "lowStockCrossings", "updatedAt")
          VALUES ('11111111-2222-4333-8444-555555555555', 'Old Tee', 'd', 'men', 'nike', '/x.svg', 2000, 7, 2, now());
        INSERT INTO "Cart" (id, "userId", "updatedAt") VALUES ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', now());
        INSERT INTO "CartItem" (id, "cartId", "productId", quantity) VALUES (gen_random_uuid(), '00000000-0000-4000-8000-000000000001', '11111111-2222-4333-8444-555555555555', 2);
        INSERT INTO "Order" (id, "userId", address, city, pincode, phone, notes, "subtotalCents", "shippingCents", "totalCents", "orderUpdateDate")
          VALUES ('00000000-0000-4000-8000-0000000000aa', '00000000-0000-4000-8000-000000000001', 'a', 'c', 'p', 'ph', '', 2000, 500, 2500, now());
        INSERT INTO "OrderItem" (id, "orderId", "productId", title, image, "priceCents", quantity)
          VALUES (gen_random_uuid(), '00000000-0000-4000-8000-0000000000aa', '11111111-2222-4333-8444-555555555555', 'Old Tee', '/x.svg', 2000, 1);`);
      await applyMigrations(sql, all);

      const variants = await sql.query<{ id: string; sku: string; size: string; colour: string; stock: number; lowStockCrossings: number }>(
        `SELECT id, sku, size, colour, stock, "lowStockCrossings" FROM "ProductVariant" WHERE "productId" = '11111111-2222-4333-8444-555555555555'`,
      );
      expect(variants).toEqual([{ id: expect.any(String), sku: "111111112222", size: "", colour: "", stock: 7, lowStockCrossings: 2 }]);
      const [cart] = await sql.query<{ variantId: string }>(`SELECT "variantId" FROM "CartItem"`);
      expect(cart!.variantId).toBe(variants[0]!.id);
      const [line] = await sql.query<{ variantId: string; sku: string; size: string }>(`SELECT "variantId", sku, size FROM "OrderItem"`);
      expect(line).toEqual({ variantId: variants[0]!.id, sku: "111111112222", size: "" });

      // From now on the product's stock is its variants'.
      await sql.exec(`INSERT INTO "ProductVariant" (id, "productId", sku, size, stock, "updatedAt") VALUES (gen_random_uuid(), '11111111-2222-4333-8444-555555555555', 'OLD-XL', 'XL', 5, now())`);
      const total = async () => (await sql.query<{ totalStock: number }>(`SELECT "totalStock" FROM "Product"`))[0]!.totalStock;
      expect(await total()).toBe(12);
      await sql.exec(`DELETE FROM "ProductVariant" WHERE sku = 'OLD-XL'`);
      expect(await total()).toBe(7);
      await expect(sql.exec(`UPDATE "ProductVariant" SET stock = -1`)).rejects.toThrow(/ProductVariant_stock_not_negative/);
      await expect(sql.exec(`UPDATE "ProductVariant" SET "priceCents" = 0`)).rejects.toThrow(/ProductVariant_priceCents_positive/);
    } finally {
      await client.close();
    }
  });
});
