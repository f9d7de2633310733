import { Badge } from "@chakra-ui/react";
import type { OrderStatus } from "../../gql/graphql";
import { detailStatusColors, listStatusColors, orderStatusLabel } from "./orderStatus";

/** The order status as a coloured pill; `variant="detail"` uses the detail dialog's colours (SPEC section 4). */
export function OrderStatusBadge({ status, variant = "list" }: { status: OrderStatus; variant?: "list" | "detail" }) {
  const colors = variant === "detail" ? detailStatusColors(status) : listStatusColors(status);
  return (
    <Badge px={3} py={1} borderRadius="full" bg={colors.bg} color={colors.color} data-status={status} data-status-color={colors.bg}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
