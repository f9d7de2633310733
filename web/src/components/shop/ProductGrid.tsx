import { Suspense, lazy, useState } from "react";
import { SimpleGrid } from "@chakra-ui/react";
import { ProductCard, type CardProduct } from "./ProductCard";
import { useCart } from "./useCart";
import { useWishlist } from "./useWishlist";

// The dialog's code (focus trap, reviews form) loads on the first card opened, not with the page.
const ProductDetailDialog = lazy(() => import("./ProductDetailDialog").then((m) => ({ default: m.ProductDetailDialog })));

/** Product cards wired to the cart, the wishlist and the detail dialog. */
export function ProductGrid({ products, removable = false }: { products: CardProduct[]; removable?: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Stays mounted once opened, so closing still plays the dialog's exit.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (openId !== null && !dialogUsed) setDialogUsed(true);
  const { addToCart } = useCart();
  const wishlist = useWishlist();
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            inWishlist={wishlist.has(product.id)}
            onOpen={setOpenId}
            // A product with sizes cannot go in from the card: the server asks for a size, the dialog offers them.
            onAddToCart={(p) => void addToCart(p).then((result) => result === "choose" && setOpenId(p.id))}
            onToggleWishlist={wishlist.toggle}
            onRemove={removable ? wishlist.remove : undefined}
          />
        ))}
      </SimpleGrid>
      {dialogUsed && (
        <Suspense fallback={null}>
          <ProductDetailDialog productId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </>
  );
}
