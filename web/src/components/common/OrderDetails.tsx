import { Box, Flex, Heading, Separator, Stack, Table, Text } from "@chakra-ui/react";
import type { OrderDetailsFieldsFragment } from "../../gql/graphql";
import { formatDate, formatMoney, formatShipping } from "./format";
import { paymentStatusLabel } from "./orderStatus";
import { OrderBreakdownRows } from "./OrderBreakdownRows";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { OrderTimeline } from "./OrderTimeline";
import { variantDescription } from "./variantText";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex justify="space-between" gap="4">
      <Text fontWeight="medium" flexShrink={0}>
        {label}
      </Text>
      <Box textAlign="end">{children}</Box>
    </Flex>
  );
}

/** One order's details (SPEC: Orders tab dialog); the shopper's dialog and the admin's show the same view. */
/** A paid order has an invoice (issued with the payment), and keeps it when refunded (then a credit note too). */
const HAS_INVOICE = new Set<string>(["paid", "refunding", "refunded"]);

export function OrderDetails({ order }: { order: OrderDetailsFieldsFragment }) {
  return (
    <Stack gap="4" fontSize="sm">
      <Stack gap="2">
        <Row label="Order ID">
          <Text wordBreak="break-all">{order.id}</Text>
        </Row>
        <Row label="Order Date">{formatDate(order.orderDate)}</Row>
        <Row label="Order Price">{formatMoney(order.totalAmountCents)}</Row>
        <Row label="Payment method">{order.paymentMethod}</Row>
        <Row label="Payment Status">{paymentStatusLabel(order.paymentStatus)}</Row>
        <Row label="Order Status">
          <OrderStatusBadge status={order.orderStatus} variant="detail" />
        </Row>
      </Stack>
      <Separator />
      <Heading as="h3" size="sm">
        Order Details
      </Heading>
      {/* Long titles wrap (the scroll area would keep them on one line and push the prices out of a phone's view). */}
      <Table.ScrollArea whiteSpace="normal">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Unit Price</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.items.map((item, i) => (
              <Table.Row key={`${item.productId ?? "gone"}-${i}`}>
                <Table.Cell>
                  {item.title}
                  {/* The size, colour and SKU bought, kept on the line when the product later changes. */}
                  {(variantDescription(item) || item.sku) && (
                    <Text color="fg.muted" data-testid="order-line-variant">
                      {[variantDescription(item), item.sku && `SKU ${item.sku}`].filter(Boolean).join(" · ")}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(item.priceCents)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(item.totalCents)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack gap="1">
        <Row label="Subtotal">{formatMoney(order.subtotalCents)}</Row>
        <OrderBreakdownRows orderId={order.id} />
        <Row label="Shipping">{formatShipping(order.shippingCostCents)}</Row>
        <Row label="Total">
          <Text fontWeight="bold">{formatMoney(order.totalAmountCents)}</Text>
        </Row>
      </Stack>
      {HAS_INVOICE.has(order.paymentStatus) && (
        <Flex gap="4">
          {/* Plain links: the session cookie signs the download in, like the admin's CSV export. */}
          <a href={`/api/orders/${order.id}/invoice.pdf`} download>
            Download invoice
          </a>
          {order.paymentStatus === "refunded" && (
            <a href={`/api/orders/${order.id}/credit-note.pdf`} download>
              Download credit note
            </a>
          )}
        </Flex>
      )}
      <Separator />
      <Heading as="h3" size="sm">
        Shipping Info
      </Heading>
      <Stack gap="0.5" color="fg.muted">
        <Text>{order.userName}</Text>
        <Text>{order.addressInfo.address}</Text>
        <Text>{order.addressInfo.city}</Text>
        <Text>{order.addressInfo.pincode}</Text>
        <Text>{order.addressInfo.phone}</Text>
        <Text>{order.addressInfo.notes}</Text>
      </Stack>
      <Separator />
      <Heading as="h3" size="sm">
        History
      </Heading>
      <OrderTimeline history={order.history} />
    </Stack>
  );
}
