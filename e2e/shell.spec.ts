import type { Page } from "@playwright/test";
import { expect, login, newShopper, registerViaApi, test } from "./support";

// A signed-in shopper's storefront page arrives with the shop's header as static HTML (web/build/shopHeaderShell.ts),
// painted before the app's code runs; the app's first render replaces it with the real header. The two must look the
// same: the frame's box and the home link's (icon, name) at a phone's, a tablet's and a desktop's width.
const WIDTHS = [412, 800, 1350];

async function boxes(page: Page) {
  const header = page.locator("header").first();
  const link = header.getByRole("link", { name: "Ecommerce" });
  return {
    header: await header.boundingBox(),
    link: await link.boundingBox(),
    icon: await link.locator("svg").boundingBox(),
    name: await link.getByText("Ecommerce").boundingBox(),
    look: await link.evaluate((a) => {
      const s = getComputedStyle(a);
      return [s.fontFamily, s.fontSize, s.fontWeight, s.color, getComputedStyle(a.closest("header")!).backgroundColor].join(" / ");
    }),
  };
}

test("the storefront's header is painted with the page and the app's header takes its place, where it was", async ({ page }) => {
  const shopper = newShopper("Shell");
  await registerViaApi(shopper);
  await login(page, shopper.email, shopper.password);
  await expect(page.getByRole("button", { name: "Open menu" }).or(page.getByRole("navigation", { name: "Categories" }))).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The page as it paints before any script has run.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/shop/listing");
    await expect(page.locator("header[data-shell]")).toBeVisible();
    const shell = await boxes(page);
    await page.unroute("**/*.js");

    await page.goto("/shop/listing");
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
    await expect(page.locator("header[data-shell]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ecommerce" })).toHaveCount(1);
    const app = await boxes(page);
    expect(shell, `at ${width}px`).toEqual(app);
  }
});
