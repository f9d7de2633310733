import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useMutation, useQuery } from "@apollo/client/react";
import { useSession } from "../../session";
import { loginReturningTo } from "../../session/returnTo";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../common/toaster";
import type { WishlistQuery as WishlistData } from "../../gql/graphql";
import { AddToWishlistMutation, RemoveFromWishlistMutation, WishlistQuery } from "./documents";

const WISHLIST_FAILED = "Something went wrong while updating wishlist";
// One empty list while nothing is loaded, so what depends on the items changes only when they do.
const NO_ITEMS: WishlistData["wishlist"]["items"] = [];

/** The wishlist (keyed by the owner's id, so add/remove results replace it in the cache). */
export function useWishlist(options: { skip?: boolean } = {}) {
  // A public storefront's visitor has no wishlist: the heart asks them to sign in, and comes back here afterwards.
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data, loading, error } = useQuery(WishlistQuery, { fetchPolicy: "cache-first", skip: options.skip || !isAuthenticated });
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
      if (!isAuthenticated) return navigate(loginReturningTo(pathname + search));
      if (has(productId)) return remove(productId);
      try {
        await addMutation({ variables: { productId } });
        toaster.create({ title: "Added to wishlist", type: "success" });
      } catch (error) {
        toaster.create({ title: errorMessage(error, WISHLIST_FAILED), type: "error" });
      }
    },
    [addMutation, has, remove, isAuthenticated, navigate, pathname, search],
  );

  return { items, loading, error, has, toggle, remove };
}
