import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer } from "../support/harness.js";
import { startRestSuite, type RestClient, type TestUser } from "../support/rest-client.js";

let t: TestServer, api: RestClient, admin: TestUser, customer: TestUser;
beforeAll(async () => ({ t, api, users: { admin, customer } } = await startRestSuite({ admin: "admin", customer: "user" })));
afterAll(() => t?.close());

const count = () => t.db.prisma.featureImage.count();

describe("feature images", () => {
  it("GET /api/common/feature/get answers 200 with data: [] when there are none", async () => {
    const res = await api.get("/api/common/feature/get");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [] });
  });

  it.each(["/api/common/feature", "/api/common/feature/add"])("POST %s adds an image (admin, 201)", async (path) => {
    const res = await api.post(path, { image: "https://img.example.test/banner.png" }, admin.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { _id: expect.any(String), id: expect.any(String), image: "https://img.example.test/banner.png" } });
    const list = await api.get("/api/common/feature/get");
    expect(list.body.data.map((f: { _id: string }) => f._id)).toContain(res.body.data._id);
  });

  it("refuses anonymous (401) and customers (403) on add and delete, changing nothing", async () => {
    const before = await count();
    expect((await api.post("/api/common/feature", { image: "https://x.test/a.png" })).status).toBe(401);
    expect((await api.post("/api/common/feature/add", { image: "https://x.test/a.png" }, customer.token)).status).toBe(403);
    const [first] = (await api.get("/api/common/feature/get")).body.data;
    expect((await api.del(`/api/common/feature/${first._id}`)).status).toBe(401);
    expect((await api.del(`/api/common/feature/${first._id}`, customer.token)).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("refuses a missing or unsafe image URL with 400", async () => {
    const missing = await api.post("/api/common/feature", {}, admin.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/image/i);
    expect((await api.post("/api/common/feature", { image: "javascript:alert(1)" }, admin.token)).status).toBe(400);
  });

  it("DELETE /api/common/feature/:id deletes (200), then 404 for the same or a malformed id", async () => {
    const { body } = await api.post("/api/common/feature", { image: "/images/x.png" }, admin.token);
    const res = await api.del(`/api/common/feature/${body.data._id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { _id: body.data._id } });
    expect((await api.del(`/api/common/feature/${body.data._id}`, admin.token)).status).toBe(404);
    const bad = await api.del("/api/common/feature/not-an-id", admin.token);
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe("Feature image not found.");
  });
});
