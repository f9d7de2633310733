import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { centsToDollarText, formatDate, formatDateTime, formatMoney, formatShipping, parseDollarsToCents } from "./format";

describe("money", () => {
  it("formats cents as dollars with two decimals and thousands separators", () => {
    expect(formatMoney(1999)).toBe("$19.99");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(123456789)).toBe("$1,234,567.89");
    expect(formatShipping(0)).toBe("Free");
    expect(formatShipping(1000)).toBe("$10.00");
  });

  it("writes every whole number of cents as the browser's own en-US dollar format does, refunds (negative) too", () => {
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    expect(formatMoney(-1999)).toBe("-$19.99");
    expect(formatMoney(0)).toBe("$0.00");
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatMoney(cents)).toBe(dollars.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a typed dollar amount into exact cents, including amounts floats get wrong", () => {
    expect(parseDollarsToCents("0.29")).toBe(29);
    expect(parseDollarsToCents("1.1")).toBe(110);
    expect(parseDollarsToCents(" 12 ")).toBe(1200);
    expect(parseDollarsToCents("4.35")).toBe(435);
  });

  it("refuses what is not a dollar amount instead of guessing", () => {
    for (const text of ["", "abc", "-1", "1.999", "1e3", "1,5", "."]) expect(parseDollarsToCents(text)).toBeNull();
  });

  it("round-trips cents through the admin's text", () => {
    for (const cents of [0, 5, 29, 110, 1999, 123456]) expect(parseDollarsToCents(centsToDollarText(cents))).toBe(cents);
  });
});

describe("dates", () => {
  const lateEvening = "2025-03-04T23:30:00.000Z";

  it("shows the date as the viewer's calendar has it", () => {
    expect(formatDate(lateEvening, "UTC")).toBe("2025-03-04");
    expect(formatDate(lateEvening, "Asia/Tokyo")).toBe("2025-03-05");
    expect(formatDate(lateEvening, "America/Los_Angeles")).toBe("2025-03-04");
  });

  it("shows a moment with its time in the viewer's time zone", () => {
    expect(formatDateTime(lateEvening, "Asia/Tokyo")).toMatch(/8:30/);
    expect(formatDateTime(lateEvening, "UTC")).toMatch(/11:30/);
  });
});
