import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { ORDER_STATUSES, detailStatusColors, listStatusColors, orderStatusLabel } from "./orderStatus";
import { OrderStatusBadge } from "./OrderStatusBadge";

describe("order status labels and colours (SPEC section 4)", () => {
  it("labels every status", () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual(["Pending", "Confirmed", "Processing", "On the Way", "Delivered", "Cancelled"]);
  });

  it("colours list badges red/green/yellow/black", () => {
    expect(listStatusColors("rejected").bg).toMatch(/^red/);
    expect(listStatusColors("delivered").bg).toMatch(/^green/);
    expect(listStatusColors("inProcess").bg).toMatch(/^yellow/);
    expect(listStatusColors("inShipping").bg).toMatch(/^yellow/);
    expect(listStatusColors("pending").bg).toBe("black");
    expect(listStatusColors("confirmed").bg).toBe("black");
  });

  it("colours detail badges green/red/emerald/black", () => {
    expect(detailStatusColors("confirmed").bg).toMatch(/^green/);
    expect(detailStatusColors("rejected").bg).toMatch(/^red/);
    expect(detailStatusColors("delivered").bg).toBe("#059669");
    for (const s of ["pending", "inProcess", "inShipping"] as const) expect(detailStatusColors(s).bg).toBe("black");
  });

  it.each([
    ["pending", "Pending", "black", "black"],
    ["confirmed", "Confirmed", "black", "green.600"],
    ["inProcess", "Processing", "yellow.500", "black"],
    ["inShipping", "On the Way", "yellow.500", "black"],
    ["delivered", "Delivered", "green.600", "#059669"],
    ["rejected", "Cancelled", "red.600", "red.600"],
  ])("%s reads %s (list %s, detail %s)", (status, label, list, detail) => {
    expect(orderStatusLabel(status)).toBe(label);
    expect(listStatusColors(status).bg).toBe(list);
    expect(detailStatusColors(status).bg).toBe(detail);
  });

  it("renders the label in the badge with the list colour", () => {
    renderWithProviders(<OrderStatusBadge status="inShipping" />);
    expect(screen.getByText("On the Way")).toHaveAttribute("data-status-color", "yellow.500");
  });
});
