// The cart's money as the server quoted it (Cart.quote in the cart's panel, checkoutQuote at checkout): each automatic
// promotion, the code's discount, shipping, tax and total, and each line's share of the promotions. Nothing is priced
// here: the server decides, the shopper sees its figures. Shared by the panel and checkout: the panel's own query is
// in CartDrawer.tsx, so checkout does not download it.
import { useEffect, useRef } from "react";
import { Flex, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import type { CheckoutQuoteFieldsFragment } from "../../gql/graphql";
import { formatMoney, formatShipping } from "../common/format";

export const CheckoutQuoteFields = graphql(`
  fragment CheckoutQuoteFields on CheckoutQuote {
    subtotalCents
    promotions {
      id
      name
      amountCents
    }
    discountCents
    shippingCents
    shippingDiscountCents
    taxCents
    taxIncluded
    totalCents
    discountCode
    discountCodeMessage
    shippingMethodId
    taxLines {
      name
      amountCents
    }
  }
`);

export type Quote = CheckoutQuoteFieldsFragment;

/**
 * Asks for a quote again when the cart's lines change after it was first shown (a quantity changed or a line removed):
 * the cart's mutations answer with the cart, not its quote. `items` undefined: the cart has not loaded yet.
 */
export function useRefetchWhenLinesChange(items: readonly { variantId: string; quantity: number }[] | undefined, refetch: () => Promise<unknown>) {
  const seen = useRef<string | null>(null);
  const lines = items?.map((i) => `${i.variantId}:${i.quantity}`).join(",");
  useEffect(() => {
    if (lines === undefined) return;
    if (seen.current !== null && seen.current !== lines) refetch().catch(() => undefined);
    seen.current = lines;
  }, [lines, refetch]);
}

/** Subtotal, each promotion, the code's discount, shipping, tax (added, or the part included) and total. */
export function QuoteSummary({ quote: q }: { quote: Quote }) {
  const row = (label: string, value: string, testId: string, bold = false) => (
    <Flex key={testId} justify="space-between" fontWeight={bold ? "bold" : "normal"}>
      <Text>{label}</Text>
      <Text data-testid={`summary-${testId}`}>{value}</Text>
    </Flex>
  );
  return (
    <Stack gap="1">
      {row("Subtotal", formatMoney(q.subtotalCents), "subtotal")}
      {q.promotions.map((p) => row(p.name, `-${formatMoney(p.amountCents)}`, `promotion-${p.id}`))}
      {q.discountCents > 0 && row(`Discount (${q.discountCode})`, `-${formatMoney(q.discountCents)}`, "discount")}
      {row("Shipping", formatShipping(q.shippingCents - q.shippingDiscountCents), "shipping")}
      {!q.taxIncluded && q.taxLines.map((t) => row(t.name, formatMoney(t.amountCents), `tax-${t.name}`))}
      {row("Total", formatMoney(q.totalCents), "total", true)}
      {q.taxIncluded && q.taxCents > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="summary-tax-included">
          Includes {formatMoney(q.taxCents)} tax
        </Text>
      )}
    </Stack>
  );
}
