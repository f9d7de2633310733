import { Suspense, lazy, useEffect, useState } from "react";
import { Badge, Box, Button, Card, Flex, Heading, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { LuPlus } from "react-icons/lu";
import { errorMessage } from "../../apollo/errors";
import { fieldErrors } from "../../apollo/fieldErrors";
import { toaster } from "../../components/common/toaster";
import { Pager } from "../../components/common/Pager";
import { centsToDollarText, formatMoney } from "../../components/common/format";
import { useAdminTaxonomy } from "./useAdminTaxonomy";
import type { AdminProductsQuery as AdminProductsData } from "../../gql/graphql";
import { EMPTY_PRODUCT_FORM, toProductInput, type ProductFormValues } from "./productForm";
import { gridFromVariants, serverCellErrors, type CellErrors } from "./variantGrid";
import { AdminProductsQuery, CreateProductMutation, DeleteProductMutation, ProductToEditQuery, UpdateProductMutation } from "./documents";

// The form's code (drawer, upload, variant grid) loads when it first opens, not with the products page.
const ProductFormDrawer = lazy(() => import("./ProductFormDrawer").then((m) => ({ default: m.ProductFormDrawer })));

const PAGE_SIZE = 24;
type AdminProduct = AdminProductsData["products"]["items"][number];
type EditableProduct = Pick<AdminProduct, "id" | "title" | "description" | "category" | "brand" | "priceCents" | "salePriceCents" | "totalStock" | "image" | "variants">;

export default function Products() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing still plays the drawer's exit.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (open && !drawerUsed) setDrawerUsed(true);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [image, setImage] = useState("");
  // The server's messages for grid cells, shown on them until that cell changes.
  const [cellServerErrors, setCellServerErrors] = useState<CellErrors>({});

  const { data, loading, error } = useQuery(AdminProductsQuery, { variables: { page, pageSize: PAGE_SIZE } });
  const refetch = { refetchQueries: [AdminProductsQuery], awaitRefetchQueries: true };
  const [createProduct, { loading: creating }] = useMutation(CreateProductMutation, refetch);
  const [updateProduct, { loading: updating }] = useMutation(UpdateProductMutation);
  const [deleteProduct] = useMutation(DeleteProductMutation, refetch);

  const close = () => {
    setOpen(false);
    setEditingId(null);
    setValues(EMPTY_PRODUCT_FORM);
    setImage("");
    setCellServerErrors({});
  };

  const startEdit = (p: EditableProduct) => {
    setEditingId(p.id);
    setValues({
      title: p.title,
      description: p.description,
      category: p.category,
      brand: p.brand,
      price: centsToDollarText(p.priceCents),
      salePrice: p.salePriceCents > 0 ? centsToDollarText(p.salePriceCents) : "",
      totalStock: String(p.totalStock),
      grid: gridFromVariants(p.variants, centsToDollarText),
    });
    setImage(p.image);
    setOpen(true);
  };

  // /admin/products?edit=<id> (the dashboard's low-stock list, the alert email) opens that product's form, wherever
  // it sits in the catalogue's pages.
  const [params, setParams] = useSearchParams();
  const editParam = params.get("edit");
  const toEdit = useQuery(ProductToEditQuery, { variables: { id: editParam ?? "" }, skip: !editParam });
  useEffect(() => {
    if (!editParam || !toEdit.data?.product) return;
    startEdit(toEdit.data.product);
    setParams({}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editParam, toEdit.data]);

  const submit = async () => {
    try {
      if (editingId) {
        const { image: _unchanged, ...input } = toProductInput(values, image);
        await updateProduct({ variables: { id: editingId, input } });
        toaster.create({ title: "Product updated successfully", type: "success" });
      } else {
        await createProduct({ variables: { input: toProductInput(values, image) } });
        toaster.create({ title: "Product add successfully", type: "success" });
      }
      close();
    } catch (e) {
      setCellServerErrors(serverCellErrors(fieldErrors(e), values.grid));
      toaster.create({ title: errorMessage(e, "Something went wrong"), type: "error" });
    }
  };

  const remove = async (p: AdminProduct) => {
    try {
      await deleteProduct({ variables: { id: p.id } });
      toaster.create({ title: "Product deleted successfully", type: "success" });
    } catch (e) {
      toaster.create({ title: errorMessage(e, "Something went wrong"), type: "error" });
    }
  };

  const products = error ? [] : (data?.products.items ?? []);
  const lastPage = data ? Math.max(1, Math.ceil(data.products.total / PAGE_SIZE)) : 1;
  // Deleting the last card of the last page would otherwise leave an empty page.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <Stack gap={6}>
      <Flex justify="space-between" align="center" gap={4} wrap="wrap">
        <Heading as="h1" size="xl">
          Products
        </Heading>
        <Button onClick={() => setOpen(true)} bg="black" color="white">
          <LuPlus aria-hidden /> Add New Product
        </Button>
      </Flex>
      {loading && !data ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={4}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="320px" />
          ))}
        </SimpleGrid>
      ) : products.length === 0 ? (
        <Text color="fg.muted">No products yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={4}>
          {products.map((p) => (
            <AdminProductCard key={p.id} product={p} onEdit={() => startEdit(p)} onDelete={() => void remove(p)} />
          ))}
        </SimpleGrid>
      )}
      {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.products.total} onPageChange={setPage} />}
      {drawerUsed && (
        <Suspense fallback={null}>
          <ProductFormDrawer
            open={open}
            editingId={editingId}
            values={values}
            onChange={setValues}
            cellServerErrors={cellServerErrors}
            onCellServerErrorsChange={setCellServerErrors}
            image={image}
            onImageChange={setImage}
            onClose={close}
            onSubmit={() => void submit()}
            submitting={creating || updating}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function AdminProductCard({ product, onEdit, onDelete }: { product: AdminProduct; onEdit: () => void; onDelete: () => void }) {
  const onSale = product.salePriceCents > 0;
  const taxonomy = useAdminTaxonomy();
  return (
    <Card.Root overflow="hidden">
      <Box position="relative">
        <Image src={product.image} alt={product.title} w="full" h="auto" aspectRatio="square" objectFit="cover" />
        {product.totalStock === 0 && (
          <Badge position="absolute" top={2} left={2} colorPalette="red" variant="solid">
            Out Of Stock
          </Badge>
        )}
      </Box>
      <Card.Body gap={2}>
        <Card.Title fontSize="lg">{product.title}</Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {taxonomy.categoryLabel(product.category)} · {taxonomy.brandLabel(product.brand)} · Stock {product.totalStock}
        </Text>
        <HStack justify="space-between">
          <Text fontWeight="semibold" textDecoration={onSale ? "line-through" : undefined} color={onSale ? "fg.muted" : undefined}>
            {formatMoney(product.priceCents)}
          </Text>
          {onSale && <Text fontWeight="bold">{formatMoney(product.salePriceCents)}</Text>}
        </HStack>
      </Card.Body>
      <Card.Footer justifyContent="space-between">
        <Button size="sm" onClick={onEdit} aria-label={`Edit ${product.title}`}>
          Edit
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete ${product.title}`}>
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
