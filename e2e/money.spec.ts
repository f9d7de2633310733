import { request as playwrightRequest } from "@playwright/test";
import { ADMIN, appReady, baseUrl, expect, login, money, newShopper, registerViaApi, shopperPage, shot, test, toast } from "./support";

// Issue 44: an admin sets up a campaign in the back office (a code, an express method, a region's tax), and a shopper
// applies the code, picks express, sees the tax, pays and downloads the invoice; an expired code is refused with its
// message. The tax is a region's no other journey's address is in (journeys share one shop), so their totals stay.

const TEE = "Puma Essentials Logo Tee"; // seed: $25, plenty in stock
const REGION = "VT";

/** GraphQL with a bearer token from the REST sign-in, as a script would call it. */
async function gqlAs(email: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const res = await api.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return async <T>(query: string, variables: object = {}): Promise<T> => {
    const answer = await api.post("/graphql", { headers: { Authorization: `Bearer ${token}` }, data: { query, variables } });
    const body = (await answer.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
}

test("money: the admin sets up a code, express shipping and a tax; a shopper pays with them and downloads the invoice", async ({ page, browser }) => {
  const id = Date.now().toString(36).toUpperCase();
  const code = `SPRING${id}`;
  const expired = `OLD${id}`;
  const express = `Express ${id}`;

  await test.step("the admin creates the code, the method and the rate in the back office", async () => {
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = page.getByRole("navigation", { name: "Admin" });

    await nav.getByRole("link", { name: "Discount Codes" }).click();
    await expect(page.getByRole("heading", { name: "Discount Codes" })).toBeVisible();
    const form = page.getByRole("form", { name: "New discount code" });
    await form.getByLabel("Code").fill(code);
    await form.getByLabel("Percent off").fill("10");
    await form.getByLabel("Minimum subtotal ($)").fill("30");
    await form.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText("10% off the order");

    await nav.getByRole("link", { name: "Shipping" }).click();
    const methodForm = page.getByRole("form", { name: "New shipping method" });
    await methodForm.getByLabel("Name").fill(express);
    await methodForm.getByLabel("Price ($)").fill("15");
    await methodForm.getByLabel("Delivery estimate").fill("1-2 business days");
    await methodForm.getByRole("button", { name: "Add method" }).click();
    await expect(page.getByRole("row", { name: new RegExp(express) })).toContainText(money(15));

    await nav.getByRole("link", { name: "Taxes" }).click();
    const rateForm = page.getByRole("form", { name: "New tax rate" });
    await rateForm.getByLabel("Country").fill("US");
    await rateForm.getByLabel("Region").fill(REGION);
    await rateForm.getByLabel("Name").fill("Sales tax");
    await rateForm.getByLabel("Rate (%)").fill("6");
    await rateForm.getByRole("button", { name: "Add rate" }).click();
    await expect(toast(page, "Sales tax saved")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`US\\s*${REGION}`) })).toContainText("6%");
    await shot(page, "01-taxes");
  });

  const shopper = newShopper("Saver");
  await registerViaApi(shopper);
  await test.step("set up by script: an expired code, and the shopper's address in the taxed region", async () => {
    const admin = await gqlAs(ADMIN.email, ADMIN.password);
    await admin(`mutation($i: DiscountCodeInput!) { saveDiscountCode(input: $i) { id } }`, {
      i: { code: expired, kind: "percentage", basisPoints: 2000, startsAt: "2026-01-01T00:00:00.000Z", endsAt: "2026-02-01T00:00:00.000Z" },
    });
    const asShopper = await gqlAs(shopper.email, shopper.password);
    await asShopper(`mutation($i: AddressInput!) { addAddress(input: $i) { id } }`, {
      i: { address: "4 Maple Street", city: "Burlington", pincode: "05401", phone: "8025550100", notes: "Leave at the door", country: "US", region: REGION },
    });
  });

  const shop = await shopperPage(browser, shopper.email, shopper.password);
  await test.step("two tees in the cart; at checkout the expired code is refused with its message", async () => {
    await shop.goto("/shop/listing?brand=puma");
    const card = shop.getByTestId("product-card").filter({ hasText: TEE });
    await appReady(card.getByRole("button", { name: "Add to Cart" }));
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(shop.getByTestId("cart-count")).toHaveText("1");
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(shop.getByTestId("cart-count")).toHaveText("2");
    await shop.goto("/shop/checkout");
    await shop.getByTestId("address-card").filter({ hasText: "4 Maple Street" }).getByRole("button", { name: "Select" }).click();
    // $50 + $5.00 standard shipping + 6% of $55 ($3.30).
    await expect(shop.getByTestId("summary-tax-Sales tax")).toHaveText(money(3.3));
    await expect(shop.getByTestId("summary-total")).toHaveText(money(58.3));
    await shop.getByLabel("Discount code").fill(expired.toLowerCase());
    await shop.getByRole("button", { name: "Apply" }).click();
    await expect(shop.getByRole("alert").filter({ hasText: "This code has expired." })).toBeVisible();
    await expect(shop.getByTestId("summary-total")).toHaveText(money(58.3));
  });

  await test.step("the shopper applies the code, picks express and sees the tax on the new amount", async () => {
    await shop.getByLabel("Discount code").fill(code.toLowerCase());
    await shop.getByRole("button", { name: "Apply" }).click();
    await expect(shop.getByText(`Code ${code} applied`)).toBeVisible();
    await shop.getByLabel("Shipping method").selectOption({ label: `${express} (1-2 business days)` });
    // $50 - $5.00 (10%) + $15.00 express = $60.00; 6% tax = $3.60.
    await expect(shop.getByTestId("summary-discount")).toHaveText(`-${money(5)}`);
    await expect(shop.getByTestId("summary-shipping")).toHaveText(money(15));
    await expect(shop.getByTestId("summary-tax-Sales tax")).toHaveText(money(3.6));
    await expect(shop.getByTestId("summary-total")).toHaveText(money(63.6));
    await shot(shop, "02-checkout-with-code");
  });

  await test.step("pays that total at the PayPal sandbox and downloads the invoice, a PDF", async () => {
    await shop.getByRole("button", { name: "Checkout with Paypal" }).click();
    await expect(shop).toHaveURL(/\/paypal-sandbox\/checkoutnow\?token=/);
    await expect(shop.getByText(money(63.6))).toBeVisible();
    await shop.getByRole("button", { name: "Approve" }).click();
    await expect(shop.getByRole("heading", { name: "Payment is successfull!" })).toBeVisible();

    await shop.goto("/shop/account");
    const rows = shop.getByRole("row").filter({ has: shop.getByRole("button", { name: "View Details" }) });
    await expect(rows.first()).toContainText(money(63.6));
    await rows.first().getByRole("button", { name: "View Details" }).click();
    const dialog = shop.getByRole("dialog", { name: "Order Details" });
    const link = dialog.getByRole("link", { name: "Download invoice" });
    await expect(link).toBeVisible();
    const pdf = await shop.request.get((await link.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(/filename="INV-\d{4}-\d{6}\.pdf"/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await shop.context().close();
  });
});
