import { generate } from "otplib";
import type { Page } from "@playwright/test";
import { appReady, expect, login, newShopper, registerViaApi, shot, test, toast } from "./support";

/** The app's code for the time step after the current one: each code is taken once, so each sign-in uses a newer one. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function logout(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
}

async function signInWithCode(page: Page, email: string, password: string, code: string) {
  await login(page, email, password);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("two-step sign-in: set up with an authenticator app, sign in with its code, a recovery code works once", async ({ page }) => {
  const shopper = newShopper("TwoStep");
  await registerViaApi(shopper);
  let secret = "";
  let recovery: string[] = [];

  await test.step("set it up on the account page's Security tab", async () => {
    await login(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto("/shop/account");
    await appReady(page.getByRole("tab", { name: "Security" }));
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel("Code from the app").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    const list = page.getByRole("list", { name: "Recovery codes" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    recovery = await list.getByRole("listitem").allTextContents();
    await shot(page, "01-recovery-codes");
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByText("Recovery codes left: 10.")).toBeVisible();
  });

  await test.step("sign out, then sign in with the password and the app's code", async () => {
    await logout(page);
    await signInWithCode(page, shopper.email, shopper.password, await nextCode(secret));
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  await test.step("a recovery code signs in once; the second time it is refused", async () => {
    await logout(page);
    await signInWithCode(page, shopper.email, shopper.password, recovery[0]!);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await logout(page);
    await signInWithCode(page, shopper.email, shopper.password, recovery[0]!);
    await expect(toast(page, /That code is not right/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await shot(page, "02-used-recovery-code-refused");
  });
});
