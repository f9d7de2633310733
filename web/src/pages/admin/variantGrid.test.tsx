import { useState } from "react";
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import { ProductFormDrawer } from "./ProductFormDrawer";
import { EMPTY_PRODUCT_FORM, toProductInput, type ProductFormValues } from "./productForm";
import { addGridValue, cellKey, gridFromVariants, removeGridValue, serverCellErrors, type CellErrors } from "./variantGrid";
import { centsToDollarText } from "../../components/common/format";

describe("variant grid values", () => {
  const single = gridFromVariants([{ id: "v1", sku: "TEE", size: "", colour: "", stock: 7, priceCents: null }], centsToDollarText);

  it("the first size takes over the product's one cell; removing the last size gives it back", () => {
    const withM = addGridValue(single, "sizes", " M ");
    expect(withM.sizes).toEqual(["M"]);
    expect(withM.cells[cellKey("M", "")]).toEqual({ id: "v1", sku: "TEE", stock: "7", price: "" });
    expect(addGridValue(withM, "sizes", "m")).toBe(withM); // already there, in any case
    const back = removeGridValue(withM, "sizes", "M");
    expect(back.cells[cellKey("", "")]).toEqual(withM.cells[cellKey("M", "")]);
  });

  it("sends the grid in size-then-colour order with ids, whole stock and cents, and maps the server's paths back", () => {
    let grid = addGridValue(addGridValue(addGridValue(single, "sizes", "M"), "sizes", "L"), "colours", "Black");
    grid = { ...grid, cells: { ...grid.cells, [cellKey("L", "Black")]: { sku: "TEE-L", stock: "3", price: "24.50" } } };
    const values: ProductFormValues = { ...EMPTY_PRODUCT_FORM, title: "Tee", description: "d", category: "men", brand: "nike", price: "20", grid };
    const input = toProductInput(values, "/x.png");
    expect(input).not.toHaveProperty("totalStock");
    expect("variants" in input && input.variants).toEqual([
      { id: "v1", sku: "TEE", size: "M", colour: "Black", stock: 7, priceCents: null },
      { sku: "TEE-L", size: "L", colour: "Black", stock: 3, priceCents: 2450 },
    ]);
    const errors = serverCellErrors(
      [
        { path: "variants.1.sku", message: "SKU TEE-L is already used by another product." },
        { path: "variants.0.priceCents", message: "Price too high" },
        { path: "variants", message: "A product has 1 to 100 variants." },
      ],
      grid,
    );
    expect(errors).toEqual({
      [cellKey("L", "Black")]: { sku: "SKU TEE-L is already used by another product." },
      [cellKey("M", "Black")]: { price: "Price too high" },
      "": { cell: "A product has 1 to 100 variants." },
    });
  });
});

function Harness({ initial, serverErrors = {} }: { initial: ProductFormValues; serverErrors?: CellErrors }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(serverErrors);
  return (
    <ProductFormDrawer
      open
      editingId={null}
      values={values}
      onChange={setValues}
      cellServerErrors={errors}
      onCellServerErrorsChange={setErrors}
      image="/uploads/a.png"
      onImageChange={() => {}}
      onClose={() => {}}
      onSubmit={() => {}}
      submitting={false}
    />
  );
}

const base: ProductFormValues = { ...EMPTY_PRODUCT_FORM, title: "Tee", description: "Soft", category: "men", brand: "nike", price: "20", totalStock: "5" };

describe("<ProductFormDrawer> variant grid", () => {
  it("adds sizes as cells and marks each cell's own mistakes; Add waits for a complete grid", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={base} />, { session: { user: adminUser } });
    const add = await screen.findByRole("button", { name: "Add" });
    expect(add).toBeEnabled();
    await user.type(await screen.findByRole("textbox", { name: "New size" }), "M{Enter}");
    await user.type(screen.getByRole("textbox", { name: "New size" }), "L");
    await user.click(screen.getByRole("button", { name: "Add size" }));
    // Total Stock moved into the first cell; the product's stock is now the cells'.
    expect(screen.queryByPlaceholderText("Enter total stock")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Stock of M" })).toHaveValue("5");
    expect(screen.getAllByTestId("variant-cell")).toHaveLength(2);
    expect(add).toBeDisabled();

    await user.type(screen.getByRole("textbox", { name: "Stock of L" }), "-2");
    const cellL = screen.getAllByTestId("variant-cell")[1]!;
    expect(within(cellL).getByText("Stock cannot be negative.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "SKU of L" }), "x");
    await user.clear(screen.getByRole("textbox", { name: "SKU of L" }));
    expect(within(cellL).getByText("Enter a SKU.")).toBeInTheDocument();
    // M's cell says nothing about L's mistakes.
    expect(within(screen.getAllByTestId("variant-cell")[0]!).queryByText("Stock cannot be negative.")).not.toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: "Stock of L" }));
    await user.type(screen.getByRole("textbox", { name: "Stock of L" }), "3");
    await user.type(screen.getByRole("textbox", { name: "SKU of L" }), "TEE-L");
    await user.type(screen.getByRole("textbox", { name: "SKU of M" }), "TEE-M");
    expect(add).toBeEnabled();
    await user.type(screen.getByRole("textbox", { name: "Price of L" }), "1.234");
    expect(within(cellL).getByText("Enter an amount in dollars, like 12 or 12.99.")).toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it("shows the server's message on the cell it names until that cell is edited", async () => {
    const user = userEvent.setup();
    let grid = addGridValue(addGridValue(base.grid, "sizes", "M"), "sizes", "L");
    grid = { ...grid, cells: { [cellKey("M", "")]: { sku: "TEE-M", stock: "1", price: "" }, [cellKey("L", "")]: { sku: "USED", stock: "2", price: "" } } };
    const errors = serverCellErrors([{ path: "variants.1.sku", message: "SKU USED is already used by another product." }], grid);
    renderWithProviders(<Harness initial={{ ...base, grid }} serverErrors={errors} />, { session: { user: adminUser } });
    const cells = await screen.findAllByTestId("variant-cell");
    expect(within(cells[1]!).getByText("SKU USED is already used by another product.")).toBeInTheDocument();
    expect(within(cells[0]!).queryByText(/already used/)).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "SKU of L" }), "2");
    expect(screen.queryByText(/already used/)).not.toBeInTheDocument();
  });
});
