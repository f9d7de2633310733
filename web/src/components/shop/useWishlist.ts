import { useCallback } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../common/toaster";
import type { WishlistQuery as WishlistData } from "../../gql/graphql";
import { AddToWishlistMutation, RemoveFromWishlistMutation, WishlistQuery } from "./documents";

const WISHLIST_FAILED = "Something went wrong while updating wishlist";
// One empty list while nothing is loaded, so what depends on the items changes only when they do.
const NO_ITEMS: WishlistData["wishlist"]["items"] = [];

/** The wishlist (keyed by the owner's id, so add/remove results replace it in the cache). */
export function useWishlist(options: { skip?: boolean } = {}) {
  const { data, loading, error } = useQuery(WishlistQuery, { fetchPolicy: "cache-first", skip: options.skip });
  const [addMutation] = useMutation(AddToWishlistMutation);
  const [removeMutation] = useMutation(RemoveFromWishlistMutation);
  const items = data?.wishlist.items ?? NO_ITEMS;

  const has = useCallback((productId: string) => items.some((p) => p.id === productId), [items]);

  const remove = useCallback(
    async (productId: string) => {
      try {
        await removeMutation({ variables: { productId } });
        toaster.create({ title: "Removed from wishlist", type: "warning" });
      } catch (error) {
        toaster.create({ title: errorMessage(error, WISHLIST_FAILED), type: "error" });
      }
    },
    [removeMutation],
  );

  const toggle = useCallback(
    async (productId: string) => {
      if (has(productId)) return remove(productId);
      try {
        await addMutation({ variables: { productId } });
        toaster.create({ title: "Added to wishlist", type: "success" });
      } catch (error) {
        toaster.create({ title: errorMessage(error, WISHLIST_FAILED), type: "error" });
      }
    },
    [addMutation, has, remove],
  );

  return { items, loading, error, has, toggle, remove };
}
