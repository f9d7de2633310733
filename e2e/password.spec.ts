import { expect, login, newShopper, outbox, registerViaApi, shot, test, toast } from "./support";

test("forgot password: reset by the emailed link, the old password fails, the link works once", async ({ page }) => {
  const shopper = newShopper("Forgetful");
  await registerViaApi(shopper);
  const newPassword = `${shopper.password}-new`;

  await test.step("request a reset from the login page", async () => {
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    // The login form (which also has an Email field) stays on screen until the new page's code has loaded.
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(toast(page, "Reset email sent. Check your inbox.")).toBeVisible();
    await shot(page, "01-forgot-password");
  });

  let link = "";
  await test.step("the outbox holds the email with the link", async () => {
    await expect.poll(() => outbox(shopper.email).filter((m) => /reset/i.test(m.subject)).length).toBe(1);
    const mail = outbox(shopper.email).find((m) => /reset/i.test(m.subject))!;
    link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text)?.[0] ?? "";
    expect(link, mail.text).not.toBe("");
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  });

  await test.step("set a new password through the link", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
    const input = page.getByLabel("New Password");
    await input.fill(newPassword);
    await expect(input).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(input).toHaveAttribute("type", "text");
    await shot(page, "02-reset-password");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Your password has been reset")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  await test.step("the old password fails, the new one works", async () => {
    await login(page, shopper.email, shopper.password);
    await expect(toast(page, "Incorrect email or password.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await login(page, shopper.email, newPassword);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  await test.step("the link cannot be used twice", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
    await page.getByLabel("New Password").fill(`${newPassword}-again`);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "This reset link is invalid or has expired")).toBeVisible();
    await expect(page).toHaveURL(link);
    await shot(page, "03-link-used-twice");

    await login(page, shopper.email, `${newPassword}-again`);
    await expect(toast(page, "Incorrect email or password.")).toBeVisible();
    await login(page, shopper.email, newPassword);
    await expect(page).toHaveURL(/\/shop\/home$/);
  });
});
