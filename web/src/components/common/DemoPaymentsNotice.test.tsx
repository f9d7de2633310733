import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { DemoPaymentsNotice, ShopInfoQuery } from "./DemoPaymentsNotice";

const shopInfo = (demoPayments: boolean, result = vi.fn(() => ({ data: { shopInfo: { __typename: "ShopInfo" as const, demoPayments } } }))) => ({
  request: { query: ShopInfoQuery },
  result,
});

describe("demo payments notice", () => {
  it("says that no money is taken while the shop pays through the offline sandbox", async () => {
    renderWithProviders(<DemoPaymentsNotice />, { mocks: [shopInfo(true)] });
    expect(await screen.findByRole("note")).toHaveTextContent("Demo payments: no money is taken");
  });

  it("says nothing when payments are real", async () => {
    const mock = shopInfo(false);
    renderWithProviders(<DemoPaymentsNotice />, { mocks: [mock] });
    await waitFor(() => expect(mock.result).toHaveBeenCalled());
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
