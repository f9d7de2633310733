import { Suspense, lazy, useState } from "react";
import { Card, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { MyOrdersQuery, ORDERS_PAGE_SIZE } from "./orderDocuments";
import type { ShopOrder } from "./OrderDetailDialog";
import { OrdersTable } from "../common/OrdersTable";
import { PagePicker } from "./PagePicker";
import { useFreshFromNetwork } from "../../apollo/servedAnswers";

// The dialog's code loads on the first order opened, not with the Account page.
const OrderDetailDialog = lazy(() => import("./OrderDetailDialog").then((m) => ({ default: m.OrderDetailDialog })));

export function OrdersTab() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ShopOrder | null>(null);
  // Stays mounted once opened, so closing still plays the dialog's exit.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (open !== null && !dialogUsed) setDialogUsed(true);
  const { data, previousData, loading, error } = useQuery(MyOrdersQuery, {
    variables: { page, pageSize: ORDERS_PAGE_SIZE },
    ...useFreshFromNetwork(),
  });
  const result = error ? null : (data ?? previousData)?.myOrders;
  const orders = result?.items ?? [];

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Order History
        </Heading>
      </Card.Header>
      <Card.Body>
        {loading && !result ? (
          <Skeleton h="40" />
        ) : orders.length === 0 ? (
          <Text color="fg.muted">No orders yet.</Text>
        ) : (
          <Stack gap="4">
            <OrdersTable orders={orders} onView={setOpen} />
            <PagePicker total={result?.total ?? 0} pageSize={ORDERS_PAGE_SIZE} page={page} onPageChange={setPage} />
          </Stack>
        )}
      </Card.Body>
      {dialogUsed && (
        <Suspense fallback={null}>
          <OrderDetailDialog order={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card.Root>
  );
}
