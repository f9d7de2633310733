import type { Page } from "@playwright/test";
import { expect, login, money, newShopper, shot, test, toast } from "./support";

// A Nike product with little stock (seed: $100, on sale at $79.99, 5 in stock), so the stock limit is reachable.
const SCARCE = { title: "Nike Windrunner Women's Jacket", price: 100, salePrice: 79.99, stock: 5 };

/** What each product card charges (the sale price when there is one), in the order shown. */
async function shownPrices(page: Page): Promise<number[]> {
  return page.getByTestId("product-card").evaluateAll((cards) =>
    cards.map((card) => {
      const text = (card.querySelector('[data-testid="sale-price"]') ?? card.querySelector('[data-testid="price"]'))?.textContent ?? "";
      return Number(text.replace(/[^0-9.]/g, ""));
    }),
  );
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x);

function cartButton(page: Page) {
  return page.getByRole("button", { name: /^Cart, \d+ items$/ });
}

async function addAddress(page: Page, n: number) {
  await page.getByLabel("Address", { exact: true }).fill(`${n} Journey Street`);
  await page.getByLabel("City").fill("Springfield");
  await page.getByLabel("Pincode").fill(`1000${n}`);
  await page.getByLabel("Phone").fill(`555000111${n}`);
  await page.getByLabel("Notes").fill(`Door ${n}`);
  await page.getByRole("button", { name: "Add", exact: true }).click();
}

test("shopper: register, browse, cart, wishlist, addresses, PayPal checkout, order history, review", async ({ page, request }) => {
  test.setTimeout(360_000);
  const shopper = newShopper("Shopper");

  await test.step("register, then sign in and land on /shop/home", async () => {
    await page.goto("/auth/register");
    await expect(page.getByRole("heading", { name: "Create new account" })).toBeVisible();
    await page.getByLabel("User Name").fill(shopper.userName);
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, "You Have Registered Successfully !")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await login(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.getByRole("heading", { name: "Shop by Category" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shop by Brand" })).toBeVisible();
  });

  await test.step("the carousel advances by itself", async () => {
    // A pointer resting on the carousel pauses it (on purpose): keep the pointer off it.
    await page.mouse.move(5, 5);
    // Whichever banner shows first (on a loaded machine the page may have been up for a while), another replaces it
    // by itself: it moves every 5 s, and a loaded machine runs timers late.
    const banners = page.getByRole("region", { name: "Banners" });
    await expect(banners.getByRole("img", { name: /^Banner \d of 6$/ }).first()).toBeVisible();
    const slide = banners.getByText(/^Slide \d of 6$/); // what a screen reader is told, one element even mid-animation
    const first = (await slide.textContent())!;
    await shot(page, "01-home");
    await expect(slide).not.toHaveText(first, { timeout: 30_000 });
  });

  await test.step("a brand tile opens the listing with only that brand, and the URL says so", async () => {
    await page.getByRole("button", { name: "Nike", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/listing\?brand=nike$/);
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
    const api = await request.get("/api/shop/products/get?brand=nike&limit=100");
    const nike = (await api.json()) as { total: number; data: { title: string }[] };
    expect(nike.total).toBeGreaterThan(1);
    await expect(page.getByTestId("product-count")).toHaveText(`${nike.total} Products`);
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(nike.total);
    for (const card of await cards.all()) await expect(card.getByText("Nike", { exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Nike" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Adidas" })).not.toBeChecked();
    await shot(page, "02-listing-nike");
  });

  await test.step("changing the sort changes the order", async () => {
    const before = await shownPrices(page);
    expect(ascending(before), `default sort is price low to high: ${before}`).toBe(true);
    await page.getByRole("button", { name: "Sort by" }).click();
    await page.getByRole("menuitemradio", { name: "Price: High to Low" }).click();
    await expect.poll(() => shownPrices(page)).toEqual([...before].sort((a, b) => b - a));
    const after = await shownPrices(page);
    expect(descending(after)).toBe(true);
    expect(after[0]).toBeGreaterThan(after[after.length - 1]);
  });

  const detail = page.getByRole("dialog");
  await test.step("open a product and add it to the cart: the badge counts", async () => {
    const card = page.getByTestId("product-card").filter({ hasText: SCARCE.title });
    await expect(card.getByText(`Only ${SCARCE.stock} left`)).toBeVisible();
    await expect(card.getByTestId("price")).toHaveText(money(SCARCE.price));
    await expect(card.getByTestId("sale-price")).toHaveText(money(SCARCE.salePrice));
    await card.getByRole("button", { name: SCARCE.title, exact: true }).click();

    await expect(detail.getByRole("heading", { name: SCARCE.title })).toBeVisible();
    await expect(detail.getByText(`Qty: ${SCARCE.stock} | In Cart: 0 | Available: ${SCARCE.stock}`)).toBeVisible();
    await expect(detail.getByText("No Reviews")).toBeVisible();
    await expect(detail.getByText("(0.00)")).toBeVisible();
    await shot(page, "03-product-detail", { fullPage: false });
    await detail.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Product is added to cart")).toBeVisible();
    await expect(detail.getByText(`Qty: ${SCARCE.stock} | In Cart: 1 | Available: ${SCARCE.stock - 1}`)).toBeVisible();
    await detail.getByRole("button", { name: "Close" }).click();
    await expect(detail).toBeHidden();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    // The digits must sit inside the red dot, where a shopper can read them (white on white outside it).
    const digitsInside = await page.getByTestId("cart-count").evaluate((badge) => {
      const range = document.createRange();
      range.selectNodeContents(badge);
      const text = range.getBoundingClientRect();
      const dot = badge.getBoundingClientRect();
      return text.top >= dot.top - 1 && text.bottom <= dot.bottom + 1;
    });
    expect(digitsInside).toBe(true);
  });

  await test.step("raise the quantity up to the stock, then meet the limit toast", async () => {
    await cartButton(page).click();
    const drawer = page.getByRole("dialog", { name: "Your Cart" });
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    const quantity = drawer.getByLabel(`Quantity of ${SCARCE.title}`, { exact: true });
    await expect(quantity).toHaveText("1");
    await expect(drawer.getByRole("button", { name: `Decrease quantity of ${SCARCE.title}` })).toBeDisabled();
    const plus = drawer.getByRole("button", { name: `Increase quantity of ${SCARCE.title}` });
    for (let q = 2; q <= SCARCE.stock; q++) {
      await plus.click();
      await expect(quantity).toHaveText(String(q));
    }
    await expect(toast(page, "Cart item is updated successfully")).toBeVisible();
    await plus.click();
    await expect(toast(page, `Only ${SCARCE.stock} quantity can be added for this item`)).toBeVisible();
    await expect(quantity).toHaveText(String(SCARCE.stock));
    await expect(page.getByTestId("cart-count")).toHaveText(String(SCARCE.stock));
    const subtotal = SCARCE.stock * SCARCE.salePrice;
    await expect(drawer.getByTestId("summary-subtotal")).toHaveText(money(subtotal));
    await expect(drawer.getByTestId("summary-shipping")).toHaveText(money(5));
    await expect(drawer.getByTestId("summary-total")).toHaveText(money(subtotal + 5));
    await shot(page, "04-cart-at-stock-limit", { fullPage: false });
    await drawer.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer).toBeHidden();
  });

  const wished = "Nike Dri-FIT Legend Training T-Shirt";
  await test.step("add to the wishlist and find it on /shop/wishlist", async () => {
    const card = page.getByTestId("product-card").filter({ hasText: wished });
    await card.getByRole("button", { name: `Add ${wished} to wishlist` }).click();
    await expect(toast(page, "Added to wishlist")).toBeVisible();
    await expect(card.getByRole("button", { name: `Remove ${wished} from wishlist` })).toBeVisible();
    await page.getByRole("link", { name: "Wishlist" }).click();
    await expect(page).toHaveURL(/\/shop\/wishlist$/);
    await expect(page.getByRole("heading", { name: "Your Wishlist" })).toBeVisible();
    await expect(page.getByTestId("product-card")).toHaveCount(1);
    await expect(page.getByTestId("product-card")).toContainText(wished);
    await shot(page, "05-wishlist");
  });

  await test.step("at checkout add addresses up to the limit of 3", async () => {
    await cartButton(page).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    const cards = page.getByTestId("address-card");
    await expect(page.getByRole("heading", { name: "Add New Address" })).toBeVisible();
    await expect(cards).toHaveCount(0);
    for (let n = 1; n <= 3; n++) {
      await addAddress(page, n);
      await expect(toast(page, "Address added successfully")).toBeVisible();
      await expect(cards).toHaveCount(n);
    }
    await addAddress(page, 4);
    await expect(toast(page, "You can add max 3 addresses")).toBeVisible();
    await expect(cards).toHaveCount(3);
    await expect(page.getByText("4 Journey Street")).toHaveCount(0);
  });

  const subtotal = SCARCE.stock * SCARCE.salePrice;
  const total = subtotal + 5;
  await test.step("pay with PayPal through the sandbox (approve) and land on payment-success", async () => {
    await page.getByTestId("address-card").filter({ hasText: "1 Journey Street" }).getByRole("button", { name: "Select" }).click();
    await expect(page.getByRole("button", { name: "Selected" })).toBeVisible();
    await expect(page.getByTestId("summary-total")).toHaveText(money(total));
    await shot(page, "06-checkout");
    await page.getByRole("button", { name: "Checkout with Paypal" }).click();

    await expect(page).toHaveURL(/\/paypal-sandbox\/checkoutnow\?token=/);
    await expect(page.getByRole("heading", { name: "PayPal Sandbox" })).toBeVisible();
    await expect(page.getByText(money(total))).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await shot(page, "07-paypal-sandbox");
    await page.getByRole("button", { name: "Approve" }).click();

    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    await expect(page.getByRole("heading", { name: "Payment is successfull!" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await shot(page, "08-payment-success");
  });

  await test.step("the order is in Account > Orders with the right subtotal, shipping and total", async () => {
    await page.getByRole("button", { name: "View Orders" }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
    const rows = page.getByRole("row").filter({ has: page.getByRole("button", { name: "View Details" }) });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Confirmed");
    await expect(rows.first()).toContainText(money(total));
    await rows.first().getByRole("button", { name: "View Details" }).click();

    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await expect(dialog).toBeVisible();
    const line = dialog.getByRole("row").filter({ hasText: SCARCE.title });
    await expect(line).toContainText(String(SCARCE.stock));
    await expect(line).toContainText(money(SCARCE.salePrice));
    await expect(line).toContainText(money(subtotal));
    await expect(dialog.getByText("Subtotal").locator("..")).toContainText(money(subtotal));
    await expect(dialog.getByText("Shipping", { exact: true }).locator("..")).toContainText(money(5));
    await expect(dialog.getByText("Total", { exact: true }).last().locator("..")).toContainText(money(total));
    // The payment method (the history may name PayPal too, when its webhook settled the payment before the page did).
    await expect(dialog.getByText("paypal", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Paid", { exact: true })).toBeVisible();
    const history = dialog.getByRole("list", { name: "Order history" }).getByRole("listitem");
    await expect(history.first()).toContainText("Order placed");
    await expect(history.filter({ hasText: "Payment: Payment pending → Paid" })).toHaveCount(1);
    await expect(history.filter({ hasText: "Order status: Pending → Confirmed" })).toHaveCount(1);
    await expect(dialog.getByText(shopper.userName)).toBeVisible();
    await expect(dialog.getByText("1 Journey Street")).toBeVisible();
    await shot(page, "09-order-details", { fullPage: false });
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  await test.step("write a review of the bought product and see the rating", async () => {
    await page.goto("/shop/listing?brand=nike");
    const card = page.getByTestId("product-card").filter({ hasText: SCARCE.title });
    // All 5 were bought: the card now says so.
    await expect(card.getByText("Out Of Stock", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await card.getByRole("button", { name: SCARCE.title, exact: true }).click();
    await expect(detail.getByText(`Qty: 0 | In Cart: 0 | Available: 0`)).toBeVisible();
    const submit = detail.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await detail.getByRole("button", { name: "4 stars" }).click();
    await detail.getByPlaceholder("Write a review...").fill("   ");
    await expect(submit).toBeDisabled();
    await detail.getByPlaceholder("Write a review...").fill("Warm, light and it fits well.");
    await submit.click();
    await expect(toast(page, "Review added successfully!")).toBeVisible();
    await expect(detail.getByText("Warm, light and it fits well.")).toBeVisible();
    await expect(detail.getByText(shopper.userName)).toBeVisible();
    await expect(detail.getByText("(4.00)")).toBeVisible();
    await expect(detail.getByRole("img", { name: "Rated 4 of 5" }).first()).toBeVisible();
    await expect(detail.getByText("No Reviews")).toHaveCount(0);
    await shot(page, "10-review", { fullPage: false });
  });
});
