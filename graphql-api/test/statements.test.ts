// No list costs one database statement per item: every resolver returns a whole view built by its service with a
// fixed number of statements (joins, or ids first and then one `IN`), so there is nothing for a DataLoader to batch.
// Each case serves the same request over a short and a long list and counts the SQL statements Prisma sends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, settleCatalogue, startTestServer, type TestServer } from "./support/harness.js";

let t: TestServer;
let shopper: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
const products: { id: string; variantId: string }[] = [];

beforeAll(async () => {
  t = await startTestServer();
  shopper = await createUser(t);
  admin = await createUser(t, { role: "admin" });
  for (let i = 0; i < 12; i++) products.push(await createProduct(t, { title: `Budget Tee ${i}`, category: "men", brand: "nike", totalStock: 50 }));
});
afterAll(() => t?.close());

/** The statements sent while one GraphQL request is served (background work started by it included). */
async function statementsOnce(query: string, variables: Record<string, unknown>, token?: string) {
  const seen: string[] = [];
  const stop = t.db.onStatement((sql) => seen.push(sql));
  try {
    const res = await t.gql(query, variables, token);
    expect(res.errors).toBeUndefined();
    expect(seen.length, "the listener sees the request's statements").toBeGreaterThan(0);
    return seen.length;
  } finally {
    stop();
  }
}

/**
 * The fewest statements of three servings: the shop's own background work (the payment reconciler, which pg-boss
 * runs at moments of its choosing) can add statements to one serving, never to all three; a statement per item
 * shows in every serving.
 */
async function statementsFor(query: string, variables: Record<string, unknown> | Record<string, unknown>[], token?: string) {
  const servings = Array.isArray(variables) ? variables : [variables, variables, variables];
  const counts: number[] = [];
  for (const v of servings) counts.push(await statementsOnce(query, v, token));
  return Math.min(...counts);
}

async function fillCart(userId: string, count: number) {
  const cart = await t.db.prisma.cart.upsert({ where: { userId }, create: { userId }, update: {} });
  await t.db.prisma.cartItem.deleteMany({ where: { cartId: cart.id } });
  await t.db.prisma.cartItem.createMany({ data: products.slice(0, count).map((p) => ({ cartId: cart.id, productId: p.id, variantId: p.variantId, quantity: 1 })) });
}

async function placeOrders(userId: string, count: number) {
  await t.db.prisma.order.deleteMany({ where: { userId } });
  for (let i = 0; i < count; i++) {
    await t.db.prisma.order.create({
      data: {
        userId, address: "1 Main St", city: "Springfield", pincode: "12345", phone: "5550100", notes: "",
        subtotalCents: 3000, shippingCents: 500, totalCents: 3500,
        items: { create: products.slice(0, 3).map((p, j) => ({ productId: p.id, title: `Line ${j}`, image: "/x.png", priceCents: 1000, quantity: 1 })) },
      },
    });
  }
}

describe("statements per request do not grow with the list", () => {
  it("product listing and search: 2 items or 12", async () => {
    const LIST = `query($n: Int!, $s: ProductSort!) { products(filter: { category: ["men"] }, sortBy: $s, pageSize: $n) { total items { id title averageReview } } }`;
    // Each serving asks for another page (sort or size), so none comes from the page cache.
    const long = [{ n: 12, s: "titleAtoZ" }, { n: 13, s: "titleAtoZ" }, { n: 14, s: "titleAtoZ" }];
    const short = [{ n: 2, s: "titleZtoA" }, { n: 2, s: "priceLowToHigh" }, { n: 2, s: "priceHighToLow" }];
    // A page that reaches the end knows its total; a short page of a longer list asks the (cached) count, so the long
    // list may cost fewer statements than the short one, never more.
    expect(await statementsFor(LIST, long)).toBeLessThanOrEqual(await statementsFor(LIST, short));
    // A keyword's names and estimate are kept only when read more than a second after the latest write: the catalogue
    // is dated back, so both keywords' servings find them alike, whichever side of that second they fall.
    await settleCatalogue(t);
    const SEARCH = `query($k: String!, $n: Int!) { searchProducts(keyword: $k, pageSize: $n) { total items { id title } } }`;
    const many = [12, 13, 14].map((n) => ({ k: "Budget Tee", n }));
    const one = [12, 13, 14].map((n) => ({ k: "Budget Tee 1", n }));
    expect(await statementsFor(SEARCH, many)).toBe(await statementsFor(SEARCH, one));
  });

  it("a product's reviews: 1 or 10", async () => {
    const REVIEWS = `query($p: ID!) { reviews(productId: $p, pageSize: 10) { total items { id userName reviewValue reviewMessage } } }`;
    const [few, many] = [products[0]!.id, products[1]!.id];
    const reviewers = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    await t.db.prisma.review.createMany({
      data: [
        { productId: few, userId: reviewers[0]!.id, userName: "r0", reviewMessage: "Fine", reviewValue: 4 },
        ...reviewers.map((r, i) => ({ productId: many, userId: r.id, userName: `r${i}`, reviewMessage: "Good", reviewValue: 5 })),
      ],
    });
    expect(await statementsFor(REVIEWS, { p: many })).toBe(await statementsFor(REVIEWS, { p: few }));
  });

  it("cart and wishlist: 1 line or 10", async () => {
    const CART = `{ cart { id itemCount subtotal items { productId title price quantity totalStock } } }`;
    await fillCart(shopper.id, 1);
    const one = await statementsFor(CART, {}, shopper.token);
    await fillCart(shopper.id, 10);
    expect(await statementsFor(CART, {}, shopper.token)).toBe(one);

    const WISHLIST = `{ wishlist { items { id title price totalStock } } }`;
    await t.db.prisma.wishlistItem.create({ data: { userId: shopper.id, productId: products[0]!.id } });
    const single = await statementsFor(WISHLIST, {}, shopper.token);
    await t.db.prisma.wishlistItem.createMany({ data: products.slice(1, 10).map((p) => ({ userId: shopper.id, productId: p.id })) });
    expect(await statementsFor(WISHLIST, {}, shopper.token)).toBe(single);
  });

  it("a shopper's orders and the admin's: 1 order or 6, each with 3 lines", async () => {
    const MINE = `{ myOrders(pageSize: 20) { total items { id totalAmount items { title quantity } addressInfo { city } } } }`;
    const ALL = `{ adminOrders(pageSize: 20) { total items { id userName items { title } } } }`;
    await placeOrders(shopper.id, 1);
    const [mine, all] = [await statementsFor(MINE, {}, shopper.token), await statementsFor(ALL, {}, admin.token)];
    await placeOrders(shopper.id, 6);
    expect(await statementsFor(MINE, {}, shopper.token)).toBe(mine);
    expect(await statementsFor(ALL, {}, admin.token)).toBe(all);
  });
});
