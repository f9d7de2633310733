// Checkout's money block: the shipping method picked, the discount code (apply / remove, with the server's reason when
// it does not apply) and the quote the server computed (automatic promotions, discount, shipping, tax, total). Nothing is priced here.
import { useState } from "react";
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { useTypedBeforeStart } from "../../ssr/useTypedBeforeStart";
import { QuoteSummary, useRefetchWhenLinesChange } from "./CartQuote";
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

export const ApplyDiscountCodeMutation = graphql(`
  mutation ApplyDiscountCode($code: String!, $addressId: ID, $shippingMethodId: ID) {
    applyDiscountCode(code: $code, addressId: $addressId, shippingMethodId: $shippingMethodId) {
      discountCode
    }
  }
`);

export const RemoveDiscountCodeMutation = graphql(`
  mutation RemoveDiscountCode {
    removeDiscountCode {
      discountCode
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
  const quote = useQuery(CheckoutQuoteQuery, { variables: vars, fetchPolicy: "cache-and-network" });
  const [code, setCode] = useState("");
  const codeField = useTypedBeforeStart<HTMLInputElement>(code, setCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [apply, applying] = useMutation(ApplyDiscountCodeMutation);
  const [remove, removing] = useMutation(RemoveDiscountCodeMutation);
  const q = quote.data?.checkoutQuote;
  useRefetchWhenLinesChange(items, quote.refetch);

  const applyCode = async () => {
    setCodeError(null);
    try {
      await apply({ variables: { code, ...vars } });
      setCode("");
      await quote.refetch();
    } catch (error) {
      setCodeError(errorMessage(error, "This code could not be applied. Please try again."));
    }
  };
  const removeCode = async () => {
    await remove().catch(() => undefined);
    await quote.refetch();
  };

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
      {q?.discountCode ? (
        <HStack justify="space-between">
          <Text>
            Code <strong>{q.discountCode}</strong> applied
          </Text>
          <Button size="sm" variant="outline" onClick={removeCode} disabled={removing.loading}>
            Remove code
          </Button>
        </HStack>
      ) : (
        <Field.Root invalid={Boolean(codeError || q?.discountCodeMessage)}>
          <Field.Label>Discount code</Field.Label>
          <HStack>
            <Input ref={codeField} value={code} onChange={(e) => setCode(e.target.value)} placeholder="Enter a code" maxLength={40} />
            <Button onClick={applyCode} disabled={!code.trim() || applying.loading}>
              Apply
            </Button>
          </HStack>
          {(codeError || q?.discountCodeMessage) && <Field.ErrorText role="alert">{codeError ?? q?.discountCodeMessage}</Field.ErrorText>}
        </Field.Root>
      )}
      {q ? (
        <QuoteSummary quote={q} />
      ) : (
        fallback
      )}
    </Stack>
  );
}
