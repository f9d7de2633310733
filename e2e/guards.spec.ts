import { ADMIN, expect, login, newShopper, registerViaApi, shot, test } from "./support";

test.describe("route guards", () => {
  test("a signed-out visitor opening /shop/account lands on /auth/login", async ({ page }) => {
    await page.goto("/shop/account");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome to E-Commerce Shopping" })).toBeVisible();
    // The e2e shop pays through the built-in offline sandbox: every page says so.
    await expect(page.getByRole("note")).toHaveText("Demo payments: no money is taken");
    await shot(page, "signed-out-to-login");
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/this/page/does-not-exist");
    await expect(page.getByText("page doesn't exists")).toBeVisible();
    await expect(page.getByRole("note")).toHaveText("Demo payments: no money is taken");
    await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);
    await shot(page, "not-found");
  });

  test("a shopper opening /admin/products lands on /unauth-page", async ({ page }) => {
    const shopper = newShopper("Guard");
    await registerViaApi(shopper);
    await login(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);

    await page.goto("/admin/products");
    await expect(page).toHaveURL(/\/unauth-page$/);
    await expect(page.getByText("You don't have access to view this page")).toBeVisible();
    await expect(page.getByRole("note")).toHaveText("Demo payments: no money is taken");
    await shot(page, "shopper-on-admin");

    // Signed in, the auth pages send the shopper home.
    await page.goto("/auth/login");
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  test("an admin opening /shop/home lands on /admin/dashboard", async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/shop/home");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("note")).toHaveText("Demo payments: no money is taken");
    await page.goto("/");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
