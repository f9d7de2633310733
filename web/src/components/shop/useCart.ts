import { useCallback } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorCode, errorMessage } from "../../apollo/errors";
import { toaster } from "../common/toaster";
import type { CartFieldsFragment } from "../../gql/graphql";
import { AddToCartMutation, CartQuery, RemoveFromCartMutation, UpdateCartItemMutation } from "./documents";
import { addOneBlockedMessage } from "./stock";

export type CartLine = CartFieldsFragment["items"][number];

/** "choose": the product has several sizes / colours and none was named (the caller can show the choice). */
export type AddResult = "added" | "refused" | "choose";

/**
 * The signed-in shopper's cart and the spec's rules around changing it. The mutations return the whole cart
 * (same id), so the cache and every view of the cart update in place.
 */
export function useCart() {
  const { data, loading } = useQuery(CartQuery, { fetchPolicy: "cache-first" });
  const [addMutation] = useMutation(AddToCartMutation);
  const [updateMutation] = useMutation(UpdateCartItemMutation);
  const [removeMutation] = useMutation(RemoveFromCartMutation);
  const cart = data?.cart ?? null;

  /** Units of one variant in the cart, or of every variant of the product when no variant is named. */
  const quantityInCart = useCallback(
    (productId: string, variantId?: string) =>
      (cart?.items ?? [])
        .filter((i) => (variantId ? i.variantId === variantId : i.productId === productId))
        .reduce((n, i) => n + i.quantity, 0),
    [cart],
  );

  /**
   * Adds one unit of the variant (without one, the server picks the product's only variant or asks for a size);
   * says why when the stock does not allow it.
   */
  const addToCart = useCallback(
    async (product: { id: string; totalStock: number }, variant?: { id: string; stock: number }): Promise<AddResult> => {
      const blocked = addOneBlockedMessage(quantityInCart(product.id, variant?.id), variant ? variant.stock : product.totalStock);
      if (blocked) {
        toaster.create({ title: blocked, type: "error" });
        return "refused";
      }
      try {
        await addMutation({
          variables: { productId: product.id, quantity: 1, variantId: variant?.id },
          // A visitor's first addition makes their guest cart, whose id is not the empty one's: the cart becomes it.
          update: (cache, { data: added }) => {
            if (added) cache.writeQuery({ query: CartQuery, data: { cart: added.addToCart } });
          },
        });
        toaster.create({ title: "Product is added to cart", type: "success" });
        return "added";
      } catch (error) {
        const choose = errorCode(error) === "CHOOSE_VARIANT";
        toaster.create({ title: errorMessage(error, "Failed to add product to cart"), type: choose ? "info" : "error" });
        return choose ? "choose" : "refused";
      }
    },
    [addMutation, quantityInCart],
  );

  const changeQuantity = useCallback(
    async (line: CartLine, delta: 1 | -1) => {
      if (delta === 1) {
        const blocked = addOneBlockedMessage(line.quantity, line.totalStock);
        if (blocked) {
          toaster.create({ title: blocked, type: "error" });
          return;
        }
      } else if (line.quantity <= 1) {
        return;
      }
      try {
        await updateMutation({ variables: { productId: line.productId, quantity: line.quantity + delta, variantId: line.variantId } });
        toaster.create({ title: "Cart item is updated successfully", type: "success" });
      } catch (error) {
        toaster.create({ title: errorMessage(error, "Failed to update cart item"), type: "error" });
      }
    },
    [updateMutation],
  );

  const removeLine = useCallback(
    async (line: CartLine) => {
      try {
        await removeMutation({ variables: { productId: line.productId, variantId: line.variantId } });
        toaster.create({ title: "Cart item is deleted successfully", type: "success" });
      } catch (error) {
        toaster.create({ title: errorMessage(error, "Failed to delete cart item"), type: "error" });
      }
    },
    [removeMutation],
  );

  return { cart, loading, quantityInCart, addToCart, changeQuantity, removeLine };
}
