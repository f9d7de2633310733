import { useState } from "react";
import { Box, Button, Card, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { AddressManager, type SavedAddress } from "../../components/shop/AddressManager";
import { CartLines, CartSummary } from "../../components/shop/CartLines";
import { CURRENT_ORDER_KEY } from "../../components/shop/payment";
import { useCart } from "../../components/shop/useCart";
import { CheckoutBanner } from "../../components/shop/PageBanner";
import { CheckoutMoney } from "../../components/shop/CheckoutMoney";

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($addressId: ID!, $shippingMethodId: ID) {
    createOrder(addressId: $addressId, shippingMethodId: $shippingMethodId) {
      orderId
      approvalURL
    }
  }
`);

/** Sends the browser to the payment provider; a seam so tests can observe it. */
export const redirectTo = { go: (url: string) => void (window.location.href = url) };

export default function Checkout() {
  const { cart, changeQuantity, removeLine } = useCart();
  const [selected, setSelected] = useState<SavedAddress | null>(null);
  const [createOrder, { loading }] = useMutation(CreateOrderMutation);
  const [redirecting, setRedirecting] = useState(false);
  const [methodId, setMethodId] = useState<string | null>(null);
  const items = cart?.items ?? [];

  const pay = async () => {
    if (items.length === 0) {
      toaster.create({ title: "Your cart is empty. Please add items to proceed.", type: "error" });
      return;
    }
    if (!selected) {
      toaster.create({ title: "Please select one address to proceed.", type: "error" });
      return;
    }
    try {
      const { data } = await createOrder({ variables: methodId ? { addressId: selected.id, shippingMethodId: methodId } : { addressId: selected.id } });
      if (!data) throw new Error("createOrder answered without data");
      sessionStorage.setItem(CURRENT_ORDER_KEY, data.createOrder.orderId);
      setRedirecting(true);
      redirectTo.go(data.createOrder.approvalURL);
    } catch (error) {
      // The server says why when it can (an item sold out, an address gone); the generic words are for the rest.
      toaster.create({ title: errorMessage(error, "Something went wrong during payment setup."), type: "error" });
    }
  };

  const busy = loading || redirecting;
  return (
    <Stack gap="8" pb="12">
      <CheckoutBanner />
      <Container maxW="7xl">
        <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="8">
          <Stack gap="4">
            <Heading as="h1" size="xl">
              Delivery address
            </Heading>
            <AddressManager selectedId={selected?.id ?? null} onSelect={setSelected} />
          </Stack>
          <Card.Root alignSelf="start">
            <Card.Header>
              <Heading as="h2" size="lg">
                Your items
              </Heading>
            </Card.Header>
            <Card.Body gap="6">
              {items.length === 0 ? (
                <Text color="fg.muted">Your cart is empty. Please add items to proceed.</Text>
              ) : (
                <CartLines items={items} onChangeQuantity={changeQuantity} onRemove={removeLine} />
              )}
              {cart && items.length > 0 && (
                <CheckoutMoney
                  items={items}
                  addressId={selected?.id ?? null}
                  methodId={methodId}
                  onMethodChange={setMethodId}
                  fallback={<CartSummary subtotalCents={cart.subtotalCents} shippingCents={cart.shippingCents} totalCents={cart.totalCents} />}
                />
              )}
              <Button w="full" onClick={pay} disabled={busy}>
                {busy ? "Processing Paypal Payment..." : "Checkout with Paypal"}
              </Button>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Container>
    </Stack>
  );
}
