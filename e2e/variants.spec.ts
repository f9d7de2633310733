import type { Page } from "@playwright/test";
import { appReady, ADMIN, addSizeToCart, adminApi, baseUrl, expect, login, newShopper, payAtSandbox, registerViaApi, seedSized, shopperPage, shot, test, toast, type AdminGql, type SizedProduct } from "./support";

// Sizes per variant: a shopper buys one size M through the sandbox checkout; M's stock drops, L's does not. A size
// that is sold out cannot be chosen in the product dialog.

const VARIANTS = `query Variants($id: ID!) { product(id: $id) { totalStock variants { id sku size stock } } }`;

async function stockBySize(gql: AdminGql, id: string): Promise<Record<string, number>> {
  const { product } = await gql<{ product: { variants: SizedProduct["variants"] } }>(VARIANTS, { id });
  return Object.fromEntries(product.variants.map((v) => [v.size, v.stock]));
}

/** The product dialog (named by its heading; the dialog element itself carries no name). */
function productDialog(page: Page, title: string) {
  return page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: title }) });
}

/** Finds the product by its (unique) title on the search page and opens its dialog. */
async function openProduct(page: Page, title: string) {
  await page.goto(`/shop/search?keyword=${encodeURIComponent(title)}`);
  const card = page.getByTestId("product-card").filter({ hasText: title });
  await card.getByRole("button", { name: title, exact: true }).click();
  const dialog = productDialog(page, title);
  await expect(dialog).toBeVisible();
  return dialog;
}

test("variants: a shopper buys size M, M's stock drops and L's does not; a sold-out M cannot be chosen", async ({ browser }) => {
  test.setTimeout(300_000);
  const run = `${Date.now().toString(36)}${process.pid.toString(36)}`.toUpperCase();
  const title = `Variant Tee ${run}`;
  const soldOutTitle = `Sold Out Tee ${run}`;
  const { api, gql } = await adminApi();
  const shopper = newShopper("Sizes");
  let productId = "";
  let soldOutId = "";

  await test.step("an admin's script creates two products with sizes M and L", async () => {
    productId = (await seedSized(gql, title, `VT${run}`, { M: 3, L: 4 })).id;
    soldOutId = (await seedSized(gql, soldOutTitle, `SO${run}`, { M: 0, L: 6 })).id;
    expect(await stockBySize(gql, productId)).toEqual({ M: 3, L: 4 });
    await registerViaApi(shopper);
  });

  const page = await shopperPage(browser, shopper.email, shopper.password);

  await test.step("the card's Add to Cart asks for a size and opens the dialog", async () => {
    await page.goto(`/shop/search?keyword=${encodeURIComponent(title)}`);
    await appReady(page.getByTestId("product-card").filter({ hasText: title }).getByRole("button", { name: "Add to Cart" }));
    await page.getByTestId("product-card").filter({ hasText: title }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Please choose a size")).toBeVisible();
    await expect(productDialog(page, title).getByRole("radiogroup", { name: "Size" })).toBeVisible();
    await productDialog(page, title).getByRole("button", { name: "Close" }).click();
    await expect(productDialog(page, title)).toHaveCount(0);
  });

  await test.step("in the dialog, Add to Cart waits for a size; size M goes in the cart", async () => {
    const dialog = await openProduct(page, title);
    const sizes = dialog.getByRole("radiogroup", { name: "Size" });
    await expect(sizes.getByRole("radio", { name: "M" })).toBeEnabled();
    await expect(dialog.getByText("Only 3 left")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await addSizeToCart(page, dialog, "M");
    await shot(page, "variants-01-dialog");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step("the cart names the size; checkout through the PayPal sandbox", async () => {
    await page.getByRole("button", { name: /^Cart, \d+ items$/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await expect(cart.getByTestId("cart-line").filter({ hasText: title })).toContainText("Size M");
    await cart.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(cart).toBeHidden(); // the panel's exit, so only the checkout page's lines remain
    await expect(page.getByTestId("cart-line").filter({ hasText: title })).toContainText("Size M");
    await payAtSandbox(page, "1 Size Street");
  });

  await test.step("M's stock dropped by one, L's did not; the order line names size and SKU", async () => {
    expect(await stockBySize(gql, productId)).toEqual({ M: 2, L: 4 });
    await page.getByRole("button", { name: "View Orders" }).click();
    await page.getByRole("row").filter({ has: page.getByRole("button", { name: "View Details" }) }).first().getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Order Details" });
    await expect(details.getByRole("row").filter({ hasText: title })).toContainText(`Size M · SKU VT${run}-M`);
    await details.getByRole("button", { name: "Close" }).click();
  });

  await test.step("the admin's form shows the stock per size, and a cell's change is saved", async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const admin = await context.newPage();
    await login(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.goto(`/admin/products?edit=${productId}`);
    const form = admin.getByRole("dialog", { name: "Edit Product" });
    // As in gallery.spec.ts: on a busy runner the back office's first load can take longer than one assertion's bound.
    await expect(form.getByRole("heading", { name: "Edit Product" })).toBeVisible({ timeout: 90_000 });
    await expect(form.getByRole("textbox", { name: "Stock of M" })).toHaveValue("2");
    await expect(form.getByRole("textbox", { name: "Stock of L" })).toHaveValue("4");
    await expect(form.getByRole("textbox", { name: "SKU of M" })).toHaveValue(`VT${run}-M`);
    await form.getByRole("textbox", { name: "Stock of L" }).fill("5");
    await shot(admin, "variants-03-admin-grid");
    await form.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(toast(admin, "Product updated successfully")).toBeVisible();
    expect(await stockBySize(gql, productId)).toEqual({ M: 2, L: 5 });
    await context.close();
  });

  await test.step("a sold-out M is disabled in the dialog, L can still be chosen", async () => {
    const dialog = await openProduct(page, soldOutTitle);
    const sizes = dialog.getByRole("radiogroup", { name: "Size" });
    await expect(sizes.getByRole("radio", { name: "M" })).toBeDisabled();
    await expect(dialog.getByText("Out of stock")).toBeVisible();
    await expect(sizes.getByRole("radio", { name: "L" })).toBeEnabled();
    await shot(page, "variants-02-sold-out");
  });

  await page.context().close();
  await api.dispose();
  expect(soldOutId).not.toBe("");
});
