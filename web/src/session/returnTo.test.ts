import { describe, expect, it } from "vitest";
import { afterSignIn, loginReturningTo, returnPathFrom, safeReturnPath } from "./returnTo";

describe("the page a visitor returns to after signing in", () => {
  it("is a path on this shop, query and all", () => {
    expect(safeReturnPath("/shop/product/blue-tee")).toBe("/shop/product/blue-tee");
    expect(safeReturnPath("/shop/listing?category=men&page=2")).toBe("/shop/listing?category=men&page=2");
    expect(returnPathFrom(`?returnTo=${encodeURIComponent("/shop/checkout")}`, "/shop/home")).toBe("/shop/checkout");
    expect(loginReturningTo("/shop/wishlist")).toBe("/auth/login?returnTo=%2Fshop%2Fwishlist");
  });

  it("is never another site: schemes, protocol-relative and backslash addresses fall back to the shop's home", () => {
    const hostile = [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "evil.example",
      " /shop/home",
      "",
      "/auth/login?returnTo=/shop",
    ];
    for (const value of hostile) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
      expect(returnPathFrom(`?${new URLSearchParams({ returnTo: value })}`, "/shop/home"), JSON.stringify(value)).toBe("/shop/home");
    }
    expect(returnPathFrom("", "/shop/home")).toBe("/shop/home");
  });

  it("takes an admin to the back office whatever the link said", () => {
    expect(afterSignIn({ role: "admin" }, "?returnTo=%2Fshop%2Fcheckout")).toBe("/admin/dashboard");
    expect(afterSignIn({ role: "user" }, "?returnTo=%2Fshop%2Fcheckout")).toBe("/shop/checkout");
  });
});
