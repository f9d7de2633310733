import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { MAX_FEATURE_IMAGES } from "../../../src/modules/feature/feature.service.js";

const LIST = `{ featureImages { id image } }`;
const ADD = `mutation($image: String!) { addFeatureImage(image: $image) { id image } }`;
const DELETE = `mutation($id: ID!) { deleteFeatureImage(id: $id) }`;

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await createUser(t, { role: "admin" })).token;
});
afterAll(() => t?.close());

describe("feature images", () => {
  it("an admin adds images by URL and everyone sees them, oldest first", async () => {
    const first = await t.gql(ADD, { image: " https://img.example.test/one.png " }, admin);
    const second = await t.gql(ADD, { image: "/uploads/two.png" }, admin);
    expect(first.data.addFeatureImage.image).toBe("https://img.example.test/one.png");
    const list = await t.gql(LIST);
    expect(list.data.featureImages.map((f: { id: string }) => f.id)).toEqual([first.data.addFeatureImage.id, second.data.addFeatureImage.id]);
  });

  it("refuses a blank or unsafe URL with a message naming the field", async () => {
    expect(errorOf(await t.gql(ADD, { image: "   " }, admin))).toEqual({ code: "BAD_USER_INPUT", message: "image is required: upload an image first." });
    expect(errorOf(await t.gql(ADD, { image: "javascript:alert(1)" }, admin))?.code).toBe("BAD_USER_INPUT");
  });

  it(`refuses an image past the ${MAX_FEATURE_IMAGES} the home page lists, instead of adding one nobody would see`, async () => {
    const existing = await t.db.prisma.featureImage.count();
    await t.db.prisma.featureImage.createMany({
      data: Array.from({ length: MAX_FEATURE_IMAGES - existing }, (_, i) => ({ image: `/uploads/filler-${i}.png` })),
    });

    const refused = await t.gql(ADD, { image: "/uploads/one-too-many.png" }, admin);
    expect(errorOf(refused)).toEqual({
      code: "BAD_USER_INPUT",
      message: `The home page shows at most ${MAX_FEATURE_IMAGES} feature images: delete one before adding another.`,
    });
    const listed = (await t.gql(LIST)).data.featureImages as { id: string; image: string }[];
    expect(listed).toHaveLength(MAX_FEATURE_IMAGES);
    expect(listed.map((f) => f.image)).not.toContain("/uploads/one-too-many.png");

    // Deleting one makes room, and the new image is listed (last, as the newest).
    expect((await t.gql(DELETE, { id: listed[0]!.id }, admin)).data.deleteFeatureImage).toBe(listed[0]!.id);
    const added = await t.gql(ADD, { image: "/uploads/replacement.png" }, admin);
    expect(added.errors).toBeUndefined();
    const after = (await t.gql(LIST)).data.featureImages as { image: string }[];
    expect(after).toHaveLength(MAX_FEATURE_IMAGES);
    expect(after.at(-1)!.image).toBe("/uploads/replacement.png");
  });

  it("concurrent adds at the limit leave exactly the limit", async () => {
    const existing = await t.db.prisma.featureImage.findMany({ orderBy: { createdAt: "desc" }, take: 3, select: { id: true } });
    for (const { id } of existing) await t.gql(DELETE, { id }, admin);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => t.gql(ADD, { image: `/uploads/race-${i}.png` }, admin)));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(results.filter((r) => r.errors).map((r) => errorOf(r)?.code)).toEqual(["BAD_USER_INPUT", "BAD_USER_INPUT", "BAD_USER_INPUT"]);
    expect(await t.db.prisma.featureImage.count()).toBe(MAX_FEATURE_IMAGES);
  });

  it("deleting an unknown or malformed id answers NOT_FOUND", async () => {
    expect(errorOf(await t.gql(DELETE, { id: "not-an-id" }, admin))).toEqual({ code: "NOT_FOUND", message: "Feature image not found." });
    expect(errorOf(await t.gql(DELETE, { id: "00000000-0000-4000-8000-000000000000" }, admin))?.code).toBe("NOT_FOUND");
  });
});
