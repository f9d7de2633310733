import { useEffect, useState } from "react";
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { orderStatusLabel } from "../../components/common/orderStatus";
import { phoneFullScreenDialogContent } from "../../components/common/dialogLayout";
import { OrderDetails } from "../../components/common/OrderDetails";
import type { OrderStatus } from "../../gql/graphql";
import { AdminOrderQuery, UpdateOrderStatusMutation } from "./documents";

export const ORDER_STATUS_UPDATED = "Order status is updated successfully!";
export const REFUND_NOTICE = "Cancelling a paid order refunds the shopper through PayPal and puts the items back in stock.";
/** Delivered and cancelled orders are final: the server offers no next status, so no control is shown. */
export const finalStatusNotice = (status: OrderStatus) => `This order is ${orderStatusLabel(status)}; its status can no longer change.`;

/** Order detail for the admin, with a status select offering only the moves the server allows from here. */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { data, loading } = useQuery(AdminOrderQuery, { variables: { id: orderId ?? "" }, skip: !orderId });
  const [updateStatus, { loading: saving }] = useMutation(UpdateOrderStatusMutation);
  const order = data?.order;
  const [status, setStatus] = useState<OrderStatus | "">("");
  const nextStatuses = order?.nextStatuses ?? [];

  useEffect(() => setStatus(order?.orderStatus ?? ""), [order?.orderStatus]);

  const save = async () => {
    if (!order || !status) return;
    try {
      await updateStatus({ variables: { id: order.id, status } });
      toaster.create({ title: ORDER_STATUS_UPDATED, type: "success" });
    } catch (e) {
      toaster.create({ title: errorMessage(e, "Something went wrong"), type: "error" });
    }
  };

  return (
    <Dialog.Root open={!!orderId} onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...phoneFullScreenDialogContent}>
            <Dialog.Header>
              <Dialog.Title>Order Details</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {loading || !order ? (
                <Stack gap={3}>
                  <Skeleton height="20px" />
                  <Skeleton height="120px" />
                </Stack>
              ) : (
                <Stack gap={4}>
                  <OrderDetails order={order} />
                  <Separator />
                  {nextStatuses.length === 0 ? (
                    <Text fontSize="sm">{finalStatusNotice(order.orderStatus)}</Text>
                  ) : (
                    <Field.Root>
                      <Field.Label>Order Status</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
                          {[order.orderStatus, ...nextStatuses].map((s) => (
                            <option key={s} value={s}>
                              {orderStatusLabel(s)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      {status === "rejected" && order.paymentStatus === "paid" && <Field.HelperText>{REFUND_NOTICE}</Field.HelperText>}
                    </Field.Root>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                hidden={!!order && nextStatuses.length === 0}
                onClick={() => void save()}
                loading={saving}
                disabled={!order || !status || status === order.orderStatus}
                bg="black"
                color="white"
              >
                Update Order Status
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
