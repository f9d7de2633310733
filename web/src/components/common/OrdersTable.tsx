import { Button, Table, VisuallyHidden } from "@chakra-ui/react";
import type { OrderStatus } from "../../gql/graphql";
import { formatDate, formatMoney } from "./format";
import { OrderStatusBadge } from "./OrderStatusBadge";

export interface OrderRow {
  id: string;
  orderDate: string;
  orderStatus: OrderStatus;
  totalAmountCents: number;
  /** The customer's name, for the admin's list (showCustomer). */
  userName?: string;
}

/** Order list with a View Details button a row (the shopper's Order History and the admin's All Orders). */
export function OrdersTable<T extends OrderRow>({
  orders,
  onView,
  showCustomer: withCustomer = false,
}: {
  orders: readonly T[];
  onView: (order: T) => void;
  /** Adds a Customer column (the admin's All Orders). */
  showCustomer?: boolean;
}) {
  return (
    // Positioned, so the visually hidden header (absolutely placed) is clipped by the scroll area instead of
    // widening the whole page on a phone.
    <Table.ScrollArea position="relative">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Order ID</Table.ColumnHeader>
            <Table.ColumnHeader>Order Date</Table.ColumnHeader>
            {withCustomer && <Table.ColumnHeader>Customer</Table.ColumnHeader>}
            <Table.ColumnHeader>Order Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Order Price</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {order.id}
              </Table.Cell>
              <Table.Cell>{formatDate(order.orderDate)}</Table.Cell>
              {withCustomer && <Table.Cell>{order.userName}</Table.Cell>}
              <Table.Cell>
                <OrderStatusBadge status={order.orderStatus} />
              </Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(order.totalAmountCents)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" onClick={() => onView(order)}>
                  View Details
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
