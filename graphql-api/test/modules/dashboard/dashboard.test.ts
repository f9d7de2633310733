import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { DASHBOARD, buyNow, orderAt } from "../../support/sales-orders.js";

describe("salesDashboard (shop in UTC)", () => {
  let t: TestServer;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let shirt: { id: string; title: string };
  let dress: { id: string; title: string };

  beforeAll(async () => {
    t = await startTestServer();
    admin = await createUser(t, { role: "admin" });
    const buyer = await createUser(t);
    shirt = await createProduct(t, { title: "Shirt", category: "men" });
    dress = await createProduct(t, { title: "Dress", category: "women" });
    // The range 2026-03-10 .. 03-16 and its previous period 03-03 .. 03-09.
    await orderAt(t, buyer.id, "2026-03-12T10:00:00Z", [{ product: shirt, priceCents: 1000, quantity: 2 }]);
    await orderAt(t, buyer.id, "2026-03-16T23:59:00Z", [{ product: dress, priceCents: 4000, quantity: 1 }]);
    await orderAt(t, buyer.id, "2026-03-05T08:00:00Z", [{ product: shirt, priceCents: 1000, quantity: 1 }]);
    // Not paid, or no longer: none of these count.
    await orderAt(t, buyer.id, null, [{ product: dress, priceCents: 4000, quantity: 5 }], "pending");
    await orderAt(t, buyer.id, "2026-03-13T10:00:00Z", [{ product: dress, priceCents: 4000, quantity: 3 }], "refunded");
    await orderAt(t, buyer.id, "2026-03-13T11:00:00Z", [{ product: dress, priceCents: 4000, quantity: 3 }], "refunding");
    await orderAt(t, buyer.id, "2026-03-14T10:00:00Z", [{ product: shirt, priceCents: 1000, quantity: 7 }], "held");
    // Outside both periods.
    await orderAt(t, buyer.id, "2026-03-17T00:00:00Z", [{ product: shirt, priceCents: 1000, quantity: 9 }]);
    await orderAt(t, buyer.id, "2026-03-02T23:59:59Z", [{ product: shirt, priceCents: 1000, quantity: 9 }]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const custom = (from: string, to: string) => t.gql(DASHBOARD, { range: "custom", from, to }, admin.token);

  it("sums paid orders only, in cents, beside the previous period of the same length", async () => {
    const r = await custom("2026-03-10", "2026-03-16");
    expect(r.errors).toBeUndefined();
    const d = r.data.salesDashboard;
    expect(d).toMatchObject({ timeZone: "UTC", from: "2026-03-10", to: "2026-03-16", previousFrom: "2026-03-03", previousTo: "2026-03-09" });
    expect(d.current).toEqual({ revenueCents: 2500 + 4500, orders: 2, averageOrderValueCents: 3500, unitsSold: 3 });
    expect(d.previous).toEqual({ revenueCents: 1500, orders: 1, averageOrderValueCents: 1500, unitsSold: 1 });
  });

  it("sums the discounts (waived shipping included), the shipping and the tax charged, of paid orders only", async () => {
    const buyer = await createUser(t);
    const line = [{ product: shirt, priceCents: 10_000, quantity: 1 }];
    await orderAt(t, buyer.id, "2026-05-02T10:00:00Z", line, "paid", { discountCents: 1000, shippingCents: 1500, taxCents: 1050 });
    await orderAt(t, buyer.id, "2026-05-03T10:00:00Z", line, "paid", { shippingCents: 0, shippingDiscountCents: 500, taxCents: 800 });
    await orderAt(t, buyer.id, "2026-05-04T10:00:00Z", line, "refunded", { discountCents: 9999, taxCents: 9999 });
    const r = await t.gql(
      `query { salesDashboard(range: custom, from: "2026-05-01", to: "2026-05-07") {
        current { revenueCents discountCents shippingCents taxCents } previous { discountCents shippingCents taxCents } } }`,
      {},
      admin.token,
    );
    expect(errorOf(r)).toBeNull();
    expect(r.data.salesDashboard.current).toEqual({ revenueCents: 11_550 + 10_800, discountCents: 1500, shippingCents: 1500, taxCents: 1850 });
    expect(r.data.salesDashboard.previous).toEqual({ discountCents: 0, shippingCents: 0, taxCents: 0 });
  });

  it("gives every day of the range, days without sales at zero", async () => {
    const d = (await custom("2026-03-10", "2026-03-16")).data.salesDashboard;
    expect(d.days.map((x: { date: string }) => x.date)).toEqual(["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15", "2026-03-16"]);
    expect(d.days.filter((x: { orders: number }) => x.orders > 0)).toEqual([
      { date: "2026-03-12", revenueCents: 2500, orders: 1 },
      { date: "2026-03-16", revenueCents: 4500, orders: 1 },
    ]);
  });

  it("ranks products by their line revenue and sums categories", async () => {
    const d = (await custom("2026-03-10", "2026-03-16")).data.salesDashboard;
    expect(d.topProducts).toEqual([
      { productId: dress.id, title: "Dress", unitsSold: 1, revenueCents: 4000 },
      { productId: shirt.id, title: "Shirt", unitsSold: 2, revenueCents: 2000 },
    ]);
    expect(d.categories).toEqual([
      { category: "women", unitsSold: 1, revenueCents: 4000 },
      { category: "men", unitsSold: 2, revenueCents: 2000 },
    ]);
  });

  it("counts an order paid just now in today and the last 7 and 30 days", async () => {
    const buyer = await createUser(t);
    const before = await Promise.all(["today", "last7Days", "last30Days"].map((range) => t.gql(DASHBOARD, { range }, admin.token)));
    await orderAt(t, buyer.id, new Date().toISOString(), [{ product: shirt, priceCents: 1234, quantity: 1 }]);
    for (const [i, range] of ["today", "last7Days", "last30Days"].entries()) {
      const d = (await t.gql(DASHBOARD, { range }, admin.token)).data.salesDashboard;
      expect(d.current.revenueCents - before[i]!.data.salesDashboard.current.revenueCents).toBe(1734);
      expect(d.days).toHaveLength([1, 7, 30][i]!);
    }
  });

  it("counts a sale made through checkout and capture, units included, once it is paid", async () => {
    const today = async () => (await t.gql(DASHBOARD, { range: "today" }, admin.token)).data.salesDashboard.current;
    const before = await today();
    // 3 x $50.00 and $5.00 shipping.
    const kidsBefore = (await t.gql(DASHBOARD, { range: "today" }, admin.token)).data.salesDashboard.categories.find((c: { category: string }) => c.category === "kids");
    const jacket = await createProduct(t, { title: "Jacket", category: "kids", priceCents: 5000, totalStock: 10 });
    const orderId = await buyNow(t, jacket.id, 3);
    const sold = await t.gql(DASHBOARD, { range: "today" }, admin.token);
    expect(sold.data.salesDashboard.categories).toContainEqual({
      category: "kids",
      unitsSold: (kidsBefore?.unitsSold ?? 0) + 3,
      revenueCents: (kidsBefore?.revenueCents ?? 0) + 15_000,
    });
    expect(sold.data.salesDashboard.current).toEqual({
      revenueCents: before.revenueCents + 15_500,
      orders: before.orders + 1,
      unitsSold: before.unitsSold + 3,
      averageOrderValueCents: Math.round((before.revenueCents + 15_500) / (before.orders + 1)),
    });
    expect(sold.data.salesDashboard.topProducts).toContainEqual({ productId: jacket.id, title: "Jacket", unitsSold: 3, revenueCents: 15_000 });

    // Cancelled by the shop, hence refunded: it no longer counts anywhere.
    const cancel = await t.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: rejected) { id } }`, { id: orderId }, admin.token);
    expect(cancel.errors).toBeUndefined();
    await expect.poll(async () => (await today()).orders).toBe(before.orders);
    const after = (await t.gql(DASHBOARD, { range: "today" }, admin.token)).data.salesDashboard;
    expect(after.current).toEqual(before);
    expect(after.topProducts.map((p: { productId: string }) => p.productId)).not.toContain(jacket.id);
  });

  it("refuses a backwards or over-long custom range, and a custom range without days", async () => {
    expect(errorOf(await custom("2026-03-16", "2026-03-10"))).toEqual({ code: "BAD_USER_INPUT", message: "From must be on or before To." });
    expect(errorOf(await custom("2025-01-01", "2026-03-10"))?.code).toBe("BAD_USER_INPUT");
    expect(errorOf(await custom("2026-02-30", "2026-03-10"))?.code).toBe("BAD_USER_INPUT");
    expect(errorOf(await t.gql(DASHBOARD, { range: "custom" }, admin.token))?.code).toBe("BAD_USER_INPUT");
  });

  it("is for admins only", async () => {
    const customer = await createUser(t);
    expect(errorOf(await t.gql(DASHBOARD, { range: "today" }, customer.token))?.code).toBe("FORBIDDEN");
    expect(errorOf(await t.gql(DASHBOARD, { range: "today" }))?.code).toBe("UNAUTHENTICATED");
  });
});

describe("salesDashboard's best sellers and categories", () => {
  let t: TestServer;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let buyer: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await createUser(t, { role: "admin" });
    buyer = await createUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const week = async (from: string, to: string) => (await t.gql(DASHBOARD, { range: "custom", from, to }, admin.token)).data.salesDashboard;

  it("keeps a sale in the category its product had when sold, after the product moves or is deleted", async () => {
    const cap = await createProduct(t, { title: "Cap", category: "men" });
    const scarf = await createProduct(t, { title: "Scarf", category: "women" });
    await orderAt(t, buyer.id, "2026-05-04T10:00:00Z", [{ product: cap, priceCents: 1500, quantity: 2 }]);
    await orderAt(t, buyer.id, "2026-05-04T11:00:00Z", [{ product: scarf, priceCents: 2500, quantity: 1 }]);
    await t.db.prisma.product.update({ where: { id: cap.id }, data: { category: "accessories" } });
    await orderAt(t, buyer.id, "2026-05-05T10:00:00Z", [{ product: cap, priceCents: 1500, quantity: 1 }]);
    const deleted = await t.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: scarf.id }, admin.token);
    expect(deleted.errors).toBeUndefined();

    const d = await week("2026-05-04", "2026-05-10");
    expect(d.categories).toEqual([
      { category: "men", unitsSold: 2, revenueCents: 3000 },
      { category: "women", unitsSold: 1, revenueCents: 2500 },
      { category: "accessories", unitsSold: 1, revenueCents: 1500 },
    ]);
    expect(d.topProducts).toEqual([
      { productId: cap.id, title: "Cap", unitsSold: 3, revenueCents: 4500 },
      { productId: null, title: "Deleted products", unitsSold: 1, revenueCents: 2500 },
    ]);
  });

  it("shows five best sellers, breaking a tie at the cut by title", async () => {
    const titles = ["Tee F", "Tee B", "Tee E", "Tee A", "Tee D", "Tee C"];
    for (const title of titles) {
      const p = await createProduct(t, { title });
      await orderAt(t, buyer.id, "2026-06-02T10:00:00Z", [{ product: p, priceCents: 1000, quantity: 1 }]);
    }
    const best = await createProduct(t, { title: "Tee Z" });
    await orderAt(t, buyer.id, "2026-06-03T10:00:00Z", [{ product: best, priceCents: 1000, quantity: 3 }]);

    const d = await week("2026-06-01", "2026-06-07");
    expect(d.topProducts.map((p: { title: string }) => p.title)).toEqual(["Tee Z", "Tee A", "Tee B", "Tee C", "Tee D"]);
    expect(d.categories).toEqual([{ category: "men", unitsSold: 9, revenueCents: 9000 }]);
  });
});

describe("salesDashboard in the shop's time zone (America/New_York)", () => {
  let t: TestServer;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await startTestServer({ SHOP_TIME_ZONE: "America/New_York" });
    admin = await createUser(t, { role: "admin" });
    const buyer = await createUser(t);
    const cap = await createProduct(t, { title: "Cap" });
    // 23:30 on 15 January in New York (UTC-5), already the 16th in UTC.
    await orderAt(t, buyer.id, "2026-01-16T04:30:00Z", [{ product: cap, priceCents: 1000, quantity: 1 }]);
    // Midnight starting the 16th in New York.
    await orderAt(t, buyer.id, "2026-01-16T05:00:00Z", [{ product: cap, priceCents: 2000, quantity: 1 }]);
    // 23:30 on 14 July in New York (UTC-4 in summer time).
    await orderAt(t, buyer.id, "2026-07-15T03:30:00Z", [{ product: cap, priceCents: 3000, quantity: 1 }]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const day = async (date: string) => (await t.gql(DASHBOARD, { range: "custom", from: date, to: date }, admin.token)).data.salesDashboard;

  it("counts an order paid at 23:30 local time on that local day, and one paid at local midnight on the next", async () => {
    expect((await day("2026-01-15")).current).toMatchObject({ revenueCents: 1500, orders: 1 });
    expect((await day("2026-01-16")).current).toMatchObject({ revenueCents: 2500, orders: 1 });
    expect((await day("2026-07-14")).current).toMatchObject({ revenueCents: 3500, orders: 1 });
    expect((await day("2026-07-15")).current).toMatchObject({ revenueCents: 0, orders: 0 });
  });

  it("charts local days, and compares with the local day before", async () => {
    const d = (await t.gql(DASHBOARD, { range: "custom", from: "2026-01-16", to: "2026-01-16" }, admin.token)).data.salesDashboard;
    expect(d).toMatchObject({ timeZone: "America/New_York", previousFrom: "2026-01-15", previousTo: "2026-01-15" });
    expect(d.days).toEqual([{ date: "2026-01-16", revenueCents: 2500, orders: 1 }]);
    expect(d.previous).toMatchObject({ revenueCents: 1500, orders: 1 });
  });
});
