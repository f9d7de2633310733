import { Suspense, lazy, type FormEvent } from "react";
import { Button, CloseButton, Drawer, Field, Input, NativeSelect, Portal, Skeleton, Stack, Textarea } from "@chakra-ui/react";
import { ImageUpload } from "./ImageUpload";
import { useAdminTaxonomy } from "./useAdminTaxonomy";
import { isProductFormComplete, moneyFieldError, type ProductFormValues } from "./productForm";
import { hasGrid, type CellErrors } from "./variantGrid";

// The grid's code loads when the form opens, not with the products page.
const VariantGrid = lazy(() => import("./VariantGrid"));
// Edit mode's pictures (several per product, ordered, alt text, colours): loaded when a product is edited.
const GalleryEditor = lazy(() => import("./GalleryEditor"));

interface ProductFormDrawerProps {
  open: boolean;
  /** Edit mode when set. */
  editingId: string | null;
  values: ProductFormValues;
  onChange: (values: ProductFormValues) => void;
  /** The server's messages for grid cells (by cell key), until the cell is edited. */
  cellServerErrors?: CellErrors;
  onCellServerErrorsChange?: (errors: CellErrors) => void;
  image: string;
  onImageChange: (url: string) => void;
  onClose: () => void;
  onSubmit: () => void;
  submitting: boolean;
}

type TextKey = "title" | "price" | "salePrice" | "totalStock";
// Amounts are text with a decimal keypad, read into exact cents by productForm; a number input would accept "1e3".
const TEXT_FIELDS: { key: TextKey; label: string; placeholder: string; kind: "text" | "money" | "count" }[] = [
  { key: "title", label: "Title", placeholder: "Enter product title", kind: "text" },
  { key: "price", label: "Price", placeholder: "Enter product price", kind: "money" },
  { key: "salePrice", label: "Sale Price", placeholder: "Enter sale price (optional)", kind: "money" },
  { key: "totalStock", label: "Total Stock", placeholder: "Enter total stock", kind: "count" },
];

/** The 'Add New Product' side panel, in add mode or (with editingId) edit mode. */
export function ProductFormDrawer(props: ProductFormDrawerProps) {
  const { open, editingId, values, onChange, image, onImageChange, onClose, onSubmit, submitting } = props;
  const { cellServerErrors = {}, onCellServerErrorsChange = () => {} } = props;
  const editing = editingId !== null;
  const set = (key: Exclude<keyof ProductFormValues, "grid">, value: string) => onChange({ ...values, [key]: value });
  const complete = isProductFormComplete(values, image);
  const { categories, brands } = useAdminTaxonomy();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (complete) onSubmit();
  };

  const textField = (key: TextKey) => {
    const f = TEXT_FIELDS.find((t) => t.key === key)!;
    const error = f.kind === "money" ? moneyFieldError(values[key]) : null;
    return (
      <Field.Root key={key} required={key !== "salePrice"} invalid={error !== null}>
        <Field.Label>{f.label}</Field.Label>
        <Input
          name={key}
          type={f.kind === "count" ? "number" : "text"}
          inputMode={f.kind === "money" ? "decimal" : f.kind === "count" ? "numeric" : undefined}
          min={f.kind === "count" ? 0 : undefined}
          step={f.kind === "count" ? "1" : undefined}
          placeholder={f.placeholder}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    );
  };

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: "full", sm: "md" }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{editing ? "Edit Product" : "Add New Product"}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <form id="product-form" onSubmit={submit}>
                <Stack gap={4}>
                  {editingId ? (
                    <Suspense fallback={<Skeleton h="24" />}>
                      <GalleryEditor productId={editingId} />
                    </Suspense>
                  ) : (
                    <ImageUpload uploadedUrl={image} onUploadedUrlChange={onImageChange} />
                  )}
                  {textField("title")}
                  <Field.Root required>
                    <Field.Label>Description</Field.Label>
                    <Textarea
                      name="description"
                      placeholder="Enter product description"
                      value={values.description}
                      onChange={(e) => set("description", e.target.value)}
                    />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Category</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="category" value={values.category} onChange={(e) => set("category", e.target.value)}>
                        <option value="">Category</option>
                        {categories.map((c) => (
                          <option key={c.id} value={c.slug}>
                            {c.hidden ? `${c.name} (hidden)` : c.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Brand</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="brand" value={values.brand} onChange={(e) => set("brand", e.target.value)}>
                        <option value="">Brand</option>
                        {brands.map((b) => (
                          <option key={b.id} value={b.slug}>
                            {b.hidden ? `${b.name} (hidden)` : b.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {textField("price")}
                  {textField("salePrice")}
                  {!hasGrid(values.grid) && textField("totalStock")}
                  <Suspense fallback={<Skeleton h="24" />}>
                    <VariantGrid
                      grid={values.grid}
                      onChange={(grid) => onChange({ ...values, grid })}
                      totalStock={values.totalStock}
                      serverErrors={cellServerErrors}
                      onServerErrorsChange={onCellServerErrorsChange}
                    />
                  </Suspense>
                </Stack>
              </form>
            </Drawer.Body>
            <Drawer.Footer>
              <Button type="submit" form="product-form" w="full" disabled={!complete} loading={submitting} bg="black" color="white">
                {editing ? "Edit" : "Add"}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
