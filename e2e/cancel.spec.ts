import { appReady, expect, login, money, newShopper, registerViaApi, shot, test, toast } from "./support";

const TEE = "Puma Essentials Logo Tee"; // seed: $25, plenty in stock

test("shopper cancels at the PayPal sandbox: nothing is paid, no stock moves, the cart is kept", async ({ page, request }) => {
  const shopper = newShopper("Canceller");
  await registerViaApi(shopper);

  const stockOf = async () => {
    const res = await request.get("/api/shop/products/get?brand=puma&limit=100");
    const body = (await res.json()) as { data: { title: string; totalStock: number }[] };
    return body.data.find((p) => p.title === TEE)!.totalStock;
  };
  const stockBefore = await stockOf();
  expect(stockBefore).toBeGreaterThan(2);

  await test.step("two tees in the cart, an address, then off to PayPal", async () => {
    await login(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto("/shop/listing?brand=puma");
    const card = page.getByTestId("product-card").filter({ hasText: TEE });
    await appReady(card.getByRole("button", { name: "Add to Cart" }));
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Product is added to cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("2");

    await page.goto("/shop/checkout");
    await page.getByLabel("Address", { exact: true }).fill("9 Cancel Road");
    await page.getByLabel("City").fill("Shelbyville");
    await page.getByLabel("Pincode").fill("20002");
    await page.getByLabel("Phone").fill("5550002222");
    await page.getByLabel("Notes").fill("Leave at the door");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Address added successfully")).toBeVisible();
    await page.getByRole("button", { name: "Select" }).click();
    await expect(page.getByTestId("summary-total")).toHaveText(money(55));
    await page.getByRole("button", { name: "Checkout with Paypal" }).click();
    await expect(page).toHaveURL(/\/paypal-sandbox\/checkoutnow\?token=/);
    await expect(page.getByText(money(55))).toBeVisible();
  });

  await test.step("cancel at the approval page: back at checkout with the cart kept", async () => {
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout(\?|$)/);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByLabel(`Quantity of ${TEE}`, { exact: true })).toHaveText("2");
    await expect(page.getByTestId("summary-total")).toHaveText(money(55));
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(page.getByRole("button", { name: "Checkout with Paypal" })).toBeEnabled();
    await shot(page, "01-back-at-checkout");
  });

  await test.step("no order is paid and no stock moved", async () => {
    expect(await stockOf()).toBe(stockBefore);
    await page.goto("/shop/account");
    await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
    // The unpaid order stays in the history as Pending; nothing is confirmed.
    await expect(page.getByText("Confirmed")).toHaveCount(0);
    const rows = page.getByRole("row").filter({ has: page.getByRole("button", { name: "View Details" }) });
    for (const row of await rows.all()) {
      await expect(row).toContainText("Pending");
      await row.getByRole("button", { name: "View Details" }).click();
      const dialog = page.getByRole("dialog", { name: "Order Details" });
      await expect(dialog.getByText("Paid", { exact: true })).toHaveCount(0);
      await expect(dialog.getByText("Not paid", { exact: true })).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
    }
    await shot(page, "02-orders-after-cancel");
  });
});
