import { request as playwrightRequest } from "@playwright/test";
import { ADMIN, baseUrl, expect, login, newShopper, registerViaApi, shopperPage, stripedPng, test, toast } from "./support";

// Photos per colour: the admin uploads three pictures to a product in two colours, puts them in order and describes
// them; a visitor opening the product sees its gallery, and choosing a colour shows that colour's photos.

test("gallery: the admin uploads three photos, orders and describes them; choosing a colour shows its photos", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const title = `Gallery Tee ${Date.now().toString(36)}`;
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const { token } = (await (await api.post("/api/auth/login", { data: ADMIN })).json()) as { token: string };
  const created = await api.post("/graphql", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      variables: {
        input: {
          title,
          description: "A tee in two colours.",
          category: "kids",
          brand: "levi",
          image: "/images/products/placeholder.svg",
          priceCents: 2000,
          variants: [
            { sku: `GT-${Date.now()}-R`, colour: "Red", stock: 3 },
            { sku: `GT-${Date.now()}-B`, colour: "Blue", stock: 3 },
          ],
        },
      },
    },
  });
  const id = ((await created.json()) as { data: { createProduct: { id: string } } }).data.createProduct.id;
  await api.dispose();

  await test.step("the admin uploads three photos, removes the old drawing, orders and describes them", async () => {
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/products?edit=${id}`);
    const panel = page.getByRole("dialog", { name: "Edit Product" });
    // The back office's first load on a busy runner took 30 s (the action's whole bound): wait for the dialog as the admin does.
    await expect(panel.getByRole("heading", { name: "Edit Product" })).toBeVisible({ timeout: 90_000 });
    const photo = (name: string, rgb: [number, number, number]) => ({ name, mimeType: "image/png", buffer: stripedPng(60, 80, [rgb, [250, 250, 250]]) });
    await panel.getByLabel("Add pictures").setInputFiles([photo("front.png", [120, 120, 120]), photo("red.png", [220, 30, 30]), photo("blue.png", [30, 30, 220])]);
    await expect(panel.getByLabel("Alt text of picture 4")).toBeVisible();
    await panel.getByRole("button", { name: "Remove picture 1" }).click();
    await panel.getByLabel("Alt text of picture 1").fill("Front view");
    await panel.getByLabel("Alt text of picture 2").fill("Red tee on a model");
    await panel.getByLabel("Colour of picture 2").selectOption("Red");
    await panel.getByLabel("Alt text of picture 3").fill("Blue tee folded");
    await panel.getByLabel("Colour of picture 3").selectOption("Blue");
    // From the keyboard: the blue one moves up, before the red one.
    await panel.getByRole("button", { name: "Move picture 3 up" }).focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByLabel("Alt text of picture 2")).toHaveValue("Blue tee folded");
    await panel.getByRole("button", { name: "Save pictures" }).click();
    await expect(toast(page, "Pictures saved")).toBeVisible();
  });

  await test.step("a shopper sees the gallery; choosing Red shows the red photo with the one of any colour", async () => {
    const shopper = newShopper("Gallery");
    await registerViaApi(shopper);
    const visitor = await shopperPage(browser, shopper.email, shopper.password);
    await visitor.goto(`/shop/search?keyword=${encodeURIComponent(title)}`);
    const card = visitor.getByTestId("product-card").filter({ hasText: title });
    await expect(card.getByRole("img", { name: "Front view" })).toBeVisible();
    await card.getByRole("button", { name: title, exact: true }).click();
    const dialog = visitor.getByRole("dialog").filter({ has: visitor.getByRole("heading", { name: title }) });
    const gallery = dialog.getByTestId("gallery");
    await expect(gallery.getByRole("listitem")).toHaveCount(3);
    await dialog.getByRole("radiogroup", { name: "Colour" }).getByText("Red").click();
    await expect(gallery.getByRole("listitem")).toHaveCount(2);
    await gallery.getByRole("listitem", { name: /Red tee on a model/ }).click();
    const shown = gallery.getByRole("img", { name: "Red tee on a model" });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/-w\d+\.(avif|webp|png)$/);
    await visitor.close();
  });
});
