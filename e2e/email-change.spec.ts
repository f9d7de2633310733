import { expect, login, newShopper, outbox, registerViaApi, shot, test, toast } from "./support";

test("profile: a new email needs the current password and takes effect from the link sent to it", async ({ page }) => {
  const shopper = newShopper("Mover");
  await registerViaApi(shopper);
  const newEmail = shopper.email.replace("@", "+new@");

  await test.step("change the email on the Profile tab, with the current password", async () => {
    await login(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto("/shop/account");
    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("Current password")).toBeHidden();
    await page.getByLabel("Email").fill(newEmail);
    await page.getByLabel("Current password").fill(shopper.password);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Profile updated successfully!")).toBeVisible();
    await expect(page.getByText(`Check your inbox at ${newEmail}`)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(shopper.email);
    await shot(page, "01-check-the-new-inbox");
  });

  let link = "";
  await test.step("the new address gets the link, the current one a notice", async () => {
    await expect.poll(() => outbox(newEmail).length).toBe(1);
    link = /https?:\/\/\S+\/confirm-email\/[0-9a-f]{64}/.exec(outbox(newEmail)[0]!.text)?.[0] ?? "";
    expect(link).not.toBe("");
    await expect.poll(() => outbox(shopper.email).some((m) => m.text.includes(newEmail))).toBe(true);
  });

  await test.step("open the link and confirm", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your new email" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm email" }).click();
    await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
    await shot(page, "02-email-confirmed");
    await page.getByRole("link", { name: "Back to the shop" }).click();
    await page.goto("/shop/account");
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(page.getByLabel("Email")).toHaveValue(newEmail);
    await expect(page.getByText(/Check your inbox/)).toBeHidden();
  });

  await test.step("the new email signs in; the old one no longer does", async () => {
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await login(page, shopper.email, shopper.password);
    await expect(toast(page, "Incorrect email or password.")).toBeVisible();
    await login(page, newEmail, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);
  });
});
