import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createProduct, type TestServer } from "../support/harness.js";
import { startRestSuite, type RestClient } from "../support/rest-client.js";

let t: TestServer, api: RestClient;
beforeAll(async () => ({ t, api } = await startRestSuite({})));
afterAll(() => t?.close());

/** A paid order holding the product: the service only lets buyers review. */
function buy(userId: string, product: { id: string; title: string; image: string; priceCents: number }) {
  return t.db.prisma.order.create({
    data: {
      userId, address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "",
      orderStatus: "confirmed", paymentMethod: "paypal", paymentStatus: "paid",
      subtotalCents: product.priceCents, shippingCents: 500, totalCents: product.priceCents + 500,
      items: { create: [{ productId: product.id, title: product.title, image: product.image, priceCents: product.priceCents, quantity: 1 }] },
    },
  });
}

const reviewsOf = (productId: string) => t.db.prisma.review.findMany({ where: { productId } });

describe("reviews", () => {
  it("GET /api/shop/review/:productId answers data: [] when there are none (and for unknown ids)", async () => {
    const p = await createProduct(t);
    for (const id of [p.id, "not-an-id"]) {
      const res = await api.get(`/api/shop/review/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: [] });
    }
  });

  it("POST /api/shop/review/add saves a buyer's review (201) signed with their own name; the list shows it", async () => {
    const p = await createProduct(t);
    const u = await createUser(t, { userName: "Real Name" });
    await buy(u.id, p);
    const res = await api.post(
      "/api/shop/review/add",
      { productId: p.id, userId: u.id, userName: "Someone Else", reviewMessage: "  Great fit  ", reviewValue: 4 },
      u.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Review added successfully!",
      data: { _id: expect.any(String), productId: p.id, userId: u.id, userName: "Real Name", reviewMessage: "Great fit", reviewValue: 4 },
    });
    const list = await api.get(`/api/shop/review/${p.id}`);
    expect(list.body.data).toEqual([expect.objectContaining({ _id: res.body.data._id, reviewValue: 4, userName: "Real Name" })]);
    expect((await api.get(`/api/shop/products/get/${p.id}`)).body.data.averageReview).toBe(4);
  });

  it("answers 401 to anonymous callers and 403 for another user's userId, saving nothing", async () => {
    const p = await createProduct(t);
    const u = await createUser(t);
    const other = await createUser(t);
    await buy(u.id, p);
    await buy(other.id, p);
    const review = { productId: p.id, reviewMessage: "Nice", reviewValue: 5 };
    expect((await api.post("/api/shop/review/add", { ...review, userId: u.id })).status).toBe(401);
    const wrong = await api.post("/api/shop/review/add", { ...review, userId: other.id }, u.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("You can only access your own data.");
    expect(await reviewsOf(p.id)).toEqual([]);
  });

  it("refuses bad input (400), non-buyers (403) and a second review (409)", async () => {
    const p = await createProduct(t);
    const u = await createUser(t);
    for (const bad of [{ reviewValue: 0 }, { reviewValue: "5" }, { reviewValue: 2.5 }, { reviewMessage: "   " }]) {
      const res = await api.post("/api/shop/review/add", { productId: p.id, reviewMessage: "ok", reviewValue: 3, ...bad }, u.token);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await api.post("/api/shop/review/add", { reviewMessage: "ok", reviewValue: 3 }, u.token)).status).toBe(400);
    const notBought = await api.post("/api/shop/review/add", { productId: p.id, reviewMessage: "ok", reviewValue: 3 }, u.token);
    expect(notBought.status).toBe(403);
    await buy(u.id, p);
    expect((await api.post("/api/shop/review/add", { productId: p.id, reviewMessage: "ok", reviewValue: 3 }, u.token)).status).toBe(201);
    expect((await api.post("/api/shop/review/add", { productId: p.id, reviewMessage: "again", reviewValue: 1 }, u.token)).status).toBe(409);
    const unknown = await api.post("/api/shop/review/add", { productId: "00000000-0000-4000-8000-000000000000", reviewMessage: "ok", reviewValue: 3 }, u.token);
    expect(unknown.status).toBe(404);
    expect(await reviewsOf(p.id)).toHaveLength(1);
  });

  it("GET /api/shop/review/:productId honours page and limit, newest first (bad values are a 400)", async () => {
    const p = await createProduct(t);
    const start = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 5; i++) {
      const u = await createUser(t, { userName: `Reviewer ${i}` });
      await t.db.prisma.review.create({
        data: { productId: p.id, userId: u.id, userName: u.userName, reviewMessage: "ok", reviewValue: 4, createdAt: new Date(start + i * 60_000) },
      });
    }
    const names = async (query: string) => {
      const res = await api.get(`/api/shop/review/${p.id}${query}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["data", "success"]);
      return res.body.data.map((r: { userName: string }) => r.userName);
    };
    expect(await names("")).toEqual(["Reviewer 4", "Reviewer 3", "Reviewer 2", "Reviewer 1", "Reviewer 0"]);
    expect(await names("?limit=2")).toEqual(["Reviewer 4", "Reviewer 3"]);
    expect(await names("?page=2&limit=2")).toEqual(["Reviewer 2", "Reviewer 1"]);
    expect(await names("?page=3&limit=2")).toEqual(["Reviewer 0"]);
    expect(await names("?page=4&limit=2")).toEqual([]);
    for (const bad of ["?page=0", "?limit=0", "?limit=101", "?page=abc", "?page=1&page=2"]) {
      const res = await api.get(`/api/shop/review/${p.id}${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.success, bad).toBe(false);
    }
  });
});
