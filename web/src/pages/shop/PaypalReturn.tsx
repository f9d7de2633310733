import { useEffect, useRef, useState } from "react";
import { Button, Card, Container, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { CURRENT_ORDER_KEY } from "../../components/shop/payment";

export const CaptureOrderMutation = graphql(`
  mutation CaptureOrder($orderId: ID!, $paymentId: String!, $payerId: String!) {
    captureOrder(orderId: $orderId, paymentId: $paymentId, payerId: $payerId) {
      id
      orderStatus
      paymentStatus
    }
  }
`);

export const PAYMENT_PENDING = "Payment pending";
export const PAYMENT_PENDING_DETAIL =
  "PayPal has not confirmed your payment yet. Your order will be confirmed as soon as it does, and we will email you; please do not pay again.";

export default function PaypalReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const started = useRef(false);
  const [capture] = useMutation(CaptureOrderMutation, {
    update(cache) {
      // The server empties the cart and adds the order: drop the stale cached copies.
      cache.evict({ fieldName: "cart" });
      cache.evict({ fieldName: "myOrders" });
      cache.gc();
    },
  });

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; capture once.
    started.current = true;
    // PayPal itself returns `token` (its order id); the built-in sandbox also adds `paymentId`. The server puts
    // our order id in the return URL, so the page works even if sessionStorage was lost in another tab.
    const paymentId = params.get("paymentId") ?? params.get("token");
    const payerId = params.get("PayerID");
    const orderId = params.get("orderId") ?? sessionStorage.getItem(CURRENT_ORDER_KEY);
    if (!paymentId || !payerId || !orderId) {
      setFailure("No payment to complete. Please start again from checkout.");
      return;
    }
    capture({ variables: { orderId, paymentId, payerId } })
      .then(({ data }) => {
        sessionStorage.removeItem(CURRENT_ORDER_KEY);
        // Held for review at PayPal, or PayPal has not answered yet: the order exists but is not paid.
        const status = data?.captureOrder.paymentStatus;
        if (status === "held" || status === "capturing") setPending(true);
        else navigate("/shop/payment-success", { replace: true });
      })
      .catch((error: unknown) => setFailure(errorMessage(error, "Payment could not be completed.")));
  }, [capture, navigate, params]);

  return (
    <Container maxW="lg" py="16">
      <Card.Root>
        <Card.Body>
          {pending ? (
            <Stack gap="4" role="status">
              <Heading size="lg">{PAYMENT_PENDING}</Heading>
              <Text>{PAYMENT_PENDING_DETAIL}</Text>
              <Button asChild alignSelf="flex-start">
                <RouterLink to="/shop/account">View Orders</RouterLink>
              </Button>
            </Stack>
          ) : failure ? (
            <Stack gap="4" role="alert">
              <Heading size="lg">Payment failed</Heading>
              <Text>{failure}</Text>
              <Button asChild alignSelf="flex-start">
                <RouterLink to="/shop/checkout">Back to checkout</RouterLink>
              </Button>
            </Stack>
          ) : (
            <Stack gap="4" align="center">
              <Spinner size="lg" />
              <Heading size="lg">Processing Payment...Please wait!</Heading>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
