import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import Dashboard from "./Dashboard";
import { adminTaxonomyMock } from "./taxonomyTestData";
import Products from "./Products";
import { AdminProductsQuery, LowStockQuery, ProductToEditQuery, SalesDashboardQuery } from "./documents";

const figures = (revenueCents: number, orders: number, averageOrderValueCents: number, unitsSold: number, [discountCents, shippingCents, taxCents] = [0, 0, 0]) => ({
  __typename: "SalesFigures",
  revenueCents,
  orders,
  averageOrderValueCents,
  unitsSold,
  discountCents,
  shippingCents,
  taxCents,
});

function dashboard(range: string, from: string, to: string, current: ReturnType<typeof figures>, previous: ReturnType<typeof figures>) {
  return {
    request: { query: SalesDashboardQuery, variables: { range } },
    result: {
      data: {
        salesDashboard: {
          __typename: "SalesDashboard",
          timeZone: "Europe/Paris",
          from,
          to,
          previousFrom: "2026-03-03",
          previousTo: "2026-03-09",
          current,
          previous,
          days: [{ __typename: "SalesDay", date: to, revenueCents: current.revenueCents, orders: current.orders }],
          topProducts: [{ __typename: "ProductSales", productId: "p9", title: "Linen Dress", unitsSold: 1, revenueCents: 4000 }],
          categories: [{ __typename: "CategorySales", category: "women", unitsSold: 1, revenueCents: 4000 }],
        },
      },
    },
  };
}

const lowStock = {
  request: { query: LowStockQuery },
  result: {
    data: {
      lowStock: {
        __typename: "LowStock",
        threshold: 5,
        items: [
          { __typename: "LowStockItem", productId: "p1", variantId: "v1", size: "", colour: "", sku: "SCARF", title: "Wool Scarf", totalStock: 0, lastSoldAt: null },
          { __typename: "LowStockItem", productId: "p2", variantId: "v2", size: "M", colour: "", sku: "BELT-M", title: "Leather Belt", totalStock: 3, lastSoldAt: "2026-03-12T10:00:00.000Z" },
        ],
      },
    },
  },
};

const figure = (label: string) => within(screen.getByLabelText(label));

describe("admin dashboard", () => {
  it("shows the range's figures against the previous period, and another range's when chosen", async () => {
    renderWithProviders(<Dashboard />, {
      route: "/admin/dashboard",
      session: { user: adminUser },
      mocks: [
        dashboard("last7Days", "2026-03-10", "2026-03-16", figures(7000, 2, 3500, 3, [1250, 1500, 562]), figures(1500, 1, 1500, 1, [0, 500, 0])),
        dashboard("last30Days", "2026-02-15", "2026-03-16", figures(123456, 40, 3086, 55), figures(0, 0, 0, 0)),
        lowStock,
        adminTaxonomyMock,
      ],
    });

    expect(await screen.findByText("$70.00")).toBeInTheDocument();
    expect(figure("Revenue").getByText("+367%")).toBeInTheDocument();
    expect(figure("Revenue").getByText("previous period $15.00")).toBeInTheDocument();
    expect(figure("Orders").getByText("2")).toBeInTheDocument();
    expect(figure("Average order value").getByText("$35.00")).toBeInTheDocument();
    expect(figure("Units sold").getByText("3")).toBeInTheDocument();
    // Issue 44: what codes took off, the shipping and the tax charged.
    expect(figure("Discounts").getByText("$12.50")).toBeInTheDocument();
    expect(figure("Shipping").getByText("$15.00")).toBeInTheDocument();
    expect(figure("Shipping").getByText("previous period $5.00")).toBeInTheDocument();
    expect(figure("Tax").getByText("$5.62")).toBeInTheDocument();
    expect(screen.getByText(/2026-03-10 to 2026-03-16 \(Europe\/Paris\)/)).toBeInTheDocument();
    // The charts load after the figures (a chunk of their own).
    expect(within(await screen.findByLabelText("Top products")).getByText("Linen Dress")).toBeInTheDocument();
    expect(await within(screen.getByLabelText("Revenue by category")).findByText("Women")).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "30 days" }));
    expect(await screen.findByText("$1,234.56")).toBeInTheDocument();
    expect(figure("Revenue").getByText("new")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
  });

  it("lists low-stock products with their stock and last sale, each linking to its edit form", async () => {
    renderWithProviders(<Dashboard />, {
      route: "/admin/dashboard",
      session: { user: adminUser },
      mocks: [dashboard("last7Days", "2026-03-10", "2026-03-16", figures(0, 0, 0, 0), figures(0, 0, 0, 0)), lowStock],
      routes: { "/admin/products": <p>products page</p> },
    });
    const table = await screen.findByRole("table", { name: "Low stock" });
    const [, scarf, belt] = within(table).getAllByRole("row");
    expect(within(scarf!).getByText("Out of stock")).toBeInTheDocument();
    expect(within(scarf!).getByText("Never")).toBeInTheDocument();
    expect(within(belt!).getByText("3")).toBeInTheDocument();
    expect(within(belt!).getByText("2026-03-12")).toBeInTheDocument();
    // One row per low variant, naming its size.
    expect(within(belt!).getByText("Size M")).toBeInTheDocument();
    expect(within(belt!).getByRole("link", { name: "Leather Belt" })).toHaveAttribute("href", "/admin/products?edit=p2");

    await userEvent.setup().click(within(belt!).getByRole("link", { name: "Leather Belt" }));
    expect(await screen.findByText("products page")).toBeInTheDocument();
  });
});

describe("products page opened from a low-stock link", () => {
  it("opens the named product's edit form", async () => {
    const belt = {
      __typename: "Product",
      id: "p2",
      title: "Leather Belt",
      description: "Brown",
      category: "accessories",
      brand: "levi",
      image: "/x.png",
      priceCents: 2500,
      salePriceCents: 0,
      totalStock: 3,
      averageReview: 0,
      variants: [{ __typename: "ProductVariant", id: "v2", sku: "BELT", size: "", colour: "", stock: 3, priceCents: null }],
    };
    renderWithProviders(<Products />, {
      route: "/admin/products?edit=p2",
      session: { user: adminUser },
      mocks: [
        { request: { query: AdminProductsQuery, variables: { page: 1, pageSize: 24 } }, result: { data: { products: { __typename: "ProductPage", total: 0, page: 1, pageSize: 24, items: [] } } } },
        { request: { query: ProductToEditQuery, variables: { id: "p2" } }, result: { data: { product: belt } } },
      ],
    });
    expect(await screen.findByText("Edit Product")).toBeInTheDocument();
    expect(screen.getByDisplayValue("Leather Belt")).toBeInTheDocument();
    expect(screen.getByDisplayValue("3")).toBeInTheDocument();
  });
});
