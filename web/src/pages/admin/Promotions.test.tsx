import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import Promotions from "./Promotions";
import { PromotionsQuery, SavePromotionMutation } from "./promotionDocuments";

const promotion = (over: object = {}) => ({
  __typename: "Promotion" as const,
  id: "p1",
  name: "20% off footwear",
  kind: "percentage",
  basisPoints: 2000,
  amountCents: 0,
  categories: ["footwear"],
  brands: [],
  productIds: [],
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  ...over,
});
const list = (promotions: object[]) => ({ request: { query: PromotionsQuery }, result: { data: { promotions } } });
const saved = (id: string | null, input: object, result: object) => ({
  request: { query: SavePromotionMutation, variables: { id, input } },
  result: { data: { savePromotion: { __typename: "Promotion", ...result } } },
});

describe("admin Promotions page", () => {
  it("adds a percentage promotion on a category and lists it", async () => {
    const input = { name: "20% off footwear", kind: "percentage", basisPoints: 2000, categories: ["footwear"], brands: [], productIds: [], minSubtotalCents: 0, startsAt: null, endsAt: null };
    const mocks = [list([]), saved(null, input, { id: "p1", name: "20% off footwear", active: true }), list([promotion()])];
    renderWithProviders(<Promotions />, { mocks, session: { user: adminUser } });
    expect(await screen.findByText("No promotions yet.")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "20% off footwear");
    await user.type(screen.getByLabelText("Percent off"), "20");
    await user.type(screen.getByLabelText("Categories"), "footwear");
    await user.click(screen.getByRole("button", { name: "Add promotion" }));
    const row = await screen.findByRole("row", { name: "Promotion 20% off footwear" });
    // Its name and its offer read the same here.
    expect(within(row).getAllByText("20% off footwear")).toHaveLength(2);
    expect(within(row).getByText("Active")).toBeInTheDocument();
  });

  it("deactivates a promotion, and edits a fixed one's amount", async () => {
    const fixed = promotion({ id: "p2", name: "Ten off Nike", kind: "fixed", basisPoints: 0, amountCents: 1000, categories: [], brands: ["nike"], minSubtotalCents: 5000 });
    const mocks = [
      list([promotion(), fixed]),
      saved("p1", { active: false }, { id: "p1", name: "20% off footwear", active: false }),
      list([promotion({ active: false }), fixed]),
      saved("p2", { name: "Ten off Nike", kind: "fixed", amountCents: 1250, categories: [], brands: ["nike"], productIds: [], minSubtotalCents: 5000, startsAt: null, endsAt: null }, { id: "p2", name: "Ten off Nike", active: true }),
      list([promotion({ active: false }), { ...fixed, amountCents: 1250 }]),
    ];
    renderWithProviders(<Promotions />, { mocks, session: { user: adminUser } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Deactivate 20% off footwear" }));
    expect(await screen.findByRole("button", { name: "Activate 20% off footwear" })).toBeInTheDocument();
    expect(within(screen.getByRole("row", { name: "Promotion Ten off Nike" })).getByText("$10.00 off nike, from $50.00")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit Ten off Nike" }));
    const amount = screen.getByLabelText("Amount off ($)");
    expect(amount).toHaveValue("10.00");
    await user.clear(amount);
    await user.type(amount, "12.50");
    await user.click(screen.getByRole("button", { name: "Save promotion" }));
    expect(await screen.findByText("$12.50 off nike, from $50.00")).toBeInTheDocument();
  });
});
