import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import { AdminOrdersQuery } from "./documents";
import { AdminCustomerQuery, AdminCustomersQuery, AuditLogQuery, DisableCustomerMutation } from "./backOfficeDocuments";
import { exportCsvUrl, toOrderFilterVariables } from "./orderFilters";
import Orders from "./Orders";
import Customers from "./Customers";
import CustomerDetail, { DISABLE_WARNING } from "./CustomerDetail";
import AuditLog from "./AuditLog";

const order = (id: string, userName: string, totalAmountCents: number) => ({
  __typename: "Order",
  id,
  userName,
  orderDate: "2026-10-05T12:00:00.000Z",
  orderStatus: "delivered",
  totalAmountCents,
});
const ordersPage = (items: object[], variables: object = {}, pageSize = 20) => ({
  request: { query: AdminOrdersQuery, variables: { page: 1, pageSize, status: null, from: null, to: null, search: null, customerId: null, ...variables } },
  result: { data: { adminOrders: { __typename: "OrderPage", total: items.length, page: 1, pageSize, items } } },
});

const customer = {
  __typename: "Customer",
  id: "c1",
  userName: "Ada Lovelace",
  email: "ada@example.test",
  phone: "",
  disabled: false,
  disabledAt: null,
  createdAt: "2026-01-02T10:00:00.000Z",
  ordersCount: 3,
  totalSpentCents: 12550,
  lastOrderAt: "2026-10-05T12:00:00.000Z",
};

describe("order filters", () => {
  it("turn whole local days into a from-midnight to next-midnight range, and the same filters into the CSV URL", () => {
    const v = toOrderFilterVariables({ status: "delivered", from: "2026-10-01", to: "2026-10-31", search: "  ada@ " });
    expect(v).toEqual({
      status: "delivered",
      from: new Date(2026, 9, 1).toISOString(),
      to: new Date(2026, 10, 1).toISOString(),
      search: "ada@",
    });
    const url = new URL(exportCsvUrl(v), "http://shop.test");
    expect(url.pathname).toBe("/api/admin/orders/export.csv");
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: "delivered", from: v.from, to: v.to, q: "ada@" });
    expect(exportCsvUrl(toOrderFilterVariables({ status: "", from: "", to: "", search: " " }))).toBe("/api/admin/orders/export.csv");
  });
});

describe("admin Orders page", () => {
  it("searches by email and shows only the matching order, with the export link following the search", async () => {
    const mocks = [
      ordersPage([order("o-ada", "Ada Lovelace", 4500), order("o-bob", "Bob Stone", 2000)]),
      ordersPage([order("o-ada", "Ada Lovelace", 4500)], { search: "ada@example" }),
    ];
    renderWithProviders(<Orders />, { route: "/admin/orders", mocks, session: { user: adminUser } });
    expect(await screen.findByText("o-bob")).toBeInTheDocument();
    expect(screen.getByText("2 orders")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText("Order ID, email or name"), "ada@example");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(await screen.findByText("1 order")).toBeInTheDocument();
    expect(screen.getByText("o-ada")).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.queryByText("o-bob")).not.toBeInTheDocument();
    expect(screen.getByText("$45.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Export CSV/ })).toHaveAttribute("href", "/api/admin/orders/export.csv?q=ada%40example");
  });
});

describe("admin Customers page", () => {
  it("searches by name and shows the matching customer with their figures", async () => {
    const bob = { ...customer, id: "c2", userName: "Bob Stone", email: "bob@example.test", ordersCount: 0, totalSpentCents: 0, lastOrderAt: null };
    const page = (items: object[], search: string | null) => ({
      request: { query: AdminCustomersQuery, variables: { search, page: 1, pageSize: 20 } },
      result: { data: { adminCustomers: { __typename: "CustomerPage", total: items.length, page: 1, pageSize: 20, items } } },
    });
    renderWithProviders(<Customers />, { route: "/admin/customers", mocks: [page([customer, bob], null), page([customer], "lovelace")], session: { user: adminUser } });
    expect(await screen.findByText("bob@example.test")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText("Name or email"), "lovelace");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(await screen.findByText("1 customer")).toBeInTheDocument();
    const row = screen.getByText("ada@example.test").closest("tr")!;
    expect(within(row).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(row).getByText("3")).toBeInTheDocument();
    expect(within(row).getByText("$125.50")).toBeInTheDocument();
    expect(within(row).getByText("Enabled")).toBeInTheDocument();
    expect(screen.queryByText("bob@example.test")).not.toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "View ada@example.test" })).toHaveAttribute("href", "/admin/customers/c1");
  });
});

describe("admin customer detail", () => {
  it("asks for confirmation before disabling sign-in, then shows the account as disabled", async () => {
    const mocks = [
      { request: { query: AdminCustomerQuery, variables: { id: "c1" } }, result: { data: { adminCustomer: customer } } },
      ordersPage([order("o-ada", "Ada Lovelace", 4500)], { customerId: "c1" }, 10),
      {
        request: { query: DisableCustomerMutation, variables: { id: "c1" } },
        result: { data: { disableCustomer: { ...customer, disabled: true, disabledAt: "2026-11-26T09:00:00.000Z" } } },
      },
    ];
    renderWithProviders(<CustomerDetail />, { route: "/admin/customers/c1", path: "/admin/customers/:id", mocks, session: { user: adminUser } });
    expect(await screen.findByText("Sign-in enabled")).toBeInTheDocument();
    expect(await screen.findByText("o-ada")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Disable sign-in" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(DISABLE_WARNING)).toBeInTheDocument();
    // Nothing changes until the admin confirms.
    expect(screen.getByText("Sign-in enabled")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Disable" }));
    expect(await screen.findByText("Sign-in disabled", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enable sign-in" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});

describe("admin Audit Log page", () => {
  it("shows who did what and each change before and after, money in dollars", async () => {
    const entry = {
      __typename: "AuditEntry",
      id: "1",
      at: "2026-11-26T09:00:00.000Z",
      actorEmail: "boss@example.test",
      action: "productUpdate",
      targetType: "product",
      targetId: "p1",
      targetLabel: "Wool Coat",
      changes: [
        { __typename: "AuditChange", field: "priceCents", before: "12050", after: "9900" },
        { __typename: "AuditChange", field: "totalStock", before: "5", after: "3" },
      ],
    };
    const mock = {
      request: { query: AuditLogQuery, variables: { page: 1, pageSize: 50 } },
      result: { data: { auditLog: { __typename: "AuditEntryPage", total: 1, page: 1, pageSize: 50, items: [entry] } } },
    };
    renderWithProviders(<AuditLog />, { route: "/admin/audit-log", mocks: [mock], session: { user: adminUser } });
    const row = (await screen.findByText("Wool Coat")).closest("tr")!;
    expect(within(row).getByText("boss@example.test")).toBeInTheDocument();
    expect(within(row).getByText("Product changed")).toBeInTheDocument();
    expect(within(row).getByText("Price: $120.50 → $99.00")).toBeInTheDocument();
    expect(within(row).getByText("Stock: 5 → 3")).toBeInTheDocument();
  });
});
