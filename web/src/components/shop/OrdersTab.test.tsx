import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { createCache } from "../../apollo/client";
import { Link } from "react-router";
import userEvent from "@testing-library/user-event";
import { ServedPageEnds, startFromServedPage } from "../../apollo/servedAnswers";
import { MyOrdersQuery, ORDERS_PAGE_SIZE } from "./orderDocuments";
import { OrdersTab } from "./OrdersTab";

const variables = { page: 1, pageSize: ORDERS_PAGE_SIZE };
const order = {
  __typename: "Order" as const,
  id: "o1",
  userName: "jane",
  orderDate: "2026-11-01T10:00:00.000Z",
  orderStatus: "confirmed" as const,
  paymentMethod: "paypal",
  paymentStatus: "paid" as const,
  subtotalCents: 1999,
  shippingCostCents: 0,
  totalAmountCents: 1999,
  items: [],
  addressInfo: { __typename: "AddressInfo" as const, address: "1 Main St", city: "Springfield", pincode: "12345", phone: "5550001111", notes: "" },
  history: [],
};
const page = (items: (typeof order)[]) => ({ myOrders: { __typename: "OrderPage" as const, total: items.length, page: 1, pageSize: ORDERS_PAGE_SIZE, items } });

describe("the account's orders", () => {
  it("are shown from what a served page came with, not asked again while it hydrates; asked on a later visit", async () => {
    // The server's answer (one order) is in the cache the page came with; the network's is none.
    let asked = 0;
    const mocks = [{ request: { query: MyOrdersQuery, variables }, result: () => (asked++, { data: page([]) }), maxUsageCount: 10 }];
    const served = createCache();
    served.writeQuery({ query: MyOrdersQuery, variables, data: page([order]) });

    startFromServedPage(true);
    renderWithProviders(
      <>
        <ServedPageEnds />
        <OrdersTab />
        <Link to="/shop/account?again">Account</Link>
      </>,
      { mocks, cache: served, route: "/shop/account" },
    );
    expect(await screen.findByText("$19.99")).toBeInTheDocument();
    // The shopper moves on in the app: the served page has ended.
    await userEvent.setup().click(screen.getByRole("link", { name: "Account" }));

    // Opened again in the app: kept fresh from the network. Its answer reaches both through the cache; the only asking.
    renderWithProviders(<OrdersTab />, { mocks, cache: served });
    await waitFor(() => expect(screen.getAllByText("No orders yet.")).toHaveLength(2));
    expect(asked).toBe(1);
  });
});
