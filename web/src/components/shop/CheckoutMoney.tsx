// Checkout's money block: the shipping method picked, the discount code (apply / remove, with the server's reason when
// it does not apply) and the quote the server computed (automatic promotions, discount, shipping, tax, total). Nothing is priced here.
import { Field, NativeSelect, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { CartDiscountCode } from "./CartDiscountCode";
import { QuoteSummary, useRefetchWhenLinesChange } from "./CartQuote";
import { useFreshFromNetwork } from "../../apollo/servedAnswers";
import type { CartLine } from "./useCart";

export const ShippingMethodsQuery = graphql(`
  query ShippingMethods {
    shippingMethods {
      id
      name
      tiered
      priceCents
      freeFromCents
      deliveryEstimate
    }
  }
`);

export const CheckoutQuoteQuery = graphql(`
  query CheckoutQuote($addressId: ID, $shippingMethodId: ID) {
    checkoutQuote(addressId: $addressId, shippingMethodId: $shippingMethodId) {
      ...CheckoutQuoteFields
    }
  }
`);

interface Props {
  /** The cart's lines: the quote is asked again when they change. */
  items: readonly CartLine[];
  addressId: string | null;
  methodId: string | null;
  onMethodChange: (id: string | null) => void;
  /** Shown until the server's quote arrives (the cart's own summary). */
  fallback: React.ReactNode;
}

export function CheckoutMoney({ items, addressId, methodId, onMethodChange, fallback }: Props) {
  const vars = { addressId, shippingMethodId: methodId };
  const methods = useQuery(ShippingMethodsQuery);
  const quote = useQuery(CheckoutQuoteQuery, { variables: vars, ...useFreshFromNetwork() });
  const q = quote.data?.checkoutQuote;
  useRefetchWhenLinesChange(items, quote.refetch);

  const options = methods.data?.shippingMethods ?? [];
  return (
    <Stack gap="4">
      {options.length > 1 && (
        <Field.Root>
          <Field.Label>Shipping method</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={methodId ?? options[0]!.id} onChange={(e) => onMethodChange(e.target.value)}>
              {options.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                  {m.deliveryEstimate ? ` (${m.deliveryEstimate})` : ""}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
      )}
      <CartDiscountCode applied={q} vars={vars} requote={quote.refetch} />
      {q ? (
        <QuoteSummary quote={q} />
      ) : (
        fallback
      )}
    </Stack>
  );
}
