import { Box, Stack, Text } from "@chakra-ui/react";
import type { OrderDetailsFieldsFragment } from "../../gql/graphql";
import { formatDateTime } from "./format";
import { orderActorLabel, orderStatusLabel, paymentStatusLabel } from "./orderStatus";

type OrderEvent = OrderDetailsFieldsFragment["history"][number];

/** "Order status: Pending → Processing", or "Order placed" for the first entry. */
export function describeOrderEvent(event: Pick<OrderEvent, "field" | "from" | "to">): string {
  const label = event.field === "status" ? orderStatusLabel : paymentStatusLabel;
  const what = event.field === "status" ? "Order status" : "Payment";
  if (event.from === null || event.from === undefined) return event.field === "status" ? "Order placed" : `${what}: ${label(event.to)}`;
  return `${what}: ${label(event.from)} → ${label(event.to)}`;
}

/** Every status and payment change of an order, oldest first, so the latest reads last. */
export function OrderTimeline({ history }: { history: readonly OrderEvent[] }) {
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label="Order history">
      {history.map((event, i) => (
        <Box as="li" key={`${event.at}-${i}`}>
          <Text>{describeOrderEvent(event)}</Text>
          <Text color="fg.muted" fontSize="xs">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> · by {orderActorLabel(event.actor)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
