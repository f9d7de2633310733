import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { AppStartContext } from "../../ssr/pageState";
import { DemoPaymentsNotice, ShopInfoQuery } from "./DemoPaymentsNotice";
import { DemoPayments } from "./DemoPayments";

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

describe("demo payments note on a page the shop rendered", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows from the page's facts, without asking the API", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderWithProviders(
      <AppStartContext.Provider value={{ user: null, demoPayments: true }}>
        <DemoPayments />
      </AppStartContext.Provider>,
    );
    expect(await screen.findByRole("note")).toHaveTextContent("Demo payments: no money is taken");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is not there when the page says payments are real", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderWithProviders(
      <AppStartContext.Provider value={{ user: null, demoPayments: false }}>
        <DemoPayments />
      </AppStartContext.Provider>,
    );
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
