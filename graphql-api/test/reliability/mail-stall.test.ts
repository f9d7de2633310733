// A mail server that accepts connections and never answers must not hang the shop: the order confirmation is
// a background job, so the shopper's capture answers promptly (the queue keeps trying the mail in the background).
import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../support/harness.js";
import { approvedCheckout, capture } from "./flows.js";

let t: TestServer;
const sockets: net.Socket[] = [];
const smtp = net.createServer((s) => sockets.push(s));
beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
  t = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as net.AddressInfo).port}` });
});
afterAll(async () => {
  sockets.forEach((s) => s.destroy());
  smtp.close();
  await t?.close();
});

it("captureOrder answers promptly while the confirmation email is stuck", async () => {
  const product = await createProduct(t, { totalStock: 3 });
  const user = await createUser(t);
  const gql = (q: string, v?: Record<string, unknown>, token?: string) => t.gql(q, v, token);
  const checkout = await approvedCheckout(gql, user.token, product.id);
  const started = performance.now();
  const res = await capture(gql, user.token, checkout);
  expect(res.data.captureOrder.paymentStatus).toBe("paid");
  // It only waits for the mail to be queued; before the queue, it hung until the SMTP client gave up (minutes).
  expect(performance.now() - started).toBeLessThan(5000);
  // The mail really goes to the stalled server, from the queue, after the shopper has the answer.
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
});
