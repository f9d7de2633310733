import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("shows only the date part", () => {
    expect(formatDate("2025-03-04T10:11:12.000Z")).toBe("2025-03-04");
  });
});
