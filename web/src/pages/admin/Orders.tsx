import { useState, type FormEvent } from "react";
import { Button, Card, Field, Flex, Heading, Input, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { LuDownload } from "react-icons/lu";
import { Pager } from "../../components/common/Pager";
import { OrdersTable } from "../../components/common/OrdersTable";
import { ORDER_STATUSES, orderStatusLabel } from "../../components/common/orderStatus";
import type { OrderStatus } from "../../gql/graphql";
import { OrderDetailsDialog } from "./OrderDetailsDialog";
import { AdminOrdersQuery } from "./documents";
import { NO_FILTERS, exportCsvUrl, toOrderFilterVariables, type OrderFilterForm } from "./orderFilters";

const PAGE_SIZE = 20;

/** All orders, filtered by status and dates and searched by order id, email or name; the same set exports as CSV. */
export default function Orders() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<OrderFilterForm>(NO_FILTERS);
  const [applied, setApplied] = useState(() => toOrderFilterVariables(NO_FILTERS));
  const { data, loading, error } = useQuery(AdminOrdersQuery, { variables: { page, pageSize: PAGE_SIZE, ...applied, customerId: null } });
  const orders = error ? [] : (data?.adminOrders.items ?? []);
  const filtered = Object.values(applied).some((v) => v !== null);

  const apply = (next: OrderFilterForm) => {
    setForm(next);
    setApplied(toOrderFilterVariables(next));
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(form);
  };

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <Heading as="h1" size="xl">
            All Orders
          </Heading>
          <Button asChild size="sm" variant="outline" gap={2}>
            <a href={exportCsvUrl(applied)} download>
              <LuDownload aria-hidden /> Export CSV
            </a>
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <form onSubmit={submit} aria-label="Order filters">
            <Flex gap={3} wrap="wrap" align="flex-end">
              <Field.Root w={{ base: "full", md: "64" }}>
                <Field.Label>Search</Field.Label>
                <Input value={form.search} onChange={(e) => setForm({ ...form, search: e.target.value })} placeholder="Order ID, email or name" />
              </Field.Root>
              <Field.Root w="44">
                <Field.Label>Status</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.status} onChange={(e) => apply({ ...form, status: e.target.value as OrderStatus | "" })}>
                    <option value="">All statuses</option>
                    {ORDER_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {orderStatusLabel(s)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root w="44">
                <Field.Label>From</Field.Label>
                <Input type="date" value={form.from} max={form.to || undefined} onChange={(e) => apply({ ...form, from: e.target.value })} />
              </Field.Root>
              <Field.Root w="44">
                <Field.Label>To</Field.Label>
                <Input type="date" value={form.to} min={form.from || undefined} onChange={(e) => apply({ ...form, to: e.target.value })} />
              </Field.Root>
              <Button type="submit">Search</Button>
              {filtered && (
                <Button variant="ghost" onClick={() => apply(NO_FILTERS)}>
                  Clear
                </Button>
              )}
            </Flex>
          </form>
          {data && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {data.adminOrders.total === 1 ? "1 order" : `${data.adminOrders.total} orders`}
            </Text>
          )}
          {loading && !data ? (
            <Skeleton height="240px" />
          ) : orders.length === 0 ? (
            <Text color="fg.muted">{filtered ? "No orders match these filters." : "No orders yet."}</Text>
          ) : (
            <OrdersTable orders={orders} showCustomer onView={(o) => setOpenId(o.id)} />
          )}
          {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.adminOrders.total} onPageChange={setPage} />}
        </Stack>
      </Card.Body>
      <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />
    </Card.Root>
  );
}
