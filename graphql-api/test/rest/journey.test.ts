// A client written for the spec's HTTP API, end to end, as a browser runs it when the shop serves it (WEB_DIR):
// cookie session, no CSRF header. The browser version of this journey is e2e/legacy-client.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, createUser, type TestServer } from "../support/harness.js";
import { submitApprovalForm } from "../support/order-helpers.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** A tiny browser on a page the shop served: keeps cookies, says where it comes from, speaks JSON. */
function browser() {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { origin: t.url, "sec-fetch-site": "same-origin" };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${t.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const [k, v] = pair!.split("=") as [string, string];
      if (!v || attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()))) jar.delete(k);
      else jar.set(k, v);
    }
    const json = (await res.json()) as any; // JSON of many shapes: the assertions below check them
    return { status: res.status, body: json };
  };
  return { call, jar };
}

describe("a legacy client's whole journey", () => {
  it("registers, logs in, browses, keeps a cart, wishlist and address, orders, pays, reviews; the admin ships", async () => {
    const admin = await createUser(t, { role: "admin" });
    const shop = browser();
    const adminBrowser = browser();

    expect((await adminBrowser.call("POST", "/api/auth/login", { email: admin.email, password: admin.password })).status).toBe(200);
    const added = await adminBrowser.call("POST", "/api/admin/products/add", {
      title: "Denim Jacket", description: "Blue", category: "men", brand: "levi", image: "/images/products/d.png", price: "80", salePrice: "", totalStock: "5",
    });
    expect(added.status).toBe(201);
    const productId = added.body.data._id as string;
    expect((await adminBrowser.call("POST", "/api/common/feature/add", { image: "/images/banner.png" })).status).toBe(201);

    expect((await shop.call("POST", "/api/auth/register", { userName: "Jo", email: "jo@example.test", password: "jo-password" })).status).toBe(201);
    const login = await shop.call("POST", "/api/auth/login", { email: "jo@example.test", password: "jo-password" });
    expect(login.status).toBe(200);
    expect(shop.jar.has("token")).toBe(true);
    const userId = login.body.user.id as string;
    expect((await shop.call("GET", "/api/auth/check-auth")).body.user._id).toBe(userId);

    expect((await shop.call("GET", "/api/common/feature/get")).body.data).toHaveLength(1);
    const listing = await shop.call("GET", "/api/shop/products/get?category=men&brand=levi&sortBy=price-lowtohigh");
    expect(listing.body.data.map((p: { _id: string }) => p._id)).toEqual([productId]);
    expect((await shop.call("GET", "/api/shop/search/denim")).body.data).toHaveLength(1);

    expect((await shop.call("POST", "/wishlist", { _id: productId })).body.wishlist).toHaveLength(1);
    expect((await shop.call("POST", "/api/shop/cart/add", { userId, productId, quantity: 1 })).status).toBe(200);
    expect((await shop.call("PUT", "/api/shop/cart/update-cart", { userId, productId, quantity: 2 })).body.data.items[0].quantity).toBe(2);
    const address = await shop.call("POST", "/api/shop/address/add", { userId, address: "1 Elm St", city: "Town", pincode: "12345", phone: "5551234", notes: "Door" });
    expect(address.status).toBe(201);

    const created = await shop.call("POST", "/api/shop/order/create", {
      userId, cartItems: [], addressInfo: { addressId: address.body.data._id }, totalAmount: 1, orderStatus: "pending", paymentMethod: "paypal", paymentStatus: "pending",
    });
    expect(created.status).toBe(201);
    const { location } = await submitApprovalForm(created.body.approvalURL, "Approve");
    // PayPal sends the browser back to the page that serves it (the same origin, so the cookie goes along).
    expect(`${location.origin}${location.pathname}`).toBe(`${t.url}/shop/paypal-return`);
    expect(location.searchParams.get("paymentId")).toBeTruthy();
    expect(location.searchParams.get("PayerID")).toBeTruthy();
    const paid = await shop.call("POST", "/api/shop/order/capture", {
      paymentId: location.searchParams.get("paymentId"), payerId: location.searchParams.get("PayerID"), orderId: created.body.orderId,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ totalAmount: 165, paymentStatus: "paid" });
    expect((await shop.call("GET", `/api/shop/cart/get/${userId}`)).body.data.items).toEqual([]);
    expect((await shop.call("GET", `/api/shop/order/list/${userId}`)).body.data).toHaveLength(1);

    const review = await shop.call("POST", "/api/shop/review/add", { productId, userId, userName: "Jo", reviewMessage: "Love it", reviewValue: 5 });
    expect(review.status).toBe(201);
    expect((await shop.call("GET", `/api/shop/review/${productId}`)).body.data).toHaveLength(1);

    const shipped = await adminBrowser.call("PUT", `/api/admin/orders/update/${created.body.orderId}`, { orderStatus: "inShipping" });
    expect(shipped.body).toMatchObject({ success: true, message: "Order status is updated successfully!" });
    expect((await shop.call("GET", `/api/shop/order/details/${created.body.orderId}`)).body.data.orderStatus).toBe("inShipping");

    expect((await shop.call("POST", "/api/auth/logout", {})).status).toBe(200);
    expect(shop.jar.has("token")).toBe(false);
    expect((await shop.call("GET", "/api/auth/check-auth")).status).toBe(401);
  });
});
