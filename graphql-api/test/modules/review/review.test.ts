import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer, errorOf } from "../../support/harness.js";
import type { PaymentStatus } from "../../../src/generated/prisma/client.js";

const FIELDS = "id productId userId userName reviewMessage reviewValue createdAt";
const LIST = `query($p: ID!) { reviews(productId: $p) { total page pageSize items { ${FIELDS} } } }`;
const PAGE = `query($p: ID!, $page: Int, $size: Int) { reviews(productId: $p, page: $page, pageSize: $size) { total page pageSize items { id } } }`;
const ADD = `mutation($input: ReviewInput!) { addReview(input: $input) { ${FIELDS} } }`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});


/** An order of the product, written directly: the order domain is not under test here. */
async function order(userId: string, productId: string, paymentStatus: PaymentStatus = "paid") {
  await t.db.prisma.order.create({
    data: {
      userId,
      address: "1 Main Street", city: "Pune", pincode: "411001", phone: "9876543210", notes: "",
      paymentStatus,
      subtotalCents: 2000, shippingCents: 500, totalCents: 2500,
      items: { create: [{ productId, title: "Bought", image: "/x.svg", priceCents: 2000, quantity: 1 }] },
    },
  });
}

async function buyer(productId: string, userName?: string) {
  const u = await createUser(t, { userName });
  await order(u.id, productId);
  return u;
}

const review = (productId: string, reviewValue = 5, reviewMessage = "Great fit") => ({ input: { productId, reviewValue, reviewMessage } });

describe("reviews", () => {
  it("rejects anonymous writers but lets anyone read", async () => {
    const p = await createProduct(t);
    expect(errorOf(await t.gql(ADD, review(p.id)))?.code).toBe("UNAUTHENTICATED");
    const r = await t.gql(LIST, { p: p.id });
    expect(r.errors).toBeUndefined();
    expect(r.data.reviews).toEqual({ total: 0, page: 1, pageSize: 10, items: [] });
    expect((await t.gql(LIST, { p: "not-a-uuid" })).data.reviews).toEqual({ total: 0, page: 1, pageSize: 10, items: [] });
  });

  it("stores a buyer's review with the name from the user record and updates the average", async () => {
    const p = await createProduct(t);
    const a = await buyer(p.id, "Asha");
    const b = await buyer(p.id, "Bilal");
    const first = await t.gql(ADD, review(p.id, 5, "  Great fit  "), a.token);
    expect(first.errors).toBeUndefined();
    expect(first.data.addReview).toMatchObject({ productId: p.id, userId: a.id, userName: "Asha", reviewMessage: "Great fit", reviewValue: 5 });
    await t.gql(ADD, review(p.id, 4, "Good"), b.token);

    const product = await t.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(product.averageReview).toBe(4.5);
    expect(product.reviewCount).toBe(2);

    const list = await t.gql(LIST, { p: p.id });
    expect(list.data.reviews.total).toBe(2);
    expect(list.data.reviews.items.map((r: { userName: string }) => r.userName)).toEqual(["Bilal", "Asha"]);
  });

  it("averages 5, 4 and 2 to 3.67 (stored unrounded)", async () => {
    const p = await createProduct(t);
    for (const v of [5, 4, 2]) await t.gql(ADD, review(p.id, v), (await buyer(p.id)).token);
    const product = await t.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(product.averageReview).toBeCloseTo(11 / 3, 10);
    expect(product.reviewCount).toBe(3);
  });

  it("allows one review per user and product", async () => {
    const p = await createProduct(t);
    const u = await buyer(p.id);
    await t.gql(ADD, review(p.id, 5), u.token);
    expect(errorOf(await t.gql(ADD, review(p.id, 1, "Changed my mind"), u.token))).toEqual({ code: "CONFLICT", message: "You already reviewed this product!" });
    const product = await t.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(product).toMatchObject({ averageReview: 5, reviewCount: 1 });
  });

  it("requires a paid order containing the product", async () => {
    const p = await createProduct(t);
    const other = await createProduct(t);
    const noOrders = await createUser(t);
    const unpaid = await createUser(t);
    await order(unpaid.id, p.id, "pending");
    const boughtOther = await buyer(other.id);
    for (const u of [noOrders, unpaid, boughtOther]) {
      expect(errorOf(await t.gql(ADD, review(p.id), u.token))).toEqual({ code: "FORBIDDEN", message: "You need to purchase product to review it." });
    }
    expect(await t.db.prisma.review.count({ where: { productId: p.id } })).toBe(0);
  });

  it.each([
    [0, "ok", "Please choose a rating from 1 to 5 stars."],
    [6, "ok", "Please choose a rating from 1 to 5 stars."],
    [-1, "ok", "Please choose a rating from 1 to 5 stars."],
    [5, "   ", "Please write a review before submitting."],
    [5, "x".repeat(2001), "A review can be at most 2000 characters."],
  ])("rejects rating %i with message %j", async (value, message, error) => {
    const p = await createProduct(t);
    const u = await buyer(p.id);
    expect(errorOf(await t.gql(ADD, review(p.id, value, message), u.token))).toEqual({ code: "BAD_USER_INPUT", message: error });
  });

  it("rejects a fractional rating and an unknown product", async () => {
    const p = await createProduct(t);
    const u = await buyer(p.id);
    // GraphQL's Int rejects 4.5 before the service; the service rejects it for REST callers.
    expect(errorOf(await t.gql(ADD, review(p.id, 4.5), u.token))?.code).toBe("BAD_USER_INPUT");
    await expect(t.shop.services.reviews.add({ id: u.id, role: "user" }, { productId: p.id, reviewValue: 4.5, reviewMessage: "x" })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(errorOf(await t.gql(ADD, review(id), u.token))).toEqual({ code: "NOT_FOUND", message: "Product not found" });
    }
  });

  it("ignores a userName sent by a REST-style caller", async () => {
    const p = await createProduct(t);
    const u = await buyer(p.id, "Real Name");
    const saved = await t.shop.services.reviews.add({ id: u.id, role: "user" }, {
      productId: p.id, reviewValue: 3, reviewMessage: "fine", userName: "Admin", userId: "someone-else",
    } as never);
    expect(saved).toMatchObject({ userName: "Real Name", userId: u.id });
  });

  it("keeps the average right when reviews of one product arrive at once", async () => {
    const p = await createProduct(t);
    const buyers = await Promise.all([1, 2, 3, 4, 5, 5].map(async (v) => ({ v, u: await buyer(p.id) })));
    await Promise.all(buyers.map(({ v, u }) => t.shop.services.reviews.add({ id: u.id, role: "user" }, { productId: p.id, reviewValue: v, reviewMessage: "x" })));
    const product = await t.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(product.reviewCount).toBe(6);
    expect(product.averageReview).toBeCloseTo(20 / 6, 10);
  });
});

describe("review pages", () => {
  /** Reviews written directly, a minute apart, with pairs sharing a timestamp so the id has to break the tie. */
  async function seedReviews(productId: string, count: number) {
    const start = Date.UTC(2024, 0, 1);
    const rows = [];
    for (let i = 0; i < count; i++) {
      const u = await createUser(t);
      rows.push(
        await t.db.prisma.review.create({
          data: { productId, userId: u.id, userName: u.userName, reviewMessage: `Review ${i}`, reviewValue: 1 + (i % 5), createdAt: new Date(start + Math.floor(i / 2) * 60_000) },
        }),
      );
    }
    return rows;
  }
  const newestFirst = (rows: { id: string; createdAt: Date }[]) =>
    [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);
  const ids = (r: { data: { reviews: { items: { id: string }[] } } }) => r.data.reviews.items.map((x) => x.id);

  it("pages through every review, newest first, without overlap; total counts them all", async () => {
    const p = await createProduct(t);
    const rows = await seedReviews(p.id, 25);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const r = await t.gql(PAGE, { p: p.id, page });
      expect(r.errors).toBeUndefined();
      expect(r.data.reviews).toMatchObject({ total: 25, page, pageSize: 10 });
      pages.push(ids(r));
    }
    expect(pages.map((x) => x.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual(newestFirst(rows));
    expect(new Set(pages.flat()).size).toBe(25);

    const past = await t.gql(PAGE, { p: p.id, page: 4 });
    expect(past.data.reviews).toMatchObject({ total: 25, page: 4, items: [] });
  });

  it("honours pageSize, the same order at any page size", async () => {
    const p = await createProduct(t);
    const rows = await seedReviews(p.id, 7);
    const small = [];
    for (const page of [1, 2, 3, 4]) small.push(...ids(await t.gql(PAGE, { p: p.id, page, size: 2 })));
    expect(small).toEqual(newestFirst(rows));
    expect(ids(await t.gql(PAGE, { p: p.id, size: 100 }))).toEqual(newestFirst(rows));
  });

  it("an unknown or malformed product id gives an empty page", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await t.gql(PAGE, { p: id, page: 2, size: 5 })).data.reviews).toEqual({ total: 0, page: 2, pageSize: 5, items: [] });
    }
  });

  it.each([
    [{ page: 0 }, "page must be a whole number from 1 to 100000."],
    [{ page: -1 }, "page must be a whole number from 1 to 100000."],
    [{ size: 0 }, "pageSize must be a whole number from 1 to 100."],
    [{ size: 101 }, "pageSize must be a whole number from 1 to 100."],
  ])("refuses bad paging %j with BAD_USER_INPUT", async (vars, message) => {
    const p = await createProduct(t);
    expect(errorOf(await t.gql(PAGE, { p: p.id, ...vars }))).toEqual({ code: "BAD_USER_INPUT", message });
  });
});
