import { expect, test } from "./support";

// A built page carries the theme's global CSS in its head (web/build/chakraGlobalCss.ts) instead of the app inserting it at start.
test("the theme's global styles come once, from the page's own <style>: the reset, the colours and the buttons apply", async ({ page }) => {
  await page.goto("/auth/login");
  const signIn = page.getByRole("button", { name: "Sign In" });
  await expect(signIn).toBeVisible();
  const applied = await page.evaluate(() => ({
    red: getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-red-500").trim(),
    bodyMargin: getComputedStyle(document.body).margin,
    insertedAtRunTime: document.querySelectorAll('style[data-emotion^="css-global"]').length,
  }));
  expect(applied).toEqual({ red: "#ef4444", bodyMargin: "0px", insertedAtRunTime: 0 });
  // The button's recipe resolves its colour through the tokens: unstyled, it would be transparent.
  await expect(signIn).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
});
