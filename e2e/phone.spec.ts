import type { Page } from "@playwright/test";
import { appReady, expect, login, money, newShopper, placePaidOrder, registerViaApi, shot, test, toast } from "./support";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** Nothing may stick out sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("phone (390x844): auth panel hidden, navigation and cart panel usable", async ({ page }) => {
  const shopper = newShopper("Phone");
  await registerViaApi(shopper);
  // An order, so the account shows its (wide) order table.
  const orderId = await placePaidOrder(shopper, "Adidas Essentials 3-Stripes Track Jacket", "adidas");

  await test.step("the auth pages hide the black welcome panel", async () => {
    await page.goto("/auth/login");
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome to E-Commerce Shopping" })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await shot(page, "01-login", { fullPage: false });
  });

  await test.step("sign in; the header offers a menu button instead of the category bar", async () => {
    await login(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Women", exact: true })).toBeHidden();
    await expect(page.getByRole("img", { name: /^Banner 1 of 6$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, "02-home", { fullPage: false });
  });

  await test.step("the banner arrows keep clear of the banner's text and work from the keyboard", async () => {
    const carousel = (await page.getByRole("region", { name: "Banners" }).boundingBox())!;
    // The banner art's headline, subline and button end three quarters of the way down; the arrows sit below that.
    for (const name of ["Previous banner", "Next banner"]) {
      const arrow = (await page.getByRole("button", { name }).boundingBox())!;
      expect(arrow.y).toBeGreaterThan(carousel.y + carousel.height * 0.75);
    }
    await page.getByRole("button", { name: "Next banner" }).focus(); // focus pauses the auto-advance
    const currentDot = page.getByRole("button", { name: /^Go to banner \d$/ }).and(page.locator('[aria-current="true"]'));
    const shown = Number((await currentDot.getAttribute("aria-label"))!.replace("Go to banner ", ""));
    await page.keyboard.press("Enter");
    await expect(currentDot).toHaveAttribute("aria-label", `Go to banner ${(shown % 6) + 1}`);
  });

  await test.step("the menu drawer navigates to a category", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await shot(page, "03-menu", { fullPage: false });
    await menu.getByRole("button", { name: "Men", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/listing\?category=men$/);
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
    // The filters are folded away on a phone, so the first products are on the first screen.
    await expect(page.getByTestId("product-card").first()).toBeInViewport();
    await page.getByRole("button", { name: "Filters (1)" }).click();
    await expect(page.getByRole("checkbox", { name: "Men", exact: true })).toBeChecked();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    // The product art is shown whole, at its own proportions (a fixed-height frame cut off its top and bottom).
    const art = page.getByTestId("product-card").first().getByRole("img").first();
    const shownWhole = (img: HTMLImageElement) =>
      img.naturalWidth > 0 && Math.abs(img.width / img.height - img.naturalWidth / img.naturalHeight) < 0.02;
    await expect.poll(() => art.evaluate(shownWhole)).toBe(true);
    await expectNoSidewaysScroll(page);
    await shot(page, "04-listing", { fullPage: false });
  });

  await test.step("add to cart and use the cart panel", async () => {
    const card = page.getByTestId("product-card").first();
    const title = (await card.getByRole("img").first().getAttribute("alt")) ?? "";
    expect(title).not.toBe("");
    await appReady(card.getByRole("button", { name: "Add to Cart" }));
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Product is added to cart")).toBeVisible();
    // The notice shows below the sticky header, leaving its cart and user menu visible and clickable.
    const header = (await page.getByRole("banner").boundingBox())!;
    const noticeTop = async () => (await toast(page, "Product is added to cart").boundingBox())?.y ?? -1;
    await expect.poll(noticeTop).toBeGreaterThanOrEqual(header.y + header.height); // once it has slid in
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    await page.getByRole("button", { name: /^Cart, \d+ items$/ }).click();
    const drawer = page.getByRole("dialog", { name: "Your Cart" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box && box.width).toBeGreaterThanOrEqual(380); // full width on a phone
    const line = drawer.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("img", { name: title })).toBeVisible();
    await line.getByRole("button", { name: /^Increase quantity of / }).click();
    await expect(toast(page, "Cart item is updated successfully")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(drawer.getByTestId("summary-shipping")).toHaveText(money(5));
    await shot(page, "05-cart-panel", { fullPage: false });
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(page.getByRole("button", { name: "Checkout with Paypal" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, "06-checkout", { fullPage: false });
  });

  await test.step("the user menu reaches the account", async () => {
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    await expect(page.getByRole("tab", { name: "Orders" })).toBeVisible();
    // The order table scrolls inside its card; the page itself does not move sideways.
    await expect(page.getByRole("row").filter({ hasText: orderId })).toBeAttached();
    await expectNoSidewaysScroll(page);
  });
});
