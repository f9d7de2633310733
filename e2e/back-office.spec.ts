import fs from "node:fs";
import { ADMIN, expect, login, newShopper, placePaidOrder, registerViaApi, shopperPage, test, toast } from "./support";

test("admin back office: find an order by email, export it, disable and enable a customer, read the audit log", async ({ page, browser }) => {
  // A generous upper bound for a loaded machine: every step still ends the moment its condition holds.
  test.setTimeout(300_000);
  const shopper = newShopper("Office");
  await registerViaApi(shopper);
  const orderId = await placePaidOrder(shopper, "Adidas Essentials 3-Stripes Track Jacket", "adidas");
  const shop = await shopperPage(browser, shopper.email, shopper.password);
  const nav = page.getByRole("navigation", { name: "Admin" });

  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await test.step("search the orders by the shopper's email and export what the search shows", async () => {
    await nav.getByRole("link", { name: "Orders" }).click();
    await page.getByPlaceholder("Order ID, email or name").fill(shopper.email.toUpperCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("1 order", { exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: orderId })).toContainText(shopper.userName);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Export CSV/ }).click();
    const csv = fs.readFileSync((await (await download).path())!, "utf8").split("\r\n");
    expect(csv[0]).toMatch(/^Order ID,Order Date,Customer Name,Customer Email,/);
    expect(csv.filter((line) => line.startsWith(orderId))).toHaveLength(1);
    expect(csv[1]).toContain(shopper.email);
  });

  await test.step("disable the customer's sign-in: their session ends and login says why; enable it again", async () => {
    await nav.getByRole("link", { name: "Customers" }).click();
    await page.getByPlaceholder("Name or email").fill(shopper.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("1 customer", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: `View ${shopper.email}` }).click();
    await expect(page.getByRole("heading", { name: shopper.userName })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: orderId })).toBeVisible();

    await page.getByRole("button", { name: "Disable sign-in" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(page.getByText("Sign-in disabled", { exact: true }).first()).toBeVisible();

    await shop.reload();
    await expect(shop).toHaveURL(/\/auth\/login$/);
    await login(shop, shopper.email, shopper.password);
    await expect(toast(shop, "This account has been disabled. Please contact the shop.")).toBeVisible();

    await page.getByRole("button", { name: "Enable sign-in" }).click();
    await expect(page.getByText("Sign-in enabled", { exact: true }).first()).toBeVisible();
    await login(shop, shopper.email, shopper.password);
    await expect(shop).toHaveURL(/\/shop\/home$/);
  });

  await test.step("the audit log shows both changes, newest first, with who made them", async () => {
    await nav.getByRole("link", { name: "Audit Log" }).click();
    const rows = page.getByRole("row").filter({ hasText: shopper.email });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Sign-in enabled");
    await expect(rows.nth(1)).toContainText("Sign-in disabled");
    await expect(rows.nth(0)).toContainText(ADMIN.email);
  });

  await shop.context().close();
});
