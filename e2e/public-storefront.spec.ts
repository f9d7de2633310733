// A public storefront (STOREFRONT_ACCESS=public), on a shop of its own started for this file only (the run's shared
// shop keeps the spec's members-only sign-in wall, which every other journey walks through): a friend's link to a
// product opens in a fresh browser, the visitor picks a size and adds it to a guest cart, registers, signs in and finds
// the guest cart's line in the account's cart, and pays at the sandbox.
import { ADMIN, test, expect, newShopper, toast, shot } from "./support";
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

/** A product in two sizes, made by the admin's script (the demo catalogue's products have none): its address, title and size M. */
async function productWithSizes(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const run = `${Date.now().toString(36)}${process.pid.toString(36)}`.toUpperCase();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: "mutation Seed($input: ProductInput!) { createProduct(input: $input) { slug title } }",
      variables: {
        input: {
          title: `Shared Link Tee ${run}`,
          description: "A plain tee in two sizes.",
          category: "kids",
          brand: "levi",
          image: "/images/products/placeholder.svg",
          priceCents: 2000,
          variants: [
            { sku: `PS${run}-M`, size: "M", stock: 5 },
            { sku: `PS${run}-L`, size: "L", stock: 5 },
          ],
        },
      },
    }),
  });
  const body = (await res.json()) as { data?: { createProduct: { slug: string; title: string } }; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return { ...body.data!.createProduct, size: "M" };
}

test("public storefront: a shared product link, a guest cart, register, the cart merged, paid at the sandbox", async ({ page }) => {
  test.setTimeout(300_000);
  const product = await productWithSizes(shop.baseUrl);
  const shopper = newShopper("Guest");

  await test.step("a fresh browser opens the product's address: its page, with Sign in in the header", async () => {
    await page.goto(`${shop.baseUrl}/shop/product/${product.slug}`);
    await expect(page.getByRole("heading", { name: product.title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} | E-Commerce Shopping`);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  });

  await test.step("picks a size and adds it to the cart as a guest", async () => {
    const sizes = page.getByRole("radiogroup", { name: "Size" });
    await sizes.getByText(product.size, { exact: true }).click();
    await expect(sizes.getByRole("radio", { name: product.size })).toBeChecked();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Product is added to cart")).toBeVisible();
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
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=/);
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/product/${product.slug}$`));
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: /^Cart, 1 items$/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await expect(cart.getByTestId("cart-line").filter({ hasText: product.title })).toContainText(`Size ${product.size}`);
    await cart.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  });

  await test.step("pays at the sandbox", async () => {
    await page.getByLabel("Address", { exact: true }).fill("1 Public Street");
    await page.getByLabel("City").fill("Springfield");
    await page.getByLabel("Pincode").fill("10001");
    await page.getByLabel("Phone").fill("5550001111");
    await page.getByLabel("Notes").fill("Door 1");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Address added successfully")).toBeVisible();
    await page.getByTestId("address-card").filter({ hasText: "1 Public Street" }).getByRole("button", { name: "Select" }).click();
    await page.getByRole("button", { name: "Checkout with Paypal" }).click();
    await expect(page).toHaveURL(/\/paypal-sandbox\/checkoutnow\?token=/);
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    await expect(page.getByRole("heading", { name: "Payment is successfull!" })).toBeVisible();
  });
});
