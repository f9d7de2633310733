// The original client of the HTTP API, kept by a shop that serves it through WEB_DIR (e2e/legacy-client/, served by
// the second shop global-setup.ts starts): every journey it has, in Chromium, against the REST facade. It sends no
// CSRF header and sets `withCredentials` only on /api/auth calls, as that client does; its writes ride the session
// cookie and pass the CSRF check because they come from the shop's own origin.
import { test as base, type Page, type Request } from "@playwright/test";
import { ADMIN, expect, legacyUrl, newShopper, placePaidOrder, registerViaApi, stripedPng } from "./support";

const test = base.extend<{ apiCalls: Request[] }>({
  baseURL: async ({}, use) => {
    await use(legacyUrl());
  },
  /** Every /api request the page sent, checked after each journey: none carried a CSRF header or a bearer token. */
  apiCalls: async ({ page }, use) => {
    const calls: Request[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) calls.push(r);
    });
    await use(calls);
    const writes = calls.filter((r) => r.method() !== "GET");
    expect(writes.length).toBeGreaterThan(0);
    for (const r of calls) {
      const headers = await r.allHeaders();
      expect(headers["x-csrf-token"], `${r.method()} ${r.url()}`).toBeUndefined();
      expect(headers["authorization"], `${r.method()} ${r.url()}`).toBeUndefined();
    }
  },
});

const status = (page: Page) => page.getByRole("status");

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("shopper journeys of the original client: account, catalogue, cart, addresses, PayPal, orders, review", async ({ page, apiCalls }) => {
  test.setTimeout(300_000);
  const shopper = newShopper("Legacy");
  const product = "Puma Essentials Logo Tee";

  await test.step("register (not signed in), then sign in", async () => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page.getByRole("heading", { name: "Create new account" })).toBeVisible();
    await page.getByLabel("User Name").fill(shopper.userName);
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(status(page)).toHaveText("You Have Registered Successfully !");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.locator("#whoami")).toHaveText(`Signed in as ${shopper.userName}`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  await test.step("stays signed in on reload (check-auth with the cookie)", async () => {
    await page.reload();
    await expect(page.locator("#whoami")).toHaveText(`Signed in as ${shopper.userName}`);
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  await test.step("listing: category and brand filters, sort, details", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
    for (const filter of ["men", "nike", "adidas"]) {
      await page.getByLabel(filter, { exact: true }).click();
      await expect(page.getByLabel(filter, { exact: true })).toBeChecked();
    }
    await expect(page).toHaveURL(/category=men&brand=nike%2Cadidas/);
    await expect(page.locator("#count")).toHaveText("4 Products");
    const titles = page.locator("#products article h3");
    await page.getByLabel("Sort by").selectOption("price-hightolow");
    await expect(titles).toHaveText([
      "Adidas Essentials 3-Stripes Track Jacket",
      "Adidas Tiro 23 League Training Pants",
      "Nike Sportswear Club Fleece Hoodie",
      "Nike Dri-FIT Legend Training T-Shirt",
    ]);
    await page.getByLabel("Sort by").selectOption("title-ztoa");
    await expect(titles).toHaveText([
      "Nike Sportswear Club Fleece Hoodie",
      "Nike Dri-FIT Legend Training T-Shirt",
      "Adidas Tiro 23 League Training Pants",
      "Adidas Essentials 3-Stripes Track Jacket",
    ]);
    // A sale price is shown beside the struck-through price, in dollars.
    await expect(page.getByRole("article", { name: "Nike Sportswear Club Fleece Hoodie" }).locator(".price")).toHaveText("$60.00 $48.00");
    await page.getByRole("article", { name: "Nike Sportswear Club Fleece Hoodie" }).getByRole("button", { name: "Details" }).click();
    const details = page.getByRole("dialog", { name: "Product details" });
    await expect(details.getByRole("heading", { name: "Nike Sportswear Club Fleece Hoodie" })).toBeVisible();
    await expect(details).toContainText("Price: $60.00 Sale: $48.00");
    await expect(details).toContainText("No Reviews");
    await details.getByRole("button", { name: "Close" }).click();
    await expect(details).toHaveCount(0);
  });

  await test.step("search", async () => {
    await page.getByRole("link", { name: "Search" }).click();
    await page.getByPlaceholder("Search Products...").fill("pegasus");
    await expect(page.locator("#results article h3")).toHaveText(["Nike Air Zoom Pegasus 40"]);
    await page.getByPlaceholder("Search Products...").fill("no such thing here");
    await expect(page.getByRole("heading", { name: "No result found!" })).toBeVisible();
  });

  await test.step("cart: add, more, fewer, remove", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
    await page.getByLabel("men", { exact: true }).click();
    await page.getByLabel("puma", { exact: true }).click();
    await expect(page.getByLabel("puma", { exact: true })).toBeChecked();
    const cart = page.getByRole("region", { name: "Cart" });
    await page.getByRole("article", { name: product }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(cart.getByRole("listitem", { name: product })).toContainText(`${product} × 1 · $25.00`);
    await cart.getByRole("button", { name: `Increase ${product}` }).click();
    await expect(cart.getByRole("listitem", { name: product })).toContainText(`${product} × 2 · $50.00`);
    await cart.getByRole("button", { name: `Increase ${product}` }).click();
    await expect(cart.getByRole("listitem", { name: product })).toContainText(`× 3 · $75.00`);
    await cart.getByRole("button", { name: `Decrease ${product}` }).click();
    await expect(cart.getByRole("listitem", { name: product })).toContainText(`× 2 · $50.00`);
    // A product whose stock is 0 is refused with the server's message; the cart is unchanged.
    await page.getByRole("article", { name: "Puma Evostripe Full-Zip Hoodie" }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(status(page)).toHaveText("Out of Stock");
    await expect(cart.getByRole("listitem")).toHaveCount(1);
    // Removing: the list empties, then the tee goes back in for the checkout.
    await cart.getByRole("button", { name: `Remove ${product}` }).click();
    await expect(cart).toContainText("Your cart is empty");
    await page.getByRole("article", { name: product }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(cart.getByRole("listitem", { name: product })).toContainText(`× 1 · $25.00`);
  });

  await test.step("addresses: add two, edit one, delete the other", async () => {
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
    const add = async (address: string, city: string) => {
      await expect(page.getByRole("heading", { name: "Add New Address" })).toBeVisible();
      await page.getByLabel("Address", { exact: true }).fill(address);
      await page.getByLabel("City").fill(city);
      await page.getByLabel("Pincode").fill("12345");
      await page.getByLabel("Phone").fill("5551234567");
      await page.getByLabel("Notes").fill("Leave at the door");
      await page.getByRole("form", { name: "Address form" }).getByRole("button", { name: "Add" }).click();
      await expect(page.getByRole("article", { name: `Address ${address}` })).toBeVisible();
    };
    await add("1 Legacy Lane", "Oldtown");
    await expect(status(page)).toHaveText("Address added successfully");
    await add("2 Spare Street", "Elsewhere");
    await page.getByRole("article", { name: "Address 1 Legacy Lane" }).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Address" })).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("Oldtown");
    await page.getByLabel("City").fill("Newtown");
    await page.getByRole("form", { name: "Address form" }).getByRole("button", { name: "Edit" }).click();
    await expect(status(page)).toHaveText("Address updated successfully");
    await expect(page.getByRole("article", { name: "Address 1 Legacy Lane" })).toContainText("1 Legacy Lane, Newtown 12345");
    await page.getByRole("article", { name: "Address 2 Spare Street" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("article", { name: "Address 2 Spare Street" })).toHaveCount(0);
    await expect(status(page)).toHaveText("Address deleted successfully");
  });

  let orderId = "";
  await test.step("checkout with PayPal: the sandbox returns to /shop/paypal-return on this origin and the capture succeeds", async () => {
    await page.getByRole("button", { name: "Checkout with Paypal" }).click();
    await expect(status(page)).toHaveText("Please select one address to proceed.");
    await page.getByRole("article", { name: "Address 1 Legacy Lane" }).getByLabel("Deliver here").check();
    await page.getByRole("button", { name: "Checkout with Paypal" }).click();
    await page.waitForURL(/\/paypal-sandbox\/checkoutnow\?token=/);
    orderId = JSON.parse((await page.evaluate(() => sessionStorage.getItem("currentOrderId")))!);
    await expect(page.locator(".amount")).toHaveText("$30.00"); // $25.00 + $5.00 shipping, priced by the server
    const back = page.waitForRequest((r) => new URL(r.url()).pathname === "/shop/paypal-return");
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    const returned = new URL((await back).url());
    expect(returned.origin).toBe(legacyUrl());
    expect(returned.searchParams.get("paymentId")).toBeTruthy();
    expect(returned.searchParams.get("PayerID")).toBeTruthy();
    await expect(page.getByRole("heading", { name: "Payment is successfull!" })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    expect(await page.evaluate(() => sessionStorage.getItem("currentOrderId"))).toBeNull();
  });

  await test.step("account: the order in the history, and its details", async () => {
    await page.getByRole("button", { name: "View Orders" }).click();
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row).toContainText("confirmed");
    await expect(row).toContainText("$30.00");
    await row.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Order details" });
    await expect(details).toContainText(`Order ID: ${orderId}`);
    await expect(details).toContainText("Payment Status: paid");
    await expect(details).toContainText("Payment method: paypal");
    await expect(details.getByRole("row", { name: new RegExp(product) })).toContainText("$25.00");
    await expect(details).toContainText("Shipping: $5.00");
    await expect(details).toContainText(`Shipping Info: ${shopper.userName}, 1 Legacy Lane, Newtown, 12345, 5551234567, Leave at the door`);
  });

  await test.step("review the product bought", async () => {
    await page.getByRole("link", { name: "Search" }).click();
    await page.getByPlaceholder("Search Products...").fill("Essentials Logo");
    await page.getByRole("article", { name: product }).getByRole("button", { name: "Details" }).click();
    const details = page.getByRole("dialog", { name: "Product details" });
    await details.getByLabel("Rating").selectOption("4");
    await details.getByPlaceholder("Write a review...").fill("Soft and true to size.");
    await details.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Product details" }).getByRole("list", { name: "Reviews" })).toContainText(
      `${shopper.userName}: 4/5 Soft and true to size.`,
    );
    await expect(page.getByRole("dialog", { name: "Product details" })).toContainText("Rating: 4.00");
  });

  await test.step("log out: a reload stays signed out", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto("/shop/account");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  });
  expect(apiCalls.some((r) => r.url().endsWith("/api/shop/order/capture"))).toBe(true);
});

test("admin journeys of the original client: feature images, products with an uploaded image, orders and their status", async ({ page, apiCalls }) => {
  test.setTimeout(300_000);
  const buyer = newShopper("LegacyBuyer");
  await registerViaApi(buyer, legacyUrl());
  const orderId = await placePaidOrder(buyer, "Levi's 501 Original Jeans", "levi", legacyUrl());
  const title = `Legacy Test Parka ${Date.now().toString(36)}`;
  const png = (name: string, color: [number, number, number]) => ({ name, mimeType: "image/png", buffer: stripedPng(24, 12, [color, [255, 255, 255]]) });

  await test.step("sign in: the admin lands on the dashboard", async () => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  await test.step("feature images: upload, add, delete", async () => {
    const features = page.getByRole("region", { name: "Feature images" }).getByRole("img");
    const before = await features.count();
    await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
    await page.getByLabel("Upload Image").setInputFiles(png("banner.png", [200, 30, 30]));
    const preview = page.getByRole("img", { name: "Uploaded image preview" });
    await expect(preview).toHaveAttribute("src", /^\/uploads\/.+\.png$/);
    const url = await preview.getAttribute("src");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(features).toHaveCount(before + 1);
    await expect(features.last()).toHaveAttribute("src", url!);
    await page.getByRole("button", { name: `Delete feature image ${before + 1}` }).click();
    await expect(features).toHaveCount(before);
    await expect(page.locator(`img[src="${url}"]`)).toHaveCount(0);
  });

  await test.step("products: add with an uploaded image, edit, delete", async () => {
    await page.getByRole("link", { name: "Products" }).click();
    await page.getByRole("button", { name: "Add New Product" }).click();
    const productForm = page.getByRole("form", { name: "Product form" });
    await page.getByLabel("Upload Image").setInputFiles(png("parka.png", [30, 30, 200]));
    await expect(page.getByRole("img", { name: "Uploaded image preview" })).toHaveAttribute("src", /^\/uploads\//);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Warm and waterproof.");
    await page.getByLabel("category").selectOption("women");
    await page.getByLabel("brand").selectOption("h&m");
    await page.getByLabel("Price", { exact: true }).fill("120");
    await page.getByLabel("Total Stock").fill("7");
    await productForm.getByRole("button", { name: "Add", exact: true }).click();
    await expect(status(page)).toHaveText("Product add successfully");
    const card = page.getByRole("article", { name: title });
    await expect(card.locator(".price")).toHaveText("$120.00");
    await expect(card.getByRole("img")).toHaveAttribute("src", /^\/uploads\//);

    await card.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
    await expect(page.getByLabel("Upload Image")).toBeDisabled();
    await expect(page.getByLabel("brand")).toHaveValue("h&m");
    await page.getByLabel("Sale Price").fill("99.5");
    await productForm.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(status(page)).toHaveText(`Product updated: ${title}`);
    await expect(page.getByRole("article", { name: title }).locator(".price")).toHaveText("$120.00 $99.50");

    await page.getByRole("article", { name: title }).getByRole("button", { name: "Delete" }).click();
    await expect(status(page)).toHaveText("Product delete successfully");
    await expect(page.getByRole("article", { name: title })).toHaveCount(0);
  });

  await test.step("orders: the list, details, status moves", async () => {
    await page.getByRole("link", { name: "Orders" }).click();
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row).toContainText("confirmed");
    await row.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Order details" });
    await expect(details).toContainText(`Order ID: ${orderId}`);
    await expect(details).toContainText("Payment Status: paid");
    await expect(details.getByRole("row", { name: /Levi's 501 Original Jeans/ })).toContainText("$79.50");
    await expect(details).toContainText("7 Admin Lane, Capital City, 30003, 5550003333, Ring twice");

    await details.getByLabel("Order Status").selectOption("inProcess");
    await details.getByRole("button", { name: "Update Order Status" }).click();
    await expect(status(page)).toHaveText("Order status is updated successfully!");
    await expect(row).toContainText("inProcess");
    // The lifecycle refuses going back to pending, with the server's message, and keeps the status.
    await row.getByRole("button", { name: "View Details" }).click();
    await details.getByLabel("Order Status").selectOption("pending");
    await details.getByRole("button", { name: "Update Order Status" }).click();
    await expect(status(page)).toContainText("This order is Processing");
    await expect(details).toContainText("Order Status: inProcess");
    await details.getByLabel("Order Status").selectOption("inShipping");
    await details.getByRole("button", { name: "Update Order Status" }).click();
    await expect(status(page)).toHaveText("Order status is updated successfully!");
    await expect(row).toContainText("inShipping");
  });
  expect(apiCalls.some((r) => r.url().endsWith("/api/admin/products/upload-image"))).toBe(true);
});
