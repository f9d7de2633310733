import { Flex, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { OrderBreakdownQuery } from "./documents";
import { formatMoney } from "./format";

/** The parts of an order's total beyond its subtotal and shipping, as charged: promotions, the code, the method, tax. */
export function OrderBreakdownRows({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderBreakdownQuery, { variables: { id: orderId } });
  const b = data?.order.breakdown;
  if (!b) return null;
  return (
    <>
      {b.promotions.map((p) => (
        <Part key={p.id} label={p.name} value={`−${formatMoney(p.amountCents)}`} />
      ))}
      {b.discountCents > 0 && <Part label={b.discountCode ? `Discount (${b.discountCode})` : "Discount"} value={`−${formatMoney(b.discountCents)}`} />}
      {b.shippingMethodName && <Part label="Shipping method" value={b.shippingMethodName} />}
      {b.taxLines.map((t) => (
        <Part key={t.name} label={b.taxIncluded ? `${t.name} (included)` : t.name} value={formatMoney(t.amountCents)} />
      ))}
    </>
  );
}

function Part({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap="4">
      <Text fontWeight="medium">{label}</Text>
      <Text textAlign="end">{value}</Text>
    </Flex>
  );
}
