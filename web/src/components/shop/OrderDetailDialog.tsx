import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { MyOrdersQuery } from "../../gql/graphql";
import { phoneFullScreenDialogContent } from "../common/dialogLayout";
import { OrderDetails } from "../common/OrderDetails";

export type ShopOrder = MyOrdersQuery["myOrders"]["items"][number];

export function OrderDetailDialog({ order, onClose }: { order: ShopOrder | null; onClose: () => void }) {
  return (
    <Dialog.Root open={order !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...phoneFullScreenDialogContent}>
            <Dialog.Header>
              <Dialog.Title>Order Details</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Body>{order && <OrderDetails order={order} />}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
