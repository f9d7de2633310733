import { appReady, expect, login, newShopper, registerViaApi, shot, test, toast } from "./support";

test("sessions: the account page lists where the account is signed in, and signs another session out", async ({ page, browser }) => {
  const shopper = newShopper("Sessions");
  await registerViaApi(shopper);
  const elsewhere = await (await browser.newContext()).newPage();

  await test.step("sign in on two browsers", async () => {
    for (const p of [elsewhere, page]) {
      await login(p, shopper.email, shopper.password);
      await expect(p).toHaveURL(/\/shop\/home$/);
    }
  });

  await test.step("the list shows both; sign the other one out", async () => {
    await page.goto("/shop/account");
    await appReady(page.getByRole("tab", { name: "Security" }));
    await page.getByRole("tab", { name: "Security" }).click();
    const table = page.getByRole("table", { name: "Your sessions" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByText("This device")).toHaveCount(1);
    await shot(page, "01-two-sessions");
    await table.getByRole("button", { name: /^Sign out / }).click();
    await expect(toast(page, "Session signed out")).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2);
  });

  await test.step("the other browser is signed out; this one is not", async () => {
    await elsewhere.goto("/shop/account");
    await expect(elsewhere.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/shop\/account$/);
  });
  await elsewhere.context().close();
});
