import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { removeServedState, serveState } from "../../test/servedState";
import { DemoPaymentsNotice, ShopInfoQuery } from "./DemoPaymentsNotice";
import { DemoPayments } from "./DemoPayments";
import { DEMO_NOTE_ID } from "../../servedState";

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

describe("demo payments note on a page the shop served", () => {
  afterEach(() => {
    removeServedState();
    document.body.querySelector(`:scope > #${DEMO_NOTE_ID}`)?.remove();
    vi.unstubAllGlobals();
  });

  it("shows from the page's facts, without asking the API", async () => {
    vi.stubGlobal("fetch", vi.fn());
    serveState(JSON.stringify({ session: { user: null }, shop: { demoPayments: true } }));
    renderWithProviders(<DemoPayments />);
    expect(await screen.findByRole("note")).toHaveTextContent("Demo payments: no money is taken");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is not there when the page says payments are real", () => {
    vi.stubGlobal("fetch", vi.fn());
    serveState(JSON.stringify({ session: { user: null }, shop: { demoPayments: false } }));
    renderWithProviders(<DemoPayments />);
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is left to the server's when the page came with the note drawn: one note, not two", async () => {
    vi.stubGlobal("fetch", vi.fn());
    serveState(JSON.stringify({ session: { user: null }, shop: { demoPayments: true } }));
    const drawn = document.createElement("div");
    drawn.id = DEMO_NOTE_ID;
    drawn.setAttribute("role", "note");
    drawn.textContent = "Demo payments: no money is taken";
    document.body.append(drawn);
    renderWithProviders(<DemoPayments />);
    // The app's own note would come in a chunk of its own: it has arrived, and React has done what it would with it.
    await act(async () => {
      await import("./DemoPaymentsNote");
    });
    expect(screen.getAllByRole("note")).toEqual([drawn]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
