import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import { fill } from "./moneyTestKit";
import TaxRates from "./TaxRates";
import { DeleteTaxRateMutation, SaveShopSettingsMutation, SaveTaxRateMutation, TaxRatesQuery } from "./pricingDocuments";

const rate = (over: object = {}) => ({ __typename: "TaxRate", id: "t1", country: "US", region: "NY", name: "Sales tax", ppm: 88750, ...over });
const settings = { __typename: "ShopSettings", pricesIncludeTax: false, country: "US", region: "NY", legalName: "Shop LLC", legalAddress: "1 Main St", taxId: "" };
const list = (rates: object[], shop: object = settings) => ({ request: { query: TaxRatesQuery }, result: { data: { taxRates: rates, shopSettings: shop } } });
const render = (mocks: object[]) => renderWithProviders(<TaxRates />, { mocks: mocks as never, session: { user: adminUser } });
const row = (name: string) => screen.findByRole("row", { name: new RegExp(name) });

describe("admin Taxes page", () => {
  it("adds a country's rate", async () => {
    const de = rate({ id: "t2", country: "DE", region: "", name: "VAT", ppm: 190000 });
    render([
      list([rate()]),
      { request: { query: SaveTaxRateMutation, variables: { input: { country: "de", region: "", name: "VAT", ppm: 190000 } } }, result: { data: { saveTaxRate: de } } },
      list([de, rate()]),
    ]);
    expect(within(await row("NY")).getByText("8.875%")).toBeInTheDocument();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText("Country"), "de");
    await fill(user, screen.getByLabelText("Name"), "VAT");
    await fill(user, screen.getByLabelText("Rate (%)"), "19");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    const added = await row("DE");
    expect(within(added).getByText("Whole country")).toBeInTheDocument();
    expect(within(added).getByText("19%")).toBeInTheDocument();
  });

  it("edits a rate and removes one", async () => {
    render([
      list([rate()]),
      { request: { query: SaveTaxRateMutation, variables: { input: { country: "US", region: "NY", name: "Sales tax", ppm: 80000 } } }, result: { data: { saveTaxRate: rate({ ppm: 80000 }) } } },
      { request: { query: DeleteTaxRateMutation, variables: { id: "t1" } }, result: { data: { deleteTaxRate: true } } },
      list([]),
    ]);
    const user = userEvent.setup();
    await user.click(within(await row("NY")).getByRole("button", { name: "Edit US-NY Sales tax" }));
    const form = screen.getByRole("form", { name: "Edit US-NY Sales tax" });
    await fill(user, within(form).getByLabelText("Rate (%)"), "8");
    await user.click(within(form).getByRole("button", { name: "Save rate" }));
    expect(await within(await row("NY")).findByText("8%")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove US-NY Sales tax" }));
    expect(await screen.findByText("No tax rates yet: no tax is charged.")).toBeInTheDocument();
  });

  it("saves the shop's settings: prices include tax and the legal details", async () => {
    const next = { ...settings, pricesIncludeTax: true, taxId: "DE123456789" };
    const { __typename: _, ...input } = next;
    render([list([]), { request: { query: SaveShopSettingsMutation, variables: { input } }, result: { data: { saveShopSettings: next } } }, list([], next)]);
    const form = await screen.findByRole("form", { name: "Shop settings" });
    expect(within(form).getByLabelText("Legal address")).toHaveValue("1 Main St");
    const user = userEvent.setup();
    await user.click(within(form).getByRole("checkbox", { name: "Prices include tax" }));
    await fill(user, within(form).getByLabelText("Tax id"), "DE123456789");
    await user.click(within(form).getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Shop settings saved")).toBeInTheDocument();
  });

  it("shows the server's refusal in its own words", async () => {
    const refusal = "country must be a two-letter ISO code such as US or DE.";
    render([list([]), { request: { query: SaveTaxRateMutation, variables: { input: { country: "USA", region: "", name: "Sales tax", ppm: 50000 } } }, result: { errors: [{ message: refusal, extensions: { code: "BAD_USER_INPUT" } }] } }]);
    await screen.findByText("No tax rates yet: no tax is charged.");
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText("Country"), "USA");
    await fill(user, screen.getByLabelText("Name"), "Sales tax");
    await fill(user, screen.getByLabelText("Rate (%)"), "5");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
