import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import { fill } from "./moneyTestKit";
import ShippingMethods, { TIERED_PRICE } from "./ShippingMethods";
import { AdminShippingMethodsQuery, SaveShippingMethodMutation } from "./pricingDocuments";

const method = (over: object = {}) => ({
  __typename: "ShippingMethod",
  id: "m2",
  name: "Express",
  tiered: false,
  priceCents: 1200,
  freeFromCents: null,
  deliveryEstimate: "1-2 business days",
  active: true,
  position: 1,
  ...over,
});
const standard = method({ id: "m1", name: "Standard", tiered: true, priceCents: 500, deliveryEstimate: "3-5 business days", position: 0 });
const list = (methods: object[]) => ({ request: { query: AdminShippingMethodsQuery }, result: { data: { adminShippingMethods: methods } } });
const saved = (id: string | null, input: object, result: object) => ({
  request: { query: SaveShippingMethodMutation, variables: { id, input } },
  result: { data: { saveShippingMethod: result } },
});
const render = (mocks: object[]) => renderWithProviders(<ShippingMethods />, { mocks: mocks as never, session: { user: adminUser } });
const row = (name: string) => screen.findByRole("row", { name: new RegExp(`^${name}`) });

describe("admin Shipping Methods page", () => {
  it("lists the standard method by the spec's tiers and adds a method free from a subtotal", async () => {
    const overnight = method({ id: "m3", name: "Overnight", priceCents: 2500, freeFromCents: 30000, deliveryEstimate: "Next day", position: 2 });
    render([list([standard]), saved(null, { name: "Overnight", deliveryEstimate: "Next day", priceCents: 2500, freeFromCents: 30000, active: true }, overnight), list([standard, overnight])]);
    expect(within(await row("Standard")).getByText(TIERED_PRICE)).toBeInTheDocument();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText("Name"), "Overnight");
    await fill(user, screen.getByLabelText("Price ($)"), "25");
    await fill(user, screen.getByLabelText("Free from subtotal ($)"), "300");
    await fill(user, screen.getByLabelText("Delivery estimate"), "Next day");
    await user.click(screen.getByRole("button", { name: "Add method" }));
    const added = await row("Overnight");
    expect(within(added).getByText("$25.00")).toBeInTheDocument();
    expect(within(added).getByText("$300.00")).toBeInTheDocument();
  });

  it("edits a method's price", async () => {
    const input = { name: "Express", deliveryEstimate: "1-2 business days", position: 1, priceCents: 1500, freeFromCents: null, active: true };
    render([list([standard, method()]), saved("m2", input, method({ priceCents: 1500 }))]);
    const user = userEvent.setup();
    await user.click(within(await row("Express")).getByRole("button", { name: "Edit Express" }));
    const form = screen.getByRole("form", { name: "Edit Express" });
    await fill(user, within(form).getByLabelText("Price ($)"), "15");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(await row("Express")).findByText("$15.00")).toBeInTheDocument();
  });

  it("deactivates a method; the standard one cannot be", async () => {
    render([list([standard, method()]), saved("m2", { active: false }, method({ active: false }))]);
    const user = userEvent.setup();
    expect(within(await row("Standard")).queryByRole("button", { name: /Deactivate/ })).toBeNull();
    await user.click(within(await row("Express")).getByRole("button", { name: "Deactivate Express" }));
    expect(await within(await row("Express")).findByText("Inactive")).toBeInTheDocument();
  });

  it("shows the server's refusal in its own words", async () => {
    render([list([standard]), { request: { query: SaveShippingMethodMutation, variables: { id: null, input: { name: "", deliveryEstimate: "", priceCents: 500, freeFromCents: null, active: true } } }, result: { errors: [{ message: "name is required.", extensions: { code: "BAD_USER_INPUT" } }] } }]);
    await row("Standard");
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText("Price ($)"), "5");
    await user.click(screen.getByRole("button", { name: "Add method" }));
    expect(await screen.findByText("name is required.")).toBeInTheDocument();
  });
});
