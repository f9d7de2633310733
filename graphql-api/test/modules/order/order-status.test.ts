import { describe, expect, it } from "vitest";
import { parseOrderStatus } from "../../../src/modules/order/order.service.js";

describe("parseOrderStatus", () => {
  it.each([
    ["pending", "pending"], ["Pending", "pending"],
    ["confirmed", "confirmed"], ["Confirmed", "confirmed"], [" CONFIRMED ", "confirmed"],
    ["inProcess", "inProcess"], ["in process", "inProcess"], ["in_process", "inProcess"], ["In Process", "inProcess"], ["processing", "inProcess"],
    ["inShipping", "inShipping"], ["in shipping", "inShipping"], ["shipped", "inShipping"], ["On the Way", "inShipping"],
    ["delivered", "delivered"], ["Delivered", "delivered"],
    ["rejected", "rejected"], ["cancelled", "rejected"], ["Canceled", "rejected"],
  ])("%j is %s", (input, expected) => {
    expect(parseOrderStatus(input)).toBe(expected);
  });

  it.each(["", "  ", "paid", "in", "constructor", "__proto__", "toString", 3, null, undefined])("rejects %j with the list of valid values", (input) => {
    expect(() => parseOrderStatus(input)).toThrow(
      expect.objectContaining({ code: "BAD_USER_INPUT", message: "Invalid order status. Use one of: pending, confirmed, inProcess, inShipping, delivered, rejected" }),
    );
  });
});
