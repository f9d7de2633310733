import { describe, expect, it } from "vitest";
import { fromLocalInput, limitOf, listOf, percentToBasisPoints, percentToPpm, scaledToPercentText, toLocalInput } from "./moneyForm";

describe("money form readers", () => {
  it("reads percents exactly into basis points and parts per million, and writes them back", () => {
    expect(percentToBasisPoints("10")).toBe(1000);
    expect(percentToBasisPoints("12.5")).toBe(1250);
    expect(percentToBasisPoints("0.29")).toBe(29); // 0.29 * 100 is 28.999... in floating point
    expect(percentToBasisPoints("100")).toBe(10_000);
    expect(percentToPpm("8.875")).toBe(88_750);
    expect(percentToPpm("19")).toBe(190_000);
    for (const bad of ["", "abc", "-5", "100.01", "1.234", "101"]) expect(percentToBasisPoints(bad)).toBeNull();
    expect(percentToPpm("8.87501")).toBeNull();
    expect(scaledToPercentText(1250, 2)).toBe("12.5");
    expect(scaledToPercentText(88_750, 4)).toBe("8.875");
    expect(scaledToPercentText(190_000, 4)).toBe("19");
  });

  it("reads lists, limits and local date-times", () => {
    expect(listOf(" women, men ,, ")).toEqual(["women", "men"]);
    expect(limitOf("")).toBeNull();
    expect(limitOf("3")).toBe(3);
    expect(limitOf("0")).toBeUndefined();
    expect(limitOf("2.5")).toBeUndefined();
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput(toLocalInput("2026-12-31T23:00:00.000Z"))).toBe("2026-12-31T23:00:00.000Z");
  });
});
