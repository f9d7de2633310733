import { describe, expect, it } from "vitest";
import { authorize, type Access } from "../../src/auth/access.js";
import { ACCESS, DOMAIN_ACCESS } from "../../src/modules/access.js";

const customer = { id: "u1", role: "user" as const };
const admin = { id: "a1", role: "admin" as const };

/** What each rule answers each caller, with no user id named, a caller's own id, and another user's id. */
function outcome(access: Access, viewer: typeof customer | typeof admin | null, named: unknown[] = [], guestsWelcome = false): string {
  try {
    authorize(access, viewer, named, guestsWelcome);
    return "ok";
  } catch (e) {
    return (e as { code: string }).code;
  }
}

describe("authorize", () => {
  it.each<[Access, string, string, string]>([
    // rule,      anonymous,         customer,    admin
    ["public", "ok", "ok", "ok"],
    ["signedIn", "UNAUTHENTICATED", "ok", "ok"],
    ["owner", "UNAUTHENTICATED", "ok", "ok"],
    ["shopper", "UNAUTHENTICATED", "ok", "ok"],
    ["admin", "UNAUTHENTICATED", "FORBIDDEN", "ok"],
  ])("%s: anonymous %s, customer %s, admin %s", (access, anonymous, asCustomer, asAdmin) => {
    expect([outcome(access, null), outcome(access, customer), outcome(access, admin)]).toEqual([anonymous, asCustomer, asAdmin]);
  });

  it("a public storefront welcomes visitors to shopper operations only (their guest cart), named as \"guest\" if at all", () => {
    const rules: Access[] = ["public", "signedIn", "owner", "shopper", "admin"];
    expect(rules.map((access) => outcome(access, null, [], true))).toEqual(["ok", "UNAUTHENTICATED", "UNAUTHENTICATED", "ok", "UNAUTHENTICATED"]);
    expect(outcome("shopper", null, ["guest", undefined], true)).toBe("ok");
    expect(outcome("shopper", null, ["u1"], true)).toBe("FORBIDDEN");
    // A signed-in shopper acts on their own cart, as owner: "guest" is not their id.
    expect(outcome("shopper", customer, ["u1"], true)).toBe("ok");
    expect(outcome("shopper", customer, ["guest"], true)).toBe("FORBIDDEN");
    expect(outcome("shopper", admin, ["u1"], true)).toBe("FORBIDDEN");
  });

  it("owner: a user id the request names must be the caller's, admins included; an absent one is ignored", () => {
    expect(outcome("owner", customer, ["u1", undefined, null, ""])).toBe("ok");
    expect(outcome("owner", customer, ["u2"])).toBe("FORBIDDEN");
    expect(outcome("owner", customer, [42])).toBe("FORBIDDEN");
    expect(outcome("owner", admin, ["u1"])).toBe("FORBIDDEN");
  });

  it("only owner looks at named user ids: signedIn is anyone signed in", () => {
    expect(outcome("signedIn", customer, ["u2"])).toBe("ok");
  });
});

describe("the access tables", () => {
  it("name each operation once across domains (a second row would silently win)", () => {
    const rows = DOMAIN_ACCESS.flatMap((table) => Object.keys(table));
    expect(rows.filter((op, i) => rows.indexOf(op) !== i)).toEqual([]);
    expect(Object.keys(ACCESS)).toHaveLength(rows.length);
  });
});
