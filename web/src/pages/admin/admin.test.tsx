import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import { ProductFormDrawer } from "./ProductFormDrawer";
import { GalleryQuery } from "./GalleryEditor";
import { adminTaxonomyMock } from "./taxonomyTestData";
import { EMPTY_PRODUCT_FORM, MONEY_FORMAT_HINT, isProductFormComplete, toProductInput, type ProductFormValues } from "./productForm";
import { EMPTY_GRID } from "./variantGrid";
import { AdminOrderQuery, FeatureImagesQuery, UpdateOrderStatusMutation } from "./documents";
import { OrderBreakdownQuery } from "../../components/common/documents";
import FeatureImages from "./FeatureImages";
import { OrderStatusBadge } from "../../components/common/OrderStatusBadge";
import { OrderDetailsDialog, REFUND_NOTICE, finalStatusNotice } from "./OrderDetailsDialog";

afterEach(() => vi.unstubAllGlobals());

const filled: ProductFormValues = {
  title: "Denim jacket",
  description: "Warm",
  category: "men",
  brand: "levi",
  price: "59.99",
  salePrice: "",
  totalStock: "12",
  grid: EMPTY_GRID,
};

describe("product form completeness", () => {
  it("needs every field but the sale price, and an image", () => {
    expect(isProductFormComplete(filled, "/uploads/a.png")).toBe(true);
    expect(isProductFormComplete(filled, "")).toBe(false);
    for (const key of ["title", "description", "category", "brand", "price", "totalStock"] as const) {
      expect(isProductFormComplete({ ...filled, [key]: "  " }, "/uploads/a.png")).toBe(false);
    }
  });

  it("sends the typed dollars as exact cents, and 0 for no sale", () => {
    expect(toProductInput({ ...filled, price: "0.29", salePrice: "" }, "/uploads/a.png")).toMatchObject({ priceCents: 29, salePriceCents: 0 });
    expect(toProductInput({ ...filled, price: "59.99", salePrice: "4.35" }, "/uploads/a.png")).toMatchObject({ priceCents: 5999, salePriceCents: 435 });
  });

  it("is not complete while an amount does not read as dollars and cents", () => {
    expect(isProductFormComplete({ ...filled, price: "12.345" }, "/uploads/a.png")).toBe(false);
    expect(isProductFormComplete({ ...filled, salePrice: "abc" }, "/uploads/a.png")).toBe(false);
  });
});

describe("<ProductFormDrawer>", () => {
  const props = {
    open: true,
    editingId: null,
    onChange: () => {},
    onImageChange: () => {},
    onClose: () => {},
    onSubmit: () => {},
    submitting: false,
  };

  it("keeps Add disabled until the form is complete", async () => {
    const { rerender } = renderWithProviders(<ProductFormDrawer {...props} values={EMPTY_PRODUCT_FORM} image="" />, { session: { user: adminUser } });
    expect(await screen.findByText("Add New Product")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Enter sale price (optional)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();

    rerender(<ProductFormDrawer {...props} values={{ ...filled, totalStock: "" }} image="/uploads/a.png" />);
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();

    rerender(<ProductFormDrawer {...props} values={filled} image="/uploads/a.png" />);
    expect(screen.getByRole("button", { name: "Add" })).toBeEnabled();
  });

  it("says how to write an amount it cannot read", async () => {
    renderWithProviders(<ProductFormDrawer {...props} values={{ ...filled, price: "12.345" }} image="/uploads/a.png" />, { session: { user: adminUser } });
    expect(await screen.findByText(MONEY_FORMAT_HINT)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
  });

  it("offers every category and brand the API has, hidden ones included and marked", async () => {
    renderWithProviders(<ProductFormDrawer {...props} values={EMPTY_PRODUCT_FORM} image="" />, { session: { user: adminUser }, mocks: [adminTaxonomyMock] });
    const category = await screen.findByRole("combobox", { name: /Category/ });
    await waitFor(() => expect(within(category).getAllByRole("option").map((o) => o.textContent)).toEqual(["Category", "Men", "Women", "Kids (hidden)"]));
    expect(within(category).getByRole("option", { name: "Kids (hidden)" })).toHaveValue("kids");
    const brand = screen.getByRole("combobox", { name: /Brand/ });
    expect(within(brand).getByRole("option", { name: "H&M" })).toHaveValue("hm");
  });

  it("in edit mode, shows the product's pictures (edited as a gallery) instead of the single upload", async () => {
    const gallery = {
      request: { query: GalleryQuery, variables: { id: "p1" } },
      result: { data: { product: { __typename: "Product", id: "p1", title: "Denim jacket", colours: [], images: [{ __typename: "ProductImage", url: "/uploads/a.png", alt: "Denim jacket", colour: "" }] } } },
    };
    renderWithProviders(<ProductFormDrawer {...props} editingId="p1" values={filled} image="/uploads/a.png" />, { session: { user: adminUser }, mocks: [gallery] });
    expect(await screen.findByText("Edit Product")).toBeInTheDocument();
    expect(await screen.findByLabelText("Alt text of picture 1")).toHaveValue("Denim jacket");
    expect(screen.queryByLabelText("Upload Image")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled();
  });
});

describe("Feature images page: upload", () => {
  const noImages = { request: { query: FeatureImagesQuery }, result: { data: { featureImages: [] } } };

  it("enables Upload only once the image is uploaded, and Remove File disables it again", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true, result: { url: "/uploads/banner.png" } }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<FeatureImages />, { route: "/admin/features", mocks: [noImages], session: { user: adminUser } });

    const upload = screen.getByRole("button", { name: "Upload" });
    expect(upload).toBeDisabled();

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("Upload Image"), new File(["png"], "banner.png", { type: "image/png" }));
    await waitFor(() => expect(upload).toBeEnabled());
    const [uploadUrl, init] = fetchMock.mock.calls.find(([u]) => u.includes("upload-image")) as unknown as [string, RequestInit];
    expect(uploadUrl).toBe("/api/admin/products/upload-image");
    expect((init.body as FormData).get("my_file")).toBeInstanceOf(File);
    expect(init.credentials).toBe("include");

    await user.click(screen.getByRole("button", { name: "Remove File" }));
    expect(upload).toBeDisabled();
  });

  it("keeps Upload disabled and shows the server's reason when the upload fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: "Only PNG, JPEG, GIF or WebP images can be uploaded." }), { status: 400 })),
    );
    renderWithProviders(<FeatureImages />, { route: "/admin/features", mocks: [noImages], session: { user: adminUser } });
    await userEvent.setup().upload(screen.getByLabelText("Upload Image"), new File(["x"], "notes.png", { type: "image/png" }));
    expect(await screen.findByText("Only PNG, JPEG, GIF or WebP images can be uploaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
  });
});

const placed = { __typename: "OrderEvent", at: "2025-03-04T10:00:00.000Z", field: "status", from: null, to: "pending", actor: "shopper" };
const paidEvents = [
  placed,
  { __typename: "OrderEvent", at: "2025-03-04T10:02:00.000Z", field: "payment", from: "pending", to: "paid", actor: "paypal" },
  { __typename: "OrderEvent", at: "2025-03-04T10:02:00.000Z", field: "status", from: "pending", to: "confirmed", actor: "paypal" },
];
const paidOrder = {
  __typename: "Order",
  id: "o1",
  userName: "jane",
  orderDate: "2025-03-04T10:00:00.000Z",
  orderStatus: "confirmed",
  paymentMethod: "paypal",
  paymentStatus: "paid",
  subtotalCents: 4000,
  shippingCostCents: 500,
  totalAmountCents: 4500,
  items: [{ __typename: "OrderItem", productId: "p1", variantId: "v1", sku: "TEE-M", size: "M", colour: "", title: "Tee", image: "/x.svg", priceCents: 2000, quantity: 2, totalCents: 4000 }],
  addressInfo: { __typename: "OrderAddress", address: "1 Main St", city: "Springfield", pincode: "12345", phone: "5551234", notes: "Ring" },
  history: paidEvents,
  nextStatuses: ["inProcess", "inShipping", "rejected"],
};
const orderMock = (order: object) => ({ request: { query: AdminOrderQuery, variables: { id: "o1" } }, result: { data: { order } } });
const breakdownMock = {
  request: { query: OrderBreakdownQuery, variables: { id: "o1" } },
  result: {
    data: {
      order: {
        __typename: "Order",
        id: "o1",
        breakdown: {
          __typename: "OrderBreakdown",
          discountCode: "SPRING10",
          discountCents: 360,
          promotions: [{ __typename: "AppliedPromotion", id: "pr1", name: "Tees week", amountCents: 400 }],
          shippingMethodName: "Express",
          taxIncluded: false,
          taxLines: [{ __typename: "TaxLine", name: "US-VT Sales tax", amountCents: 216 }],
        },
      },
    },
  },
};
const statusOptions = () => within(screen.getByLabelText("Order Status", { selector: "select" })).getAllByRole("option").map((o) => o.textContent);

describe("order status display", () => {
  it("renders the label with the list colours", () => {
    renderWithProviders(<OrderStatusBadge status="inShipping" />);
    expect(screen.getByText("On the Way")).toHaveAttribute("data-status", "inShipping");
  });

  it("offers only the statuses this order can move to, with the money in dollars and the history oldest first", async () => {
    renderWithProviders(<OrderDetailsDialog orderId="o1" onClose={() => {}} />, { mocks: [orderMock(paidOrder), breakdownMock], session: { user: adminUser } });
    expect(await screen.findByText("Springfield")).toBeInTheDocument();
    expect(statusOptions()).toEqual(["Confirmed", "Processing", "On the Way", "Cancelled"]);
    expect(screen.getByRole("button", { name: "Update Order Status" })).toBeDisabled();
    expect(screen.getAllByText("$45.00").length).toBeGreaterThan(0);
    expect(screen.getByText("$20.00")).toBeInTheDocument();
    expect(screen.getByText("Paid")).toBeInTheDocument();
    // The breakdown as charged: the promotion, the code, the method and each tax line.
    expect(await screen.findByText("Tees week")).toBeInTheDocument();
    expect(screen.getByText("−$4.00")).toBeInTheDocument();
    expect(screen.getByText("Discount (SPRING10)")).toBeInTheDocument();
    expect(screen.getByText("−$3.60")).toBeInTheDocument();
    expect(screen.getByText("Express")).toBeInTheDocument();
    expect(screen.getByText("US-VT Sales tax")).toBeInTheDocument();
    expect(screen.getByText("$2.16")).toBeInTheDocument();
    const history = within(screen.getByRole("list", { name: "Order history" })).getAllByRole("listitem").map((li) => li.textContent);
    expect(history).toHaveLength(3);
    expect(history[0]).toMatch(/^Order placed.*by the shopper$/);
    expect(history[1]).toMatch(/^Payment: Not paid → Paid.*by PayPal$/);
    expect(history[2]).toMatch(/^Order status: Pending → Confirmed.*by PayPal$/);
  });

  it("lets an unpaid order only be cancelled", async () => {
    const unpaid = { ...paidOrder, orderStatus: "pending", paymentStatus: "pending", history: [placed], nextStatuses: ["rejected"] };
    renderWithProviders(<OrderDetailsDialog orderId="o1" onClose={() => {}} />, { mocks: [orderMock(unpaid)], session: { user: adminUser } });
    await screen.findByText("Springfield");
    expect(statusOptions()).toEqual(["Pending", "Cancelled"]);
    expect(screen.getByText("Not paid")).toBeInTheDocument();
  });

  it("shows no status control on a delivered order", async () => {
    const delivered = { ...paidOrder, orderStatus: "delivered", nextStatuses: [] };
    renderWithProviders(<OrderDetailsDialog orderId="o1" onClose={() => {}} />, { mocks: [orderMock(delivered)], session: { user: adminUser } });
    expect(await screen.findByText(finalStatusNotice("delivered"))).toBeInTheDocument();
    expect(screen.queryByLabelText("Order Status", { selector: "select" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update Order Status" })).not.toBeInTheDocument();
  });

  it("warns that cancelling a paid order refunds it, then shows the refund and its history once the server made it", async () => {
    const user = userEvent.setup();
    const updated = {
      __typename: "Order",
      id: "o1",
      orderStatus: "rejected",
      paymentStatus: "refunded",
      orderUpdateDate: "2025-03-05T10:00:00.000Z",
      nextStatuses: [],
      history: [
        ...paidEvents,
        { __typename: "OrderEvent", at: "2025-03-05T10:00:00.000Z", field: "status", from: "confirmed", to: "rejected", actor: "admin" },
        { __typename: "OrderEvent", at: "2025-03-05T10:00:00.000Z", field: "payment", from: "paid", to: "refunding", actor: "admin" },
        { __typename: "OrderEvent", at: "2025-03-05T10:00:01.000Z", field: "payment", from: "refunding", to: "refunded", actor: "admin" },
      ],
    };
    renderWithProviders(<OrderDetailsDialog orderId="o1" onClose={() => {}} />, {
      mocks: [orderMock(paidOrder), { request: { query: UpdateOrderStatusMutation, variables: { id: "o1", status: "rejected" } }, result: { data: { updateOrderStatus: updated } } }],
      session: { user: adminUser },
    });
    const select = await screen.findByLabelText("Order Status", { selector: "select" });
    expect(screen.queryByText(REFUND_NOTICE)).not.toBeInTheDocument();

    await user.selectOptions(select, "Cancelled");
    expect(screen.getByText(REFUND_NOTICE)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update Order Status" }));

    expect(await screen.findByText("Refunded")).toBeInTheDocument();
    expect(screen.getByText(finalStatusNotice("rejected"))).toBeInTheDocument();
    expect(screen.queryByLabelText("Order Status", { selector: "select" })).not.toBeInTheDocument();
    const history = within(screen.getByRole("list", { name: "Order history" })).getAllByRole("listitem").map((li) => li.textContent);
    expect(history.at(-1)).toMatch(/^Payment: Refund in progress → Refunded.*by an admin$/);
  });
});
