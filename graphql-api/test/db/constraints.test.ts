// The database keeps the catalogue's and orders' invariants itself, whoever writes (a service bug, a seed, a hand-run
// statement): the effective price is computed by a trigger, and CHECK constraints refuse impossible values.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../support/harness.js";

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

const product = (data: { priceCents: number; salePriceCents?: number; totalStock?: number }) =>
  db.prisma.product.create({
    data: { title: "Tee", description: "Cotton", category: "men", brand: "nike", image: "/images/products/tee.svg", totalStock: 5, ...data },
  });
const priceOf = async (id: string) => (await db.prisma.product.findUniqueOrThrow({ where: { id } })).effectivePriceCents;

describe("effective price", () => {
  it("is the sale price when above 0, else the price, on insert and on every price change", async () => {
    const p = await product({ priceCents: 2000 });
    expect(p.effectivePriceCents).toBe(2000);
    await db.prisma.product.update({ where: { id: p.id }, data: { salePriceCents: 1500 } });
    expect(await priceOf(p.id)).toBe(1500);
    await db.sql.query(`UPDATE "Product" SET "salePriceCents" = 0, "priceCents" = 2500 WHERE "id" = $1`, [p.id]);
    expect(await priceOf(p.id)).toBe(2500);
  });

  it("cannot be written out of step with the prices", async () => {
    const p = await product({ priceCents: 2000, salePriceCents: 1200 });
    await db.sql.query(`UPDATE "Product" SET "effectivePriceCents" = 1 WHERE "id" = $1`, [p.id]);
    expect(await priceOf(p.id)).toBe(1200);
  });
});

describe("CHECK constraints", () => {
  it("refuse negative stock and negative prices, leaving the row as it was", async () => {
    const p = await product({ priceCents: 2000, totalStock: 3 });
    await expect(db.prisma.product.update({ where: { id: p.id }, data: { totalStock: -1 } })).rejects.toThrow(/Product_totalStock_not_negative/);
    await expect(db.prisma.product.update({ where: { id: p.id }, data: { priceCents: -5 } })).rejects.toThrow(/Product_prices_not_negative/);
    await expect(product({ priceCents: 100, salePriceCents: -1 })).rejects.toThrow(/Product_prices_not_negative/);
    expect(await db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({ totalStock: 3, priceCents: 2000 });
  });

  it("refuse a rating outside 1..5 and an empty cart line", async () => {
    const p = await product({ priceCents: 2000 });
    const user = await db.prisma.user.create({ data: { userName: "c", email: "checks@shop.test", passwordHash: "x" } });
    const review = { productId: p.id, userId: user.id, userName: "c", reviewMessage: "ok" };
    await expect(db.prisma.review.create({ data: { ...review, reviewValue: 6 } })).rejects.toThrow(/Review_reviewValue_1_to_5/);
    await expect(db.prisma.review.create({ data: { ...review, reviewValue: 0 } })).rejects.toThrow(/Review_reviewValue_1_to_5/);
    const cart = await db.prisma.cart.create({ data: { userId: user.id } });
    await expect(db.prisma.cartItem.create({ data: { cartId: cart.id, productId: p.id, variantId: (await db.prisma.productVariant.findFirstOrThrow({ where: { productId: p.id } })).id, quantity: 0 } })).rejects.toThrow(/CartItem_quantity_positive/);
    expect(await db.prisma.review.count({ where: { productId: p.id } })).toBe(0);
  });
});
