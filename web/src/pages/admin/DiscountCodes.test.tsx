import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import { fill } from "./moneyTestKit";
import DiscountCodes from "./DiscountCodes";
import { DiscountCodesQuery, SaveDiscountCodeMutation } from "./pricingDocuments";
import { ProductPickerChosenQuery, ProductPickerSearchQuery } from "./ProductPicker";

const code = (over: object = {}) => ({
  __typename: "DiscountCode",
  id: "c1",
  code: "SPRING10",
  kind: "percentage",
  basisPoints: 1000,
  amountCents: 0,
  categories: [],
  brands: [],
  productIds: [],
  minSubtotalCents: 5000,
  startsAt: null,
  endsAt: "2026-12-31T23:00:00.000Z",
  maxUses: 100,
  perCustomer: 1,
  firstOrderOnly: false,
  active: true,
  usedCount: 3,
  ...over,
});
const list = (codes: object[]) => ({ request: { query: DiscountCodesQuery }, result: { data: { discountCodes: codes } } });
const saved = (id: string | null, input: object, result: object) => ({
  request: { query: SaveDiscountCodeMutation, variables: { id, input } },
  result: { data: { saveDiscountCode: result } },
});
const render = (mocks: object[]) => renderWithProviders(<DiscountCodes />, { mocks: mocks as never, session: { user: adminUser } });
const row = (name: string) => screen.findByRole("row", { name: new RegExp(name) });

describe("admin Discount Codes page", () => {
  it("creates a fixed code off two categories, with a minimum, limits and first order only", async () => {
    const input = {
      code: "WELCOME5",
      kind: "fixed",
      categories: ["women", "men"],
      brands: [],
      productIds: [],
      startsAt: null,
      endsAt: null,
      firstOrderOnly: true,
      active: true,
      amountCents: 500,
      minSubtotalCents: 2500,
      maxUses: 50,
      perCustomer: 1,
    };
    const created = code({ id: "c2", code: "WELCOME5", kind: "fixed", basisPoints: 0, amountCents: 500, categories: ["women", "men"], minSubtotalCents: 2500, endsAt: null, maxUses: 50, firstOrderOnly: true, usedCount: 0 });
    render([list([]), saved(null, input, created), list([created])]);
    expect(await screen.findByText("No discount codes yet.")).toBeInTheDocument();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText("Code"), "WELCOME5");
    await user.selectOptions(screen.getByLabelText("Kind"), "fixed");
    await fill(user, screen.getByLabelText("Amount off ($)"), "5");
    await fill(user, screen.getByLabelText("Categories"), "women, men");
    await fill(user, screen.getByLabelText("Minimum subtotal ($)"), "25");
    await fill(user, screen.getByLabelText("Total uses"), "50");
    await fill(user, screen.getByLabelText("Uses per customer"), "1");
    await user.click(screen.getByRole("checkbox", { name: "First order only" }));
    await user.click(screen.getByRole("button", { name: "Create code" }));
    const created_row = await row("WELCOME5");
    expect(within(created_row).getByText("$5.00 off women, men")).toBeInTheDocument();
    expect(within(created_row).getByText(/from \$25\.00 · 1 per customer · first order only/)).toBeInTheDocument();
    expect(within(created_row).getByText("0 of 50")).toBeInTheDocument();
  });

  it("edits a code: its form starts from the code's values and saves every field; products are picked by title", async () => {
    const input = {
      code: "SPRING10",
      kind: "percentage",
      categories: [],
      brands: ["acme"],
      productIds: ["p2"],
      startsAt: null,
      endsAt: "2026-12-31T23:00:00.000Z",
      firstOrderOnly: false,
      active: true,
      basisPoints: 1250,
      minSubtotalCents: 5000,
      maxUses: 100,
      perCustomer: 1,
    };
    const boot = { __typename: "Product", id: "p1", title: "Winter Boot" };
    const runner = { __typename: "Product", id: "p2", title: "Trail Runner" };
    const chosen = (products: object[]) => ({
      request: { query: ProductPickerChosenQuery, variables: { ids: products.map((p) => (p as { id: string }).id) } },
      result: { data: { productsByIds: products } },
    });
    const search = { request: { query: ProductPickerSearchQuery, variables: { keyword: "runner" } }, result: { data: { searchProducts: { __typename: "ProductPage", items: [{ ...runner, brand: "acme" }] } } } };
    render([list([code({ productIds: ["p1"] })]), chosen([boot]), search, chosen([boot, runner]), chosen([runner]), saved("c1", input, code({ basisPoints: 1250, brands: ["acme"], productIds: ["p2"] }))]);
    const user = userEvent.setup();
    await user.click(within(await row("SPRING10")).getByRole("button", { name: "Edit SPRING10" }));
    const form = screen.getByRole("form", { name: "Edit SPRING10" });
    expect(within(form).getByLabelText("Minimum subtotal ($)")).toHaveValue("50.00");
    // The code's product shows by its title; the admin finds another by title, adds it and removes the first.
    expect(await within(form).findByText("Winter Boot")).toBeInTheDocument();
    await fill(user, within(form).getByLabelText("Products"), "runner");
    await user.click(await within(form).findByRole("button", { name: "Add Trail Runner" }, { timeout: 3000 }));
    await user.click(await within(form).findByRole("button", { name: "Remove Winter Boot" }));
    await waitFor(() => expect(within(form).getAllByTestId("chosen-product").map((t) => t.textContent)).toEqual(["Trail Runner"]));
    await fill(user, within(form).getByLabelText("Percent off"), "12.5");
    await fill(user, within(form).getByLabelText("Brands"), "acme");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(await row("SPRING10")).findByText("12.5% off acme, 1 product")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "New discount code" })).toBeInTheDocument();
  });

  it("deactivates a code", async () => {
    render([list([code()]), saved("c1", { active: false }, code({ active: false }))]);
    const user = userEvent.setup();
    await user.click(within(await row("SPRING10")).getByRole("button", { name: "Deactivate SPRING10" }));
    expect(await within(await row("SPRING10")).findByText("Inactive")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Activate SPRING10" })).toBeInTheDocument();
  });

  it("shows the server's refusal in its own words", async () => {
    const refusal = "The code SPRING10 already exists (codes are the same whatever their case).";
    const input = { code: "spring10", kind: "freeShipping", categories: [], brands: [], productIds: [], startsAt: null, endsAt: null, firstOrderOnly: false, active: true, minSubtotalCents: 0, maxUses: null, perCustomer: null };
    render([list([code()]), { request: { query: SaveDiscountCodeMutation, variables: { id: null, input } }, result: { errors: [{ message: refusal, extensions: { code: "CONFLICT" } }] } }]);
    await row("SPRING10");
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText("Code"), "spring10");
    await user.selectOptions(screen.getByLabelText("Kind"), "freeShipping");
    await user.click(screen.getByRole("button", { name: "Create code" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
