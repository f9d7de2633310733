// The discount code box of the cart's panel and of checkout: apply a code (any case) or remove it; when the server
// refuses one, its reason ("This code has expired.") is shown under the box. The server checks the code against the cart.
import { useState } from "react";
import { Button, Field, HStack, Input, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { useTypedBeforeStart } from "../../ssr/useTypedBeforeStart";

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
  /** The cart's code as last quoted, and why it does not apply now (null: it does). */
  applied: { discountCode?: string | null; discountCodeMessage?: string | null } | null | undefined;
  /** What the quote is asked for (checkout's address and method; none in the cart's panel). */
  vars: { addressId: string | null; shippingMethodId: string | null };
  /** Asks for the quote again once the code changed. */
  requote: () => Promise<unknown>;
}

export function CartDiscountCode({ applied, vars, requote }: Props) {
  const [code, setCode] = useState("");
  // What the shopper typed into the server-rendered box before the app started is kept.
  const codeField = useTypedBeforeStart<HTMLInputElement>(code, setCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [apply, applying] = useMutation(ApplyDiscountCodeMutation);
  const [remove, removing] = useMutation(RemoveDiscountCodeMutation);

  const applyCode = async () => {
    setCodeError(null);
    try {
      await apply({ variables: { code, ...vars } });
      setCode("");
      await requote();
    } catch (error) {
      setCodeError(errorMessage(error, "This code could not be applied. Please try again."));
    }
  };
  const removeCode = async () => {
    await remove().catch(() => undefined);
    await requote();
  };

  if (applied?.discountCode) {
    return (
      <HStack justify="space-between">
        <Text>
          Code <strong>{applied.discountCode}</strong> applied
        </Text>
        <Button size="sm" variant="outline" onClick={removeCode} disabled={removing.loading}>
          Remove code
        </Button>
      </HStack>
    );
  }
  const problem = codeError ?? applied?.discountCodeMessage ?? null;
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label>Discount code</Field.Label>
      <HStack>
        <Input ref={codeField} value={code} onChange={(e) => setCode(e.target.value)} placeholder="Enter a code" maxLength={40} />
        <Button onClick={applyCode} disabled={!code.trim() || applying.loading}>
          Apply
        </Button>
      </HStack>
      {problem && <Field.ErrorText role="alert">{problem}</Field.ErrorText>}
    </Field.Root>
  );
}
