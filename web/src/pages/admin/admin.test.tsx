import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import { ProductFormDrawer } from "./ProductFormDrawer";
import { EMPTY_PRODUCT_FORM, isProductFormComplete, type ProductFormValues } from "./productForm";
import { AdminOrderQuery, FeatureImagesQuery, UpdateOrderStatusMutation } from "./documents";
import Dashboard from "./Dashboard";
import { OrderStatusBadge } from "../../components/common/OrderStatusBadge";
import { OrderDetailsDialog, REFUNDED_IS_FINAL, REFUND_NOTICE } from "./OrderDetailsDialog";

afterEach(() => vi.unstubAllGlobals());

const filled: ProductFormValues = {
  title: "Denim jacket",
  description: "Warm",
  category: "men",
  brand: "levi",
  price: "59.99",
  salePrice: "",
  totalStock: "12",
};

describe("product form completeness", () => {
  it("needs every field but the sale price, and an image", () => {
    expect(isProductFormComplete(filled, "/uploads/a.png")).toBe(true);
    expect(isProductFormComplete(filled, "")).toBe(false);
    for (const key of ["title", "description", "category", "brand", "price", "totalStock"] as const) {
      expect(isProductFormComplete({ ...filled, [key]: "  " }, "/uploads/a.png")).toBe(false);
    }
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

  it("disables the image upload in edit mode", async () => {
    renderWithProviders(<ProductFormDrawer {...props} editingId="p1" values={filled} image="/uploads/a.png" />, { session: { user: adminUser } });
    expect(await screen.findByText("Edit Product")).toBeInTheDocument();
    expect(screen.getByLabelText("Upload Image")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled();
  });
});

describe("Dashboard feature upload", () => {
  const noImages = { request: { query: FeatureImagesQuery }, result: { data: { featureImages: [] } } };

  it("enables Upload only once the image is uploaded, and Remove File disables it again", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url.includes("csrf-token")) return new Response(JSON.stringify({ csrfToken: "tok" }), { status: 200 });
      return new Response(JSON.stringify({ success: true, result: { url: "/uploads/banner.png" } }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<Dashboard />, { route: "/admin/dashboard", mocks: [noImages], session: { user: adminUser } });

    const upload = screen.getByRole("button", { name: "Upload" });
    expect(upload).toBeDisabled();

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("Upload Image"), new File(["png"], "banner.png", { type: "image/png" }));
    await waitFor(() => expect(upload).toBeEnabled());
    const [uploadUrl, init] = fetchMock.mock.calls.find(([u]) => u.includes("upload-image")) as unknown as [string, RequestInit];
    expect(uploadUrl).toBe("/api/admin/products/upload-image");
    expect((init.body as FormData).get("my_file")).toBeInstanceOf(File);
    expect(init.headers).toMatchObject({ "X-CSRF-Token": "tok" });

    await user.click(screen.getByRole("button", { name: "Remove File" }));
    expect(upload).toBeDisabled();
  });

  it("keeps Upload disabled and shows the server's reason when the upload fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.includes("csrf-token")
          ? new Response(JSON.stringify({ csrfToken: "tok" }), { status: 200 })
          : new Response(JSON.stringify({ success: false, message: "Only PNG, JPEG, GIF or WebP images can be uploaded." }), { status: 400 }),
      ),
    );
    renderWithProviders(<Dashboard />, { route: "/admin/dashboard", mocks: [noImages], session: { user: adminUser } });
    await userEvent.setup().upload(screen.getByLabelText("Upload Image"), new File(["x"], "notes.png", { type: "image/png" }));
    expect(await screen.findByText("Only PNG, JPEG, GIF or WebP images can be uploaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
  });
});

const paidOrder = {
  __typename: "Order",
  id: "o1",
  userName: "jane",
  orderDate: "2025-03-04T10:00:00.000Z",
  orderStatus: "pending",
  paymentMethod: "paypal",
  paymentStatus: "paid",
  subtotal: 40,
  shippingCost: 5,
  totalAmount: 45,
  items: [{ __typename: "OrderItem", productId: "p1", title: "Tee", image: "/x.svg", price: 20, quantity: 2, total: 40 }],
  addressInfo: { __typename: "OrderAddress", address: "1 Main St", city: "Springfield", pincode: "12345", phone: "5551234", notes: "Ring" },
};

describe("order status display", () => {
  it("renders the label with the list colours", () => {
    renderWithProviders(<OrderStatusBadge status="inShipping" />);
    expect(screen.getByText("On the Way")).toHaveAttribute("data-status", "inShipping");
  });

  it("offers the six statuses in the detail dialog", async () => {
    renderWithProviders(<OrderDetailsDialog orderId="o1" onClose={() => {}} />, {
      mocks: [{ request: { query: AdminOrderQuery, variables: { id: "o1" } }, result: { data: { order: paidOrder } } }],
      session: { user: adminUser },
    });
    expect(await screen.findByText("Springfield")).toBeInTheDocument();
    expect(screen.getByText("2025-03-04")).toBeInTheDocument();
    const select = screen.getByLabelText("Order Status", { selector: "select" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Pending",
      "Confirmed",
      "Processing",
      "On the Way",
      "Delivered",
      "Cancelled",
    ]);
    expect(screen.getByRole("button", { name: "Update Order Status" })).toBeDisabled();
  });

  it("warns that cancelling a paid order refunds it, and shows the refund once the server made it", async () => {
    const user = userEvent.setup();
    const updated = { __typename: "Order", id: "o1", orderStatus: "rejected", paymentStatus: "refunded", orderUpdateDate: "2025-03-05T10:00:00.000Z" };
    renderWithProviders(<OrderDetailsDialog orderId="o1" onClose={() => {}} />, {
      mocks: [
        { request: { query: AdminOrderQuery, variables: { id: "o1" } }, result: { data: { order: paidOrder } } },
        { request: { query: UpdateOrderStatusMutation, variables: { id: "o1", status: "rejected" } }, result: { data: { updateOrderStatus: updated } } },
      ],
      session: { user: adminUser },
    });
    const select = await screen.findByLabelText("Order Status", { selector: "select" });
    expect(screen.queryByText(REFUND_NOTICE)).not.toBeInTheDocument();

    await user.selectOptions(select, "Cancelled");
    expect(screen.getByText(REFUND_NOTICE)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update Order Status" }));

    expect(await screen.findByText("refunded")).toBeInTheDocument();
    expect(screen.queryByText(REFUND_NOTICE)).not.toBeInTheDocument();
    expect(screen.getByText(REFUNDED_IS_FINAL)).toBeInTheDocument();
    expect(screen.getByLabelText("Order Status", { selector: "select" })).toBeDisabled();
  });
});
