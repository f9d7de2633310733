import { useState } from "react";
import { Button, CloseButton, Drawer, Portal, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { CartLines, CartSummary } from "./CartLines";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { QuoteSummary, useRefetchWhenLinesChange } from "./CartQuote";
import type { CartQuoteQuery as CartQuoteResult } from "../../gql/graphql";
import { useCart, type CartLine } from "./useCart";
import { CartDiscountCode } from "./CartDiscountCode";
import { useSession } from "../../session";
import { CartButton } from "./headerTriggers";
import type { OpenableProps } from "../common/deferred";

/**
 * The cart's quote alone: an answer that left the server before a quantity change must not put the cart's old lines
 * and count back over the change's own answer (it did: the header said 1 after "+" made it 2). quoteFits says whether
 * a quote is for the lines shown.
 */
export const CartQuoteQuery = graphql(`
  query CartQuote {
    cart {
      id
      quote {
        ...CheckoutQuoteFields
        lines {
          variantId
          amountCents
          promotionCents
        }
      }
    }
  }
`);

type PanelQuote = CartQuoteResult["cart"]["quote"];

/** True when the quote was made for these lines (the same variants at the same amounts); a change since makes it false. */
export function quoteFits(quote: Pick<PanelQuote, "lines">, items: readonly { variantId: string; lineTotalCents: number }[]): boolean {
  return quote.lines.length === items.length && items.every((i) => quote.lines.some((l) => l.variantId === i.variantId && l.amountCents === i.lineTotalCents));
}

/** What the promotions take off each line, by variant id (the line's struck price). */
export const promotionByVariant = (quote: PanelQuote | null): ReadonlyMap<string, number> =>
  new Map((quote?.lines ?? []).filter((l) => l.promotionCents > 0).map((l) => [l.variantId, l.promotionCents]));

/**
 * The cart's quote for its panel: `quote` once it fits the lines shown (null meanwhile: the panel shows the cart's
 * own summary), `latest` the last one asked (its code), and `requote` to ask again (a code applied).
 */
export function useCartQuote(items: CartLine[] | undefined): { quote: PanelQuote | null; latest: PanelQuote | null; requote: () => Promise<unknown> } {
  // Each asking is its own request: one made after a change must not join one still on its way from before it.
  const { data, refetch } = useQuery(CartQuoteQuery, { fetchPolicy: "cache-and-network", context: { queryDeduplication: false } });
  const quote = data?.cart.quote ?? null;
  useRefetchWhenLinesChange(items, refetch);
  return { quote: quote && items && quoteFits(quote, items) ? quote : null, latest: quote, requote: refetch };
}

/** The header's cart button (with the item count) and its side panel. */
export function CartDrawer({ defaultOpen = false }: OpenableProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { cart } = useCart();

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size={{ base: "full", sm: "md" }} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <CartButton count={cart?.itemCount ?? 0} />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Your Cart</Drawer.Title>
            </Drawer.Header>
            <CartPanel onCheckout={() => setOpen(false)} />
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The cart's quote is for no address or method yet: checkout asks with the ones picked. */
const NO_CHECKOUT_CHOICES = { addressId: null, shippingMethodId: null };

/**
 * The open panel: the lines, the discount code box, and the money as the server quotes the cart (its promotions, line
 * by line and in the summary, its code, shipping, tax). Mounted only while open, so a closed cart asks for no quote.
 */
function CartPanel({ onCheckout }: { onCheckout: () => void }) {
  const navigate = useNavigate();
  const { cart, changeQuantity, removeLine } = useCart();
  const { quote, latest, requote } = useCartQuote(cart?.items);
  // A code is the signed-in shopper's (a visitor's guest cart has none until they sign in to check out).
  const { user } = useSession();
  const items = cart?.items ?? [];

  return (
    <>
      <Drawer.Body>
        {items.length === 0 ? (
          <Text color="fg.muted">Your cart is empty.</Text>
        ) : (
          <CartLines items={items} promotionOff={promotionByVariant(quote)} onChangeQuantity={changeQuantity} onRemove={removeLine} />
        )}
      </Drawer.Body>
      <Drawer.Footer>
        <Stack w="full" gap="4">
          {user && items.length > 0 && <CartDiscountCode applied={latest} vars={NO_CHECKOUT_CHOICES} requote={requote} />}
          {cart &&
            items.length > 0 &&
            (quote ? <QuoteSummary quote={quote} /> : <CartSummary subtotalCents={cart.subtotalCents} shippingCents={cart.shippingCents} totalCents={cart.totalCents} />)}
          <Button
            w="full"
            disabled={items.length === 0}
            onClick={() => {
              onCheckout();
              navigate("/shop/checkout");
            }}
          >
            Checkout
          </Button>
        </Stack>
      </Drawer.Footer>
    </>
  );
}
