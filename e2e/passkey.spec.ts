import type { CDPSession, Page } from "@playwright/test";
import { appReady, baseUrl, expect, newShopper, registerViaApi, shot, test, toast } from "./support";

// Passkeys cannot be bound to an IP address: these journeys open the shop at localhost (the shop's relying party for a
// loopback PUBLIC_URL), where Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) plays the phone.
const local = () => baseUrl().replace("127.0.0.1", "localhost");

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return cdp;
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto(`${local()}/auth/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
}

test("passkeys: add one from the account page, then sign in with it and no password", async ({ page }) => {
  const shopper = newShopper("Passkey");
  await registerViaApi(shopper);
  await virtualAuthenticator(page);

  await test.step("add a passkey on the Security tab", async () => {
    await signInWithPassword(page, shopper.email, shopper.password);
    await page.goto(`${local()}/shop/account`);
    await appReady(page.getByRole("tab", { name: "Security" }));
    await page.getByRole("tab", { name: "Security" }).click();
    await expect(page.getByText("No passkeys yet.")).toBeVisible();
    await page.getByLabel("Passkey name").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(toast(page, "Passkey added")).toBeVisible();
    await expect(page.getByRole("table", { name: "Your passkeys" }).getByText("Test laptop")).toBeVisible();
    await shot(page, "01-passkey-added");
  });

  await test.step("sign out, then sign in with the passkey alone", async () => {
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto(`${local()}/shop/account`);
    await appReady(page.getByRole("tab", { name: "Security" }));
    await page.getByRole("tab", { name: "Security" }).click();
    await expect(page.getByRole("table", { name: "Your passkeys" }).getByRole("row").nth(1)).not.toContainText("Never");
  });
});
