import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, type TestServer } from "../support/harness.js";
import { startRestSuite, type RestClient, type TestUser } from "../support/rest-client.js";

let t: TestServer, api: RestClient, admin: TestUser, customer: TestUser;
beforeAll(async () => ({ t, api, users: { admin, customer } } = await startRestSuite({ admin: "admin", customer: "user" })));
afterAll(() => t?.close());

const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((p) => p.title);

describe("shop products", () => {
  it("answers 200 with data: [] when nothing matches (empty catalogue)", async () => {
    for (const path of ["/api/shop/products/get", "/api/shop/products/all", "/api/shop/search/anything"]) {
      const res = await api.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: [], total: 0 });
    }
  });

  it("GET /api/shop/products/get filters by comma-joined category and brand (h&m) and sorts by the spec's sortBy", async () => {
    await createProduct(t, { title: "B Shirt", category: "men", brand: "hm", priceCents: 3000 });
    await createProduct(t, { title: "A Dress", category: "women", brand: "zara", priceCents: 5000, salePriceCents: 1000 });
    await createProduct(t, { title: "C Shoe", category: "footwear", brand: "nike", priceCents: 2000 });
    await createProduct(t, { title: "D Cap", category: "accessories", brand: "hm", priceCents: 900 });

    const byCategory = await api.get("/api/shop/products/get?category=men,women&sortBy=price-lowtohigh");
    expect(byCategory.status).toBe(200);
    expect(titles(byCategory)).toEqual(["A Dress", "B Shirt"]); // A sells at 10, B at 30
    expect(byCategory.body.total).toBe(2);

    const hm = await api.get(`/api/shop/products/get?brand=${encodeURIComponent("h&m")}&sortBy=title-ztoa`);
    expect(titles(hm)).toEqual(["D Cap", "B Shirt"]);
    expect(hm.body.data[0].brand).toBe("h&m");

    expect(titles(await api.get("/api/shop/products/get?sortBy=title-atoz"))).toEqual(["A Dress", "B Shirt", "C Shoe", "D Cap"]);
    expect(titles(await api.get("/api/shop/products/get?sortBy=price-hightolow"))).toEqual(["B Shirt", "C Shoe", "A Dress", "D Cap"]);
    expect(titles(await api.get("/api/shop/products/get?category=men&category=women&sortBy=title-atoz"))).toEqual(["A Dress", "B Shirt"]);
    const paged = await api.get("/api/shop/products/get?sortBy=title-atoz&page=2&limit=3");
    expect(titles(paged)).toEqual(["D Cap"]);
    expect(paged.body).toMatchObject({ total: 4, page: 2 });
  });

  it("shows products with _id and the spec's fields, prices in dollars", async () => {
    const res = await api.get("/api/shop/products/get?category=women");
    expect(res.body.data[0]).toMatchObject({
      _id: expect.any(String),
      id: expect.any(String),
      title: "A Dress",
      description: expect.any(String),
      image: expect.any(String),
      category: "women",
      brand: "zara",
      price: 50,
      salePrice: 10,
      totalStock: 50,
      averageReview: 0,
    });
  });

  it("refuses unknown filters, sorts and bad paging with 400", async () => {
    for (const query of ["category=robots", "brand=acme", "sortBy=cheapest", "page=0", "limit=abc", "limit=-1", "limit=1.5", "limit=1000", "page=1&page=2"]) {
      const res = await api.get(`/api/shop/products/get?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message, query).toEqual(expect.any(String));
    }
    // The messages name what this API takes, not GraphQL's spellings.
    expect((await api.get("/api/shop/products/get?sortBy=cheapest")).body.message).toBe(
      "Unknown sort order: use one of price-lowtohigh, price-hightolow, title-atoz, title-ztoa.",
    );
    expect((await api.get("/api/shop/products/get?brand=acme")).body.message).toBe("Unknown brand: acme");
    expect((await api.get("/api/shop/products/get?category=robots")).body.message).toBe("Unknown category: robots");
  });

  it("GET /api/shop/products/all lists every product", async () => {
    const res = await api.get("/api/shop/products/all");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(4);
    expect(res.body.total).toBe(4);
    expect((await api.get("/api/shop/products/all?limit=0")).status).toBe(400);
  });

  it("GET /api/shop/products/get/:id answers the product, or 404 with a message", async () => {
    const p = await createProduct(t, { title: "Lone", brand: "hm", category: "kids" });
    const res = await api.get(`/api/shop/products/get/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { _id: p.id, title: "Lone", brand: "h&m" } });
    await t.db.prisma.product.delete({ where: { id: p.id } });
    for (const id of [p.id, "not-a-uuid"]) {
      const missing = await api.get(`/api/shop/products/get/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: "Product not found" });
    }
  });

  it("GET /api/shop/search/:keyword answers matches in data[] and treats wildcards literally", async () => {
    const res = await api.get("/api/shop/search/shirt");
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(["B Shirt"]);
    const wild = await api.get(`/api/shop/search/${encodeURIComponent("%")}`);
    expect(wild.status).toBe(200);
    expect(wild.body.data).toEqual([]);
  });
});

describe("admin products", () => {
  const form = { title: "Jacket", description: "Warm", category: "men", brand: "h&m", image: "/images/products/j.png", price: 120, salePrice: 99.5, totalStock: 7, averageReview: 5 };

  it("POST /api/admin/products/add creates (201) with the h&m brand and ignores averageReview", async () => {
    const res = await api.post("/api/admin/products/add", form, admin.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { _id: expect.any(String), title: "Jacket", brand: "h&m", price: 120, salePrice: 99.5, totalStock: 7, averageReview: 0 } });
    const row = await t.db.prisma.product.findUniqueOrThrow({ where: { id: res.body.data._id } });
    expect(row).toMatchObject({ brand: "hm", priceCents: 12000, salePriceCents: 9950 });
  });

  it("GET /api/admin/products/get lists (admin only)", async () => {
    const res = await api.get("/api/admin/products/get", admin.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(titles(res)).toContain("Jacket");
    expect((await api.get("/api/admin/products/get")).status).toBe(401);
    expect((await api.get("/api/admin/products/get", customer.token)).status).toBe(403);
  });

  it("PUT /api/admin/products/edit/:id updates the given fields", async () => {
    const p = await createProduct(t, { title: "Old", priceCents: 5000 });
    const res = await api.put(`/api/admin/products/edit/${p.id}`, { title: "New", price: 60 }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { _id: p.id, title: "New", price: 60 } });
    expect((await api.put("/api/admin/products/edit/00000000-0000-4000-8000-000000000000", { title: "X" }, admin.token)).status).toBe(404);
  });

  it("DELETE /api/admin/products/delete/:id deletes, then 404", async () => {
    const p = await createProduct(t);
    const res = await api.del(`/api/admin/products/delete/${p.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { _id: p.id } });
    expect(await t.db.prisma.product.findUnique({ where: { id: p.id } })).toBeNull();
    expect((await api.del(`/api/admin/products/delete/${p.id}`, admin.token)).status).toBe(404);
  });

  it("refuses anonymous (401) and customers (403) on every write, changing nothing", async () => {
    const p = await createProduct(t, { title: "Keep" });
    const before = await t.db.prisma.product.count();
    for (const token of [undefined, customer.token]) {
      const expected = token ? 403 : 401;
      expect((await api.post("/api/admin/products/add", form, token)).status).toBe(expected);
      expect((await api.put(`/api/admin/products/edit/${p.id}`, { title: "Hacked" }, token)).status).toBe(expected);
      expect((await api.del(`/api/admin/products/delete/${p.id}`, token)).status).toBe(expected);
    }
    expect(await t.db.prisma.product.count()).toBe(before);
    expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).title).toBe("Keep");
  });

  it("refuses bad product input with 400 and a message", async () => {
    const cases = [
      { ...form, price: "abc" },
      { ...form, price: -5 },
      { ...form, totalStock: 1.5 },
      { ...form, salePrice: 500 },
      { ...form, title: "   " },
      { ...form, brand: "acme" },
    ];
    for (const input of cases) {
      const res = await api.post("/api/admin/products/add", input, admin.token);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const { title: _omit, ...noTitle } = form;
    expect((await api.post("/api/admin/products/add", noTitle, admin.token)).body.message).toBe("Title is required.");
  });
});
