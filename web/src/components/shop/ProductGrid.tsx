import { Suspense, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { SimpleGrid } from "@chakra-ui/react";
import { ProductCard, type CardProduct } from "./ProductCard";
import { useCart } from "./useCart";
import { useWishlist } from "./useWishlist";
import { lazyModule } from "../../ssr/lazyModule";
import { useProductOverlay } from "./productOverlay";

// The dialog's code (focus trap, reviews form) loads on the first card opened, not with the page.
const ProductDetailDialog = lazyModule(() => import("./ProductDetailDialog"), (m) => m.ProductDetailDialog);

/** The grid's columns at each width. */
export function ProductGridFrame({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

// The cards a screen shows first (a wide one's first row of four, a phone's first one or two): the rest are laid out as
// they come near (ProductCard.tsx).
const FIRST_SCREEN_CARDS = 4;

/** Product cards wired to the cart, the wishlist and the detail dialog. */
export function ProductGrid({ products, removable = false, cardSizes }: { products: CardProduct[]; removable?: boolean; cardSizes?: string }) {
  // The open product's dialog has the product's address (Back closes it): productOverlay.tsx.
  const { openId, open, close } = useProductOverlay();
  // Stays mounted once opened, so closing still plays the dialog's exit.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (openId !== null && !dialogUsed) setDialogUsed(true);
  const { addToCart } = useCart();
  const wishlist = useWishlist();

  // The cards' handlers keep one identity (they read the newest cart and wishlist when called), so the cards below
  // re-render only when what they show changes.
  const latest = useRef({ addToCart, wishlist, open, products });
  useLayoutEffect(() => {
    latest.current = { addToCart, wishlist, open, products };
  });
  const handlers = useMemo(
    () => ({
      onOpen: (id: string) => {
        const product = latest.current.products.find((p) => p.id === id);
        if (product) latest.current.open(product);
      },
      // A product with sizes cannot go in from the card: the server asks for a size, the dialog offers them.
      onAddToCart: (p: CardProduct) => void latest.current.addToCart(p).then((result) => result === "choose" && latest.current.open(p)),
      onToggleWishlist: (id: string) => void latest.current.wishlist.toggle(id),
      onRemove: (id: string) => void latest.current.wishlist.remove(id),
    }),
    [],
  );

  // Apollo delivers the cart and the wishlist (and the pages their products) as urgent updates, which React renders in
  // one task. The cards, the page's heaviest part, follow in a deferred render that React splits into short tasks, so
  // a slow phone stays responsive. (The pages defer their products' first arrival the same way.)
  const shown = useDeferredValue(products);
  const wished = useDeferredValue(wishlist.items);
  const cards = useMemo(() => {
    const inWishlist = new Set(wished.map((p) => p.id));
    // Each card a Suspense boundary of its own (nothing in it suspends): React hydrates a server-rendered boundary in a
    // pass of its own, after the page around it, so a slow phone adopts the page and then each card in short tasks
    // instead of the whole grid in one commit.
    return shown.map((product, index) => (
      <Suspense key={product.id}>
        <ProductCard
          belowFirstScreen={index >= FIRST_SCREEN_CARDS}
          first={index === 0}
          product={product}
          inWishlist={inWishlist.has(product.id)}
          onOpen={handlers.onOpen}
          onAddToCart={handlers.onAddToCart}
          onToggleWishlist={handlers.onToggleWishlist}
          onRemove={removable ? handlers.onRemove : undefined}
          sizes={cardSizes}
        />
      </Suspense>
    ));
  }, [shown, wished, removable, handlers, cardSizes]);

  return (
    <>
      <ProductGridFrame>{cards}</ProductGridFrame>
      {dialogUsed && (
        <Suspense fallback={null}>
          <ProductDetailDialog productId={openId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
