import { Fragment, useState } from "react";
import { Badge, Box, Button, Card, CloseButton, Dialog, Flex, Grid, Heading, Portal, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { Pager } from "../../components/common/Pager";
import { OrdersTable } from "../../components/common/OrdersTable";
import { formatDate, formatDateTime, formatMoney } from "../../components/common/format";
import { OrderDetailsDialog } from "./OrderDetailsDialog";
import { AdminOrdersQuery } from "./documents";
import { AdminCustomerQuery, DisableCustomerMutation, EnableCustomerMutation } from "./backOfficeDocuments";

const PAGE_SIZE = 10;
export const DISABLE_WARNING = "They are signed out everywhere at once and cannot sign in until you enable the account again.";

/** One customer: their figures, their orders, and the switch that disables or enables their sign-in. */
export default function CustomerDetail() {
  const { id = "" } = useParams();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { data, loading, error } = useQuery(AdminCustomerQuery, { variables: { id } });
  const orders = useQuery(AdminOrdersQuery, {
    variables: { page, pageSize: PAGE_SIZE, status: null, from: null, to: null, search: null, customerId: id },
  });
  const [disable, disabling] = useMutation(DisableCustomerMutation);
  const [enable, enabling] = useMutation(EnableCustomerMutation);
  const customer = data?.adminCustomer;

  const toggle = async () => {
    if (!customer) return;
    try {
      if (customer.disabled) {
        await enable({ variables: { id } });
        toaster.create({ title: "Sign-in enabled", type: "success" });
      } else {
        await disable({ variables: { id } });
        toaster.create({ title: "Sign-in disabled", type: "success" });
      }
    } catch (e) {
      toaster.create({ title: errorMessage(e, "Something went wrong"), type: "error" });
    } finally {
      setConfirming(false);
    }
  };

  if (loading && !data) return <Skeleton height="320px" />;
  if (error || !customer) return <Text color="fg.muted">{errorMessage(error, "Customer not found")}</Text>;
  const orderPage = orders.data?.adminOrders;

  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Header>
          <Flex justify="space-between" align="center" gap={3} wrap="wrap">
            <Stack gap={1}>
              <Button asChild variant="plain" size="xs" alignSelf="flex-start" px={0}>
                <Link to="/admin/customers">← Customers</Link>
              </Button>
              <Heading as="h1" size="xl">
                {customer.userName}
              </Heading>
            </Stack>
            <Flex align="center" gap={3}>
              <Badge colorPalette={customer.disabled ? "red" : "green"} size="lg">
                {customer.disabled ? "Sign-in disabled" : "Sign-in enabled"}
              </Badge>
              {customer.disabled ? (
                <Button onClick={() => void toggle()} loading={enabling.loading}>
                  Enable sign-in
                </Button>
              ) : (
                <Button colorPalette="red" onClick={() => setConfirming(true)}>
                  Disable sign-in
                </Button>
              )}
            </Flex>
          </Flex>
        </Card.Header>
        <Card.Body>
          <Grid as="dl" templateColumns="max-content 1fr" columnGap={6} rowGap={2} m={0}>
            {[
              ["Email", customer.email],
              ["Phone", customer.phone || "—"],
              ["Customer since", formatDate(customer.createdAt)],
              ["Orders", String(customer.ordersCount)],
              ["Total spent", formatMoney(customer.totalSpentCents)],
              ["Last order", customer.lastOrderAt ? formatDate(customer.lastOrderAt) : "—"],
              ...(customer.disabledAt ? [["Disabled since", formatDateTime(customer.disabledAt)]] : []),
            ].map(([label, value]) => (
              <Fragment key={label}>
                <Box as="dt" color="fg.muted">
                  {label}
                </Box>
                <Box as="dd" m={0}>
                  {value}
                </Box>
              </Fragment>
            ))}
          </Grid>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Orders
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap={4}>
            {!orderPage ? (
              <Skeleton height="120px" />
            ) : orderPage.items.length === 0 ? (
              <Text color="fg.muted">No orders yet.</Text>
            ) : (
              <OrdersTable orders={orderPage.items} onView={(o) => setOpenId(o.id)} />
            )}
            {orderPage && <Pager page={page} pageSize={PAGE_SIZE} total={orderPage.total} onPageChange={setPage} />}
          </Stack>
        </Card.Body>
      </Card.Root>
      <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />

      <Dialog.Root open={confirming} onOpenChange={(e) => setConfirming(e.open)} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Disable {customer.email}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{DISABLE_WARNING}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" onClick={() => void toggle()} loading={disabling.loading}>
                  Disable
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
