import { describe, expect, it } from "vitest";
import { toRest, restBrand, serviceBrand } from "../../src/rest/shape.js";
import { assertSelf, wholeNumber } from "../../src/rest/input.js";

describe("toRest", () => {
  it("adds _id beside id at every depth and keeps dates", () => {
    const when = new Date("2024-01-02T03:04:05Z");
    const out = toRest({ id: "a", when, items: [{ id: "b", n: 1 }], nested: { id: "c" }, none: null });
    expect(out).toEqual({ id: "a", _id: "a", when, items: [{ id: "b", _id: "b", n: 1 }], nested: { id: "c", _id: "c" }, none: null });
    expect((out as { when: Date }).when).toBeInstanceOf(Date);
  });
  it("leaves an existing _id alone", () => {
    expect(toRest({ id: "a", _id: "x" })).toEqual({ id: "a", _id: "x" });
  });
});

describe("brand ids", () => {
  it("maps hm <-> h&m and nothing else", () => {
    expect(restBrand("hm")).toBe("h&m");
    expect(restBrand("nike")).toBe("nike");
    expect(serviceBrand("h&m")).toBe("hm");
    expect(serviceBrand("H&M")).toBe("hm");
    expect(serviceBrand("zara")).toBe("zara");
  });
});

describe("assertSelf", () => {
  const viewer = { id: "u1", role: "user" as const };
  it("accepts the caller's own id or no id", () => {
    expect(() => assertSelf(viewer, "u1")).not.toThrow();
    expect(() => assertSelf(viewer, undefined)).not.toThrow();
  });
  it("refuses another id with 403", () => {
    expect(() => assertSelf(viewer, "u2")).toThrow(expect.objectContaining({ status: 403, message: "You can only access your own data." }));
  });
});

describe("wholeNumber", () => {
  it("accepts JSON numbers and digit query strings", () => {
    expect(wholeNumber(3, "quantity")).toBe(3);
    expect(wholeNumber("12", "page", { fromQuery: true })).toBe(12);
  });
  it.each([
    ["2", {}, /must be a number/],
    [-1, {}, /cannot be negative/],
    [1.5, {}, /whole number/],
    ["abc", { fromQuery: true }, /whole number/],
    ["1.5", { fromQuery: true }, /whole number/],
    [500, { max: 100 }, /from 0 to 100/],
  ])("rejects %j with a 400", (value, opts, message) => {
    expect(() => wholeNumber(value, "n", opts)).toThrow(expect.objectContaining({ status: 400, message: expect.stringMatching(message) }));
  });
});
