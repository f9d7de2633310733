import { useState } from "react";
import { Card, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Pager } from "../../components/common/Pager";
import { OrdersTable } from "../../components/common/OrdersTable";
import { OrderDetailsDialog } from "./OrderDetailsDialog";
import { AdminOrdersQuery } from "./documents";

const PAGE_SIZE = 20;

export default function Orders() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error } = useQuery(AdminOrdersQuery, { variables: { page, pageSize: PAGE_SIZE } });
  const orders = error ? [] : (data?.adminOrders.items ?? []);

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h1" size="xl">
          All Orders
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          {loading && !data ? (
            <Skeleton height="240px" />
          ) : orders.length === 0 ? (
            <Text color="fg.muted">No orders yet.</Text>
          ) : (
            <OrdersTable orders={orders} onView={(o) => setOpenId(o.id)} />
          )}
          {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.adminOrders.total} onPageChange={setPage} />}
        </Stack>
      </Card.Body>
      <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />
    </Card.Root>
  );
}
