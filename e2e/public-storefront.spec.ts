// A public storefront (STOREFRONT_ACCESS=public), on a shop of its own started for this file only (the run's shared
// shop keeps the spec's members-only sign-in wall, which every other journey walks through): a friend's link to a
// product opens in a fresh browser, the visitor picks a size and adds it to a guest cart, registers, signs in and finds
// the guest cart's line in the account's cart, and pays at the sandbox. A guest holding 3 of a size of which only 2
// are left by then signs in, is told the line was cut, and finds 2 in the cart.
import type { Page } from "@playwright/test";
import { addSizeToCart, adminApi, expect, newShopper, payAtSandbox, registerViaApi, seedSized, shot, test, toast, type Shopper } from "./support";
import { startShop, type Shop } from "./global-setup";

let shop: Shop;
test.beforeAll(async () => {
  // A cold start with the demo catalogue takes a while on a busy machine (global-setup.ts says why it is generous).
  test.setTimeout(300_000);
  shop = await startShop("public", { STOREFRONT_ACCESS: "public" });
});
test.afterAll(async () => {
  await shop?.stop();
});

/** A product in sizes M and L (5 of each unless given), made by the admin's script on this file's shop. */
async function productWithSizes(stock = { M: 5, L: 5 }) {
  const { api, gql } = await adminApi(shop.baseUrl);
  const run = `${Date.now().toString(36)}${process.pid.toString(36)}`.toUpperCase();
  const title = `Shared Link Tee ${run}`;
  const product = await seedSized(gql, title, `PS${run}`, stock);
  await api.dispose();
  return { ...product, title };
}

/** The sign-in form, reached from a product's page: the shop returns the shopper to that product, signed in. */
async function signIn(page: Page, shopper: Shopper, slug: string) {
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fshop%2Fproduct%2F/);
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Password").fill(shopper.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${slug}$`));
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
}

test("public storefront: a shared product link, a guest cart, register, the cart merged, paid at the sandbox", async ({ page }) => {
  test.setTimeout(300_000);
  const product = await productWithSizes();
  const shopper = newShopper("Guest");
  const size = "M";

  await test.step("a fresh browser opens the product's address: its page, with Sign in in the header", async () => {
    await page.goto(`${shop.baseUrl}/shop/product/${product.slug}`);
    await expect(page.getByRole("heading", { name: product.title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} | E-Commerce Shopping`);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  });

  await test.step("picks a size and adds it to the cart as a guest", async () => {
    await addSizeToCart(page, page, size);
    await expect(page.getByRole("button", { name: "Cart, 1 items" })).toBeVisible();
    await shot(page, "public-01-product");
  });

  await test.step("registers from Sign in, signs in and comes back to the product with the cart merged", async () => {
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fshop%2Fproduct%2F/);
    await page.getByRole("link", { name: "Register" }).click();
    await page.getByLabel("User Name").fill(shopper.userName);
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, "You Have Registered Successfully !")).toBeVisible();
    await signIn(page, shopper, product.slug);
    await page.getByRole("button", { name: /^Cart, 1 items$/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await expect(cart.getByTestId("cart-line").filter({ hasText: product.title })).toContainText(`Size ${size}`);
    await cart.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  });

  await test.step("pays at the sandbox", async () => {
    await payAtSandbox(page, "1 Public Street");
  });
});

test("public storefront: a guest with 3 of the last 2 of a size signs in, is told the line was cut, and the cart holds 2", async ({ page }) => {
  test.setTimeout(300_000);
  const product = await productWithSizes({ M: 3, L: 5 });
  const shopper = newShopper("Cut");
  await registerViaApi(shopper, shop.baseUrl);
  const line = `${product.title} (M)`;

  await test.step("a guest puts 3 of size M (all there are) in the cart", async () => {
    await page.goto(`${shop.baseUrl}/shop/product/${product.slug}`);
    await expect(page.getByRole("heading", { name: product.title, level: 1 })).toBeVisible();
    await addSizeToCart(page, page, "M");
    await page.getByRole("button", { name: "Cart, 1 items" }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    for (const quantity of ["2", "3"]) {
      await cart.getByRole("button", { name: `Increase quantity of ${line}` }).click();
      await expect(cart.getByLabel(`Quantity of ${line}`, { exact: true })).toHaveText(quantity);
    }
    await cart.getByRole("button", { name: "Close cart" }).click();
    await expect(cart).toBeHidden();
  });

  await test.step("meanwhile one of them is sold elsewhere: the admin's script sets M's stock to 2", async () => {
    const { api, gql } = await adminApi(shop.baseUrl);
    const variants = product.variants.map(({ id, sku, size, stock }) => ({ id, sku, size, stock: size === "M" ? 2 : stock }));
    await gql(`mutation Restock($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, { id: product.id, input: { variants } });
    await api.dispose();
  });

  await test.step("the guest signs in (the account's cart holds none of it): told the line was cut, the cart holds 2", async () => {
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await signIn(page, shopper, product.slug);
    // One wait for the toast with its whole text: it goes after 10 s, which two waits in turn can outlast on a busy
    // machine (the first saw it, the second found it gone).
    const notice = toast(page, "Your cart changed").filter({ hasText: `Only 2 of “${product.title}” (size M) are left: your cart has 2, not 3.` });
    await expect(notice).toBeVisible();
    await shot(page, "public-02-cart-cut");
    await page.getByRole("button", { name: "Cart, 2 items" }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await expect(cart.getByLabel(`Quantity of ${line}`, { exact: true })).toHaveText("2");
  });
});
