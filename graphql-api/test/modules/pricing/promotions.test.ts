// Automatic promotions through the API: the admin's changes (checked, audited), the product card's price, the quote
// and the order charged (promotions first, then the code on what they left), and the order emails with their PDFs.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { CAPTURE, addAddress, errorOf, fillCart, submitApprovalForm } from "../../support/order-helpers.js";
import { readOutbox } from "../../../src/mail/mailer.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const SAVE = `mutation($id: ID, $i: PromotionInput!) { savePromotion(id: $id, input: $i) { id name kind basisPoints amountCents categories active startsAt endsAt } }`;
const LIST = `query { promotions { id name active } }`;
const CARD = `query($id: ID!) { product(id: $id) { priceCents promotion { priceCents wasCents label } } }`;
const QUOTE_FIELDS = `{ subtotalCents promotionCents discountCents totalCents promotions { name amountCents } lines { amountCents promotionCents discountCents } }`;
const QUOTE = `query { checkoutQuote ${QUOTE_FIELDS} }`;
const AUDIT = `query { auditLog(pageSize: 100) { items { action targetId targetLabel changes { field before after } } } }`;
const BREAKDOWN = `query($id: ID!) { order(id: $id) { items { promotionCents discountCents } breakdown { subtotalCents promotionCents discountCents totalCents promotions { name amountCents } } } }`;
const SET_STATUS = `mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { orderStatus paymentStatus } }`;

async function save(input: Record<string, unknown>, id: string | null = null) {
  const r = await t.gql(SAVE, { id, i: input }, admin.token);
  expect(errorOf(r)).toBeNull();
  return r.data.savePromotion as { id: string; name: string; active: boolean };
}

it("only admins manage promotions; bad input is refused with its reason; every change is in the audit log", async () => {
  const shopper = await createUser(t);
  const refused = await t.gql(SAVE, { id: null, i: { name: "Sneaky", kind: "percentage", basisPoints: 5000 } }, shopper.token);
  expect(errorOf(refused)?.code).toBe("FORBIDDEN");
  expect(errorOf(await t.gql(LIST, {}, shopper.token))?.code).toBe("FORBIDDEN");
  for (const [input, message] of [
    [{ name: "Free ride", kind: "freeShipping" }, "A promotion is a percentage or a fixed amount off; free shipping is a code or a shipping method's threshold."],
    [{ name: "Zero", kind: "percentage", basisPoints: 0 }, "A percentage promotion needs basisPoints from 1 to 10,000 (20% is 2,000)."],
    [{ name: "Nothing", kind: "fixed" }, "A fixed promotion needs amountCents above 0."],
    [{ name: "Backwards", kind: "fixed", amountCents: 100, startsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }, "endsAt must be after startsAt."],
    [{ name: " ", kind: "fixed", amountCents: 100 }, "name cannot be blank."],
  ] as const) {
    expect(errorOf(await t.gql(SAVE, { id: null, i: input }, admin.token))).toEqual({ code: "BAD_USER_INPUT", message });
  }
  const p = await save({ name: "Winter hats", kind: "percentage", basisPoints: 1500, categories: ["hats"], active: false });
  await save({ basisPoints: 2500 }, p.id);
  const entries = ((await t.gql(AUDIT, {}, admin.token)).data.auditLog.items as { action: string; targetId: string; changes: { field: string; before: string | null; after: string | null }[] }[]).filter((e) => e.targetId === p.id);
  expect(entries.map((e) => e.action)).toEqual(["promotionChange", "promotionChange"]);
  expect(entries[0]!.changes).toContainEqual({ field: "basisPoints", before: "1500", after: "2500" });
  expect(errorOf(await t.gql(SAVE, { id: "00000000-0000-4000-8000-000000000000", i: { active: false } }, admin.token))?.code).toBe("NOT_FOUND");
});

it("a card shows the server's promoted price; the cart's quote, the order, PayPal and the emails carry the promotion, then the code", async () => {
  const promo = await save({ name: "20% off footwear", kind: "percentage", basisPoints: 2000, categories: ["footwear"] });
  // Not shown or applied: inactive, ended, not started.
  await save({ name: "Old sale", kind: "percentage", basisPoints: 9000, categories: ["footwear"], endsAt: "2020-01-01T00:00:00Z" });
  await save({ name: "Next year", kind: "percentage", basisPoints: 9000, categories: ["footwear"], startsAt: "2099-01-01T00:00:00Z" });
  await save({ name: "Switched off", kind: "percentage", basisPoints: 9000, categories: ["footwear"], active: false });
  const shoe = await createProduct(t, { category: "footwear", priceCents: 9999 });
  const tee = await createProduct(t, { category: "men", priceCents: 2000 });
  expect((await t.gql(CARD, { id: shoe.id })).data.product.promotion).toEqual({ priceCents: 7999, wasCents: 9999, label: "20% off footwear" });
  expect((await t.gql(CARD, { id: tee.id })).data.product.promotion).toBeNull();

  const code = await t.gql(`mutation { saveDiscountCode(input: { code: "TENOFF", kind: percentage, basisPoints: 1000 }) { id } }`, {}, admin.token);
  expect(errorOf(code)).toBeNull();
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, [{ productId: shoe.id, quantity: 1 }, { productId: tee.id, quantity: 1 }]);
  expect(errorOf(await t.gql(`mutation { applyDiscountCode(code: "tenoff") { discountCents } }`, {}, user.token))).toBeNull();
  const quote = (await t.gql(QUOTE, {}, user.token)).data.checkoutQuote;
  // 20% of 99.99 = 20.00 (19.998 half up); the code: 10% of 79.99 + 20.00 = 10.00 (9.999)
  expect(quote).toMatchObject({ subtotalCents: 11_999, promotionCents: 2_000, discountCents: 1_000, promotions: [{ name: "20% off footwear", amountCents: 2_000 }] });
  expect(quote.lines).toEqual([
    { amountCents: 9_999, promotionCents: 2_000, discountCents: 800 },
    { amountCents: 2_000, promotionCents: 0, discountCents: 200 },
  ]);
  expect(quote.totalCents).toBe(11_999 - 2_000 - 1_000 + 500);
  // The cart's panel asks the cart for the same figures (no address or method picked yet).
  expect((await t.gql(`query { cart { quote ${QUOTE_FIELDS} } }`, {}, user.token)).data.cart.quote).toEqual(quote);

  const created = await t.gql(`mutation($a: ID!) { createOrder(addressId: $a) { orderId approvalURL } }`, { a: address.id }, user.token);
  expect(errorOf(created)).toBeNull();
  const { orderId, approvalURL } = created.data.createOrder;
  // Deactivated after checkout: the order keeps what it was priced at.
  await save({ active: false }, promo.id);
  const { location } = await submitApprovalForm(approvalURL, "Approve");
  const paid = await t.gql(CAPTURE, { o: orderId, p: location.searchParams.get("paymentId"), r: location.searchParams.get("PayerID") }, user.token);
  expect(errorOf(paid)).toBeNull();
  const order = (await t.gql(BREAKDOWN, { id: orderId }, user.token)).data.order;
  expect(order.breakdown).toEqual({ subtotalCents: 11_999, promotionCents: 2_000, discountCents: 1_000, totalCents: quote.totalCents, promotions: [{ name: "20% off footwear", amountCents: 2_000 }] });
  expect(order.items.map((i: { promotionCents: number }) => i.promotionCents).sort()).toEqual([0, 2_000]);
  expect((await t.gql(CARD, { id: shoe.id })).data.product.promotion).toBeNull();

  // The confirmation: the breakdown part by part, the invoice attached.
  const mailsTo = (subject: string) => readOutbox(t.config.outboxDir).filter((m) => m.to === user.email && m.subject === subject);
  await expect.poll(() => mailsTo("Your order is confirmed").length).toBe(1);
  const confirmation = mailsTo("Your order is confirmed")[0]!;
  for (const row of ["Subtotal: $119.99", "20% off footwear: -$20.00", "Discount (TENOFF): -$10.00", "Shipping (Standard): $5.00", `Total: $${(quote.totalCents / 100).toFixed(2)}`]) {
    expect(confirmation.text).toContain(row);
  }
  expect(confirmation.attachments).toEqual([{ filename: expect.stringMatching(/^INV-\d{4}-\d{6}\.pdf$/), contentType: "application/pdf", size: expect.any(Number) }]);
  expect(confirmation.attachments![0]!.size).toBeGreaterThan(500);

  // The refund: its amounts and the credit note.
  const refunded = await t.gql(SET_STATUS, { id: orderId, s: "rejected" }, admin.token);
  expect(refunded.data.updateOrderStatus).toEqual({ orderStatus: "rejected", paymentStatus: "refunded" });
  await expect.poll(() => mailsTo("Your order was cancelled and refunded").length).toBe(1);
  const notice = mailsTo("Your order was cancelled and refunded")[0]!;
  expect(notice.text).toContain(`refunded $${(quote.totalCents / 100).toFixed(2)}`);
  for (const row of ["Subtotal: $119.99", "20% off footwear: -$20.00", "Discount (TENOFF): -$10.00"]) expect(notice.text).toContain(row);
  expect(notice.attachments).toEqual([{ filename: expect.stringMatching(/^CN-\d{4}-\d{6}\.pdf$/), contentType: "application/pdf", size: expect.any(Number) }]);
});

it("a tax rate is charged on what the promotions left", async () => {
  await save({ name: "Five off hats", kind: "fixed", amountCents: 500, categories: ["kids"] });
  const tax = await t.gql(`mutation { saveTaxRate(input: { country: "US", name: "Promo tax", ppm: 100000 }) { id } }`, {}, admin.token);
  expect(errorOf(tax)).toBeNull();
  const hat = await createProduct(t, { category: "kids", priceCents: 3000 });
  const user = await createUser(t);
  await fillCart(t, user.id, [{ productId: hat.id, quantity: 1 }]);
  const q = (await t.gql(`query { checkoutQuote { promotionCents taxCents totalCents } }`, {}, user.token)).data.checkoutQuote;
  // (30.00 - 5.00 + 5.00 shipping) x 10% = 3.00
  expect(q).toEqual({ promotionCents: 500, taxCents: 300, totalCents: 3000 - 500 + 500 + 300 });
  await t.gql(`mutation($id: ID!) { deleteTaxRate(id: $id) }`, { id: tax.data.saveTaxRate.id }, admin.token);
});
