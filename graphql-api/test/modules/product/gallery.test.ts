// A product's gallery: ordered pictures with alt text and colours, the first one its `image` for every client.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, createVariantProduct, errorOf, startTestServer, type TestServer } from "../../support/harness.js";

const IMAGES = "images { url alt colour width height placeholder }";
const SET = `mutation($id: ID!, $images: [ProductImageInput!]!) { setProductImages(productId: $id, images: $images) { id image ${IMAGES} } }`;
const READ = `query($id: ID!, $colour: String) { product(id: $id) { image cover { url alt width height } images(colour: $colour) { url alt colour } } }`;

let t: TestServer;
let admin: { token: string };
beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

async function uploaded(colour: string, width = 30, height = 40) {
  const form = new FormData();
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
  form.append("my_file", new Blob([new Uint8Array(bytes)]), "p.jpg");
  const res = await fetch(`${t.url}/api/admin/products/upload-image`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin.token}` } });
  return ((await res.json()) as { result: { url: string } }).result.url;
}

describe("product gallery", () => {
  it("a product from before galleries shows its image alone, its title as alt text", async () => {
    const p = await createProduct(t, { title: "Old Tee" });
    const r = await t.gql(READ, { id: p.id });
    expect(r.data.product.images).toEqual([{ url: p.image, alt: "Old Tee", colour: "" }]);
    expect(r.data.product.cover).toEqual({ url: p.image, alt: "Old Tee", width: null, height: null });
  });

  it("saves pictures in order with alt text and colours; the first becomes `image` (legacy REST too); a colour shows its own", async () => {
    const p = await createVariantProduct(t, [{ size: "M", colour: "Red", stock: 2 }, { size: "M", colour: "Blue", stock: 2 }], { title: "Gallery Tee" });
    const [front, red, blue] = [await uploaded("#888888", 30, 40), await uploaded("#cc0000"), await uploaded("#0000cc")];
    const images = [
      { url: front, alt: "Front view" },
      { url: red, alt: "Red, on a model", colour: "Red" },
      { url: blue, alt: "Blue, folded", colour: "Blue" },
    ];
    const saved = await t.gql(SET, { id: p.id, images }, admin.token);
    expect(errorOf(saved)).toBeNull();
    expect(saved.data.setProductImages.image).toBe(front);
    expect(saved.data.setProductImages.images[0]).toMatchObject({ url: front, alt: "Front view", colour: "", width: 30, height: 40 });
    expect(saved.data.setProductImages.images[0].placeholder).toMatch(/^#[0-9a-f]{6}$/);

    const blueOnes = await t.gql(READ, { id: p.id, colour: "Blue" });
    expect(blueOnes.data.product.images.map((i: { url: string }) => i.url)).toEqual([front, blue]);
    expect(blueOnes.data.product.cover).toEqual({ url: front, alt: "Front view", width: 30, height: 40 });
    const legacy = (await (await fetch(`${t.url}/api/shop/products/get/${p.id}`)).json()) as { data: { image: string } };
    expect(legacy.data.image).toBe(front);

    // Reordered: the blue one first is now the product's image.
    await t.gql(SET, { id: p.id, images: [images[2], images[0], images[1]] }, admin.token);
    const after = await t.gql(READ, { id: p.id });
    expect(after.data.product.image).toBe(blue);
    expect(after.data.product.images.map((i: { alt: string }) => i.alt)).toEqual(["Blue, folded", "Front view", "Red, on a model"]);
  });

  it("refuses a gallery without alt text, with a colour the product lacks, or over 12 pictures, and lets only admins save one", async () => {
    const p = await createVariantProduct(t, [{ colour: "Red", stock: 1 }]);
    const url = await uploaded("#00aa00");
    const message = async (images: unknown[], token = admin.token) => errorOf(await t.gql(SET, { id: p.id, images }, token));
    expect(await message([{ url, alt: "  " }])).toEqual({ code: "BAD_USER_INPUT", message: "Picture 1 needs alt text: say what it shows, for shoppers who cannot see it." });
    expect((await message([{ url, alt: "Green", colour: "Green" }]))?.message).toBe('"Green" is not a colour of this product (Red).');
    expect((await message(Array.from({ length: 13 }, (_, i) => ({ url: `https://cdn.example/${i}.jpg`, alt: "x" }))))?.message).toBe("At most 12 pictures per product.");
    expect((await message([]))?.message).toBe("A product needs at least one picture.");
    const customer = await createUser(t);
    expect((await message([{ url, alt: "Green" }], customer.token))?.code).toBe("FORBIDDEN");
    expect((await t.gql(READ, { id: p.id })).data.product.image).toBe("/images/products/test.svg");
  });
});
