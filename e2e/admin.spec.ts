import type { Page } from "@playwright/test";
import { ADMIN, expect, login, money, newShopper, outbox, placePaidOrder, registerViaApi, shopperPage, shot, stripedPng, test, toast } from "./support";

async function imageLoaded(page: Page, selector: ReturnType<Page["locator"]>) {
  await expect.poll(() => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test("admin: feature images, products, order status", async ({ page, browser }) => {
  test.setTimeout(600_000); // the longest journey: an upper bound a loaded 2-core runner can meet
  const shopper = newShopper("Buyer");
  await registerViaApi(shopper);
  const orderId = await placePaidOrder(shopper, "Adidas Essentials 3-Stripes Track Jacket", "adidas");
  const shop = await shopperPage(browser, shopper.email, shopper.password);

  await test.step("log in and land on /admin/dashboard", async () => {
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("Admin Panel").first()).toBeVisible();
    for (const entry of ["Dashboard", "Products", "Orders", "Feature Images"]) {
      await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: entry })).toBeVisible();
    }
    // The admin home is the sales dashboard, with the paid order just placed in today's figures.
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Today" }).click();
    await expect(page.getByLabel("Orders").getByText(/^[1-9]\d*$/)).toBeVisible();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Feature Images" }).click();
    await expect(page).toHaveURL(/\/admin\/features$/);
  });

  let featureSrc = "";
  const features = page.getByRole("img", { name: /^Feature image \d+$/ });
  await test.step("upload a feature image: it shows on the shop home", async () => {
    await expect(features.first()).toBeVisible();
    const before = await features.count();
    const upload = page.getByRole("button", { name: "Upload", exact: true });
    await expect(upload).toBeDisabled();
    await page.getByLabel("Upload Image").setInputFiles({
      name: "summer-feature.png",
      mimeType: "image/png",
      buffer: stripedPng(900, 300, [[240, 90, 40], [250, 200, 60], [40, 120, 200]]),
    });
    await expect(page.getByText("summer-feature.png")).toBeVisible();
    await expect(page.getByRole("img", { name: "Selected image preview" })).toBeVisible();
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(toast(page, "Feature image added")).toBeVisible();
    await expect(features).toHaveCount(before + 1);
    featureSrc = (await features.last().getAttribute("src")) ?? "";
    expect(featureSrc).toContain("/uploads/");
    await imageLoaded(page, features.last());
    await shot(page, "01-dashboard-feature-added");

    await shop.goto("/shop/home");
    // The sections under the tiles load as the shopper scrolls towards them.
    await shop.getByRole("heading", { name: "Feature Products" }).scrollIntoViewIfNeeded();
    await expect(shop.getByRole("heading", { name: "Featured Highlights" })).toBeVisible();
    const shown = shop.locator(`img[src="${featureSrc}"]`);
    await expect(shown).toBeVisible();
    await imageLoaded(shop, shown);
    await shown.scrollIntoViewIfNeeded();
    await shot(shop, "02-shop-home-with-feature");

    await page.getByRole("button", { name: `Delete feature image ${before + 1}` }).click();
    await expect(features).toHaveCount(before);
    await expect(page.locator(`img[src="${featureSrc}"]`)).toHaveCount(0);
    await shop.reload();
    await shop.getByRole("heading", { name: "Feature Products" }).scrollIntoViewIfNeeded();
    await expect(shop.getByRole("heading", { name: "Featured Highlights" })).toBeVisible();
    await expect(shop.locator(`img[src="${featureSrc}"]`)).toHaveCount(0);
  });

  // "A1" sorts before the catalogue's titles, so the card is on the first page of the admin grid (title A to Z).
  const title = `A1 E2E Linen Overshirt ${Date.now().toString(36)}`;
  await test.step("add a product with an image", async () => {
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.getByRole("button", { name: "Add New Product" }).click();
    const panel = page.getByRole("dialog", { name: "Add New Product" });
    await expect(panel).toBeVisible();
    const add = panel.getByRole("button", { name: "Add", exact: true });
    await expect(add).toBeDisabled();
    await panel.getByLabel("Upload Image").setInputFiles({
      name: "overshirt.png",
      mimeType: "image/png",
      buffer: stripedPng(400, 400, [[230, 225, 210], [90, 110, 80]]),
    });
    await expect(panel.getByRole("img", { name: "Selected image preview" })).toBeVisible();
    await panel.getByLabel("Title").fill(title);
    await panel.getByLabel("Description").fill("A relaxed overshirt in washed linen.");
    await panel.getByLabel("Category").selectOption("women");
    await panel.getByLabel("Brand").selectOption({ label: "Zara" });
    await panel.getByLabel("Price", { exact: true }).fill("42.50");
    await expect(panel.getByPlaceholder("Enter sale price (optional)")).toBeVisible();
    await panel.getByLabel("Total Stock").fill("12");
    await expect(add).toBeEnabled();
    await shot(page, "03-add-product", { fullPage: false });
    await add.click();
    await expect(toast(page, "Product add successfully")).toBeVisible();
    await expect(panel).toBeHidden();
    const card = page.locator(".chakra-card__root").filter({ hasText: title });
    await expect(card).toContainText("Women · Zara · Stock 12");
    await expect(card).toContainText(money(42.5));
    await imageLoaded(page, card.getByRole("img", { name: title }));
  });

  await test.step("edit its price and stock", async () => {
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const panel = page.getByRole("dialog", { name: "Edit Product" });
    // Edit mode shows the product's pictures as a gallery: its one picture, the title as its alt text.
    await expect(panel.getByLabel("Alt text of picture 1")).toHaveValue(title);
    await expect(panel.getByLabel("Title")).toHaveValue(title);
    await panel.getByLabel("Price", { exact: true }).fill("39.99");
    await panel.getByLabel("Total Stock").fill("3");
    await panel.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(toast(page, "Product updated successfully")).toBeVisible();
    const card = page.locator(".chakra-card__root").filter({ hasText: title });
    await expect(card).toContainText("Stock 3");
    await expect(card).toContainText(money(39.99));
    await shot(page, "04-products-after-edit");
  });

  await test.step("the shop shows it with the new price and stock; deleted, it is gone", async () => {
    await shop.goto("/shop/listing?category=women&brand=zara");
    const card = shop.getByTestId("product-card").filter({ hasText: title });
    await expect(card.getByTestId("price")).toHaveText(money(39.99));
    await expect(card.getByText("Only 3 left")).toBeVisible();
    await imageLoaded(shop, card.getByRole("img", { name: title }));
    await card.scrollIntoViewIfNeeded();
    await shot(shop, "05-shop-listing-new-product");

    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(toast(page, "Product deleted successfully")).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await shop.reload();
    await expect(shop.getByRole("heading", { name: "All Products" })).toBeVisible();
    await expect(shop.getByTestId("product-card").first()).toBeVisible();
    await expect(shop.getByTestId("product-card").filter({ hasText: title })).toHaveCount(0);
  });

  await test.step("change an order's status: the shopper sees the new label", async () => {
    await shop.goto("/shop/account");
    const shopperRow = shop.getByRole("row").filter({ hasText: orderId });
    await expect(shopperRow).toContainText("Confirmed");

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole("heading", { name: "All Orders" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: orderId });
    await expect(row).toContainText("Confirmed");
    await row.getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await expect(dialog.getByText(shopper.userName)).toBeVisible();
    // On a wide screen the dialog floats below the window's top edge (it used to cling to it, full height).
    expect((await dialog.boundingBox())!.y).toBeGreaterThanOrEqual(32);
    await expect(dialog.getByText("7 Admin Lane")).toBeVisible();
    await expect(dialog.getByText("Adidas Essentials 3-Stripes Track Jacket")).toBeVisible();
    const update = dialog.getByRole("button", { name: "Update Order Status" });
    await expect(update).toBeDisabled();
    // A paid order offers only its legal moves: never back to Pending, never straight to Delivered.
    const status = dialog.getByLabel("Order Status");
    await expect(status.getByRole("option")).toHaveText(["Confirmed", "Processing", "On the Way", "Cancelled"]);
    await status.selectOption({ label: "Processing" });
    await update.click();
    await expect(toast(page, "Order status is updated successfully!")).toBeVisible();
    await expect(dialog.getByText("Processing").first()).toBeVisible();
    await shot(page, "06-admin-order-status", { fullPage: false });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(row).toContainText("Processing");

    await shop.reload();
    await expect(shopperRow).toContainText("Processing");
    await shot(shop, "07-shopper-sees-new-status");
  });

  await test.step("cancel the paid order: the admin is warned, PayPal refunds it, the shopper sees Cancelled and gets an email", async () => {
    const row = page.getByRole("row").filter({ hasText: orderId });
    await row.getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await dialog.getByLabel("Order Status").selectOption({ label: "Cancelled" });
    await expect(dialog.getByText("Cancelling a paid order refunds the shopper through PayPal and puts the items back in stock.")).toBeVisible();
    await dialog.getByRole("button", { name: "Update Order Status" }).click();
    await expect(toast(page, "Order status is updated successfully!")).toBeVisible();
    await expect(dialog.getByText("Refunded", { exact: true })).toBeVisible();
    await expect(dialog.getByText("This order is Cancelled; its status can no longer change.")).toBeVisible();
    await expect(dialog.getByLabel("Order Status")).toHaveCount(0);
    // The history reads oldest first: placed by the shopper, paid through PayPal, then the admin's moves.
    const history = dialog.getByRole("list", { name: "Order history" }).getByRole("listitem");
    await expect(history.first()).toContainText("Order placed");
    await expect(history.last()).toContainText("Payment: Refund in progress → Refunded");
    await expect(history.filter({ hasText: "Order status: Processing → Cancelled" })).toContainText("by an admin");
    await shot(page, "08-admin-order-refunded", { fullPage: false });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(row).toContainText("Cancelled");

    await shop.reload();
    await expect(shop.getByRole("row").filter({ hasText: orderId })).toContainText("Cancelled");
    await expect.poll(() => outbox(shopper.email).filter((m) => m.subject === "Your order was cancelled and refunded").length).toBe(1);
  });

  await shop.context().close();
});
