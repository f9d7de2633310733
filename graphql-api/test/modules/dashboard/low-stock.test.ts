import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, createVariantProduct, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { buyNow, orderAt } from "../../support/sales-orders.js";
import { CAPTURE, addAddress, createApprovedOrder, fillCart, stockOf } from "../../support/order-helpers.js";
import { readOutbox } from "../../../src/mail/mailer.js";

const LOW_STOCK = `{ lowStock { threshold items { productId title totalStock lastSoldAt } } }`;
const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id totalStock } }`;

let t: TestServer;
let admins: Awaited<ReturnType<typeof createUser>>[];

beforeAll(async () => {
  t = await startTestServer({ LOW_STOCK_THRESHOLD: "5" });
  admins = [await createUser(t, { role: "admin" }), await createUser(t, { role: "admin" })];
});
afterAll(async () => {
  await t?.close();
});

const buy = (productId: string, quantity: number) => buyNow(t, productId, quantity);

const setStock = async (productId: string, totalStock: number) => {
  const r = await t.gql(UPDATE, { id: productId, input: { totalStock } }, admins[0]!.token);
  expect(r.errors).toBeUndefined();
};

/** The low-stock emails about `title` each admin has received. */
const alertsPerAdmin = (title: string) => {
  const mails = readOutbox(t.config.outboxDir).filter((m) => m.subject === `Low stock: ${title}`);
  return admins.map((a) => mails.filter((m) => m.to === a.email).length);
};

describe("lowStock", () => {
  it("lists products at or below the threshold, fewest first, with when each last sold", async () => {
    const buyer = await createUser(t);
    const scarf = await createProduct(t, { title: "Scarf", totalStock: 2 });
    const belt = await createProduct(t, { title: "Belt", totalStock: 5 });
    const plenty = await createProduct(t, { title: "Plenty", totalStock: 6 });
    await orderAt(t, buyer.id, "2026-02-01T10:00:00Z", [{ product: belt, priceCents: 1000, quantity: 1 }]);
    await orderAt(t, buyer.id, "2026-02-03T10:00:00Z", [{ product: belt, priceCents: 1000, quantity: 1 }]);
    await orderAt(t, buyer.id, "2026-02-05T10:00:00Z", [{ product: belt, priceCents: 1000, quantity: 1 }], "refunded");

    const r = await t.gql(LOW_STOCK, {}, admins[0]!.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.lowStock.threshold).toBe(5);
    const items = r.data.lowStock.items as { productId: string }[];
    expect(items.find((i) => i.productId === plenty.id)).toBeUndefined();
    const ours = items.filter((i) => [scarf.id, belt.id].includes(i.productId));
    expect(ours).toEqual([
      { productId: scarf.id, title: "Scarf", totalStock: 2, lastSoldAt: null },
      { productId: belt.id, title: "Belt", totalStock: 5, lastSoldAt: "2026-02-03T10:00:00.000Z" },
    ]);
  });

  it("is for admins only", async () => {
    const customer = await createUser(t);
    expect(errorOf(await t.gql(LOW_STOCK, {}, customer.token))?.code).toBe("FORBIDDEN");
  });
});

describe("low-stock alerts", () => {
  it("emails each admin once when a sale crosses the threshold, not on further sales, and again after a restock and a new crossing", async () => {
    const hoodie = await createProduct(t, { title: "Hoodie alert by sale", totalStock: 7 });
    await buy(hoodie.id, 2);
    expect(await stockOf(t, hoodie.id)).toBe(5);
    await expect.poll(() => alertsPerAdmin(hoodie.title)).toEqual([1, 1]);
    const [mail] = readOutbox(t.config.outboxDir).filter((m) => m.subject === `Low stock: ${hoodie.title}` && m.to === admins[0]!.email);
    expect(mail!.text).toContain("5 left");
    expect(mail!.text).toContain(`/admin/products?edit=${hoodie.id}`);

    // Further sales below the threshold, and a restock that stays at or below it, send nothing new...
    await buy(hoodie.id, 1);
    await setStock(hoodie.id, 5);
    // ...a restock above it re-arms the alert, and the next sale that crosses sends one more to each admin.
    await setStock(hoodie.id, 6);
    await buy(hoodie.id, 1);
    await expect.poll(() => alertsPerAdmin(hoodie.title)).toEqual([2, 2]);
    expect(await stockOf(t, hoodie.id)).toBe(5);
    // Crossings are counted per variant (here the product's only one).
    expect(await t.db.prisma.productVariant.findUniqueOrThrow({ where: { id: hoodie.variantId } })).toMatchObject({ stock: 5, lowStockCrossings: 2 });
  });

  it("emails each admin once when an admin's edit crosses the threshold", async () => {
    const tee = await createProduct(t, { title: "Tee alert by edit", totalStock: 20 });
    await setStock(tee.id, 3);
    await expect.poll(() => alertsPerAdmin(tee.title)).toEqual([1, 1]);
    await setStock(tee.id, 1);
    await setStock(tee.id, 9);
    await setStock(tee.id, 4);
    await expect.poll(() => alertsPerAdmin(tee.title)).toEqual([2, 2]);
  });

  it("sends an alert queued twice (a retry, a repeated report) once", async () => {
    const cap = await createProduct(t, { title: "Cap alert queued twice", totalStock: 8 });
    await setStock(cap.id, 2);
    await expect.poll(() => alertsPerAdmin(cap.title)).toEqual([1, 1]);
    await t.shop.services.lowStock.queueAlerts([{ productId: cap.id, variantId: cap.variantId, crossing: 1 }]);
    // A new crossing after it proves the repeated one was processed first or dropped.
    await setStock(cap.id, 9);
    await setStock(cap.id, 0);
    await expect.poll(() => alertsPerAdmin(cap.title)).toEqual([2, 2]);
  });
});

describe("low stock per size", () => {
  it("lists each low variant on its own row and alerts about the size that ran low, naming it", async () => {
    const p = await createVariantProduct(t, [{ size: "M", colour: "Grey", stock: 8 }, { size: "L", colour: "Grey", stock: 3 }, { size: "XL", colour: "Grey", stock: 40 }], { title: "Sized Jumper" });
    const [m, l] = p.variants;
    const r = await t.gql(`{ lowStock { items { productId variantId sku size colour title totalStock } } }`, {}, admins[0]!.token);
    const ours = (r.data.lowStock.items as { productId: string }[]).filter((i) => i.productId === p.id);
    expect(ours).toEqual([{ productId: p.id, variantId: l!.id, sku: l!.sku, size: "L", colour: "Grey", title: "Sized Jumper", totalStock: 3 }]);
    // A sale taking M from 8 to 5 crosses for M alone (the product's total, 46, is far above the threshold).
    const shopper = await createUser(t);
    const address = await addAddress(t, shopper.id);
    await fillCart(t, shopper.id, [{ productId: p.id, variantId: m!.id, quantity: 3 }]);
    const order = await createApprovedOrder(t, shopper.token, address.id);
    expect(errorOf(await t.gql(CAPTURE, { o: order.orderId, p: order.paymentId, r: order.payerId }, shopper.token))).toBeNull();
    await expect.poll(() => alertsPerAdmin("Sized Jumper (M / Grey)")).toEqual([1, 1]);
    expect(alertsPerAdmin("Sized Jumper")).toEqual([0, 0]);
  });
});
