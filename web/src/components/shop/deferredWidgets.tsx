import { useState } from "react";
import { deferred } from "../common/deferred";
import { servedState } from "../../servedState";
import { useApolloLoaded } from "../../apollo/apolloLoaded";
import { useSession } from "../../session";
import { loadWithApollo } from "../../apollo/lazyWithApollo";
import { CartButton, MobileMenuButton, SortButton, UserMenuButton } from "./headerTriggers";
import type { SortMenuProps } from "./SortMenu";

// The shop's menus and drawers, with their code loaded just after the page renders (keeps first-load JS small).

// The page's served count stands in for the cart until the drawer (with Apollo Client, which asks for the cart) loads:
// when the page loads Apollo Client anyway, or on the first click. A page without a count for the signed-in user
// (served to a visitor who signed in since, or by the dev server) loads the drawer at once, as the count needs it.
function useServedCartCount(): number | undefined {
  const { user } = useSession();
  const [served] = useState(() => servedState().cart);
  return served && served.userId === user?.id ? served.itemCount : undefined;
}

export const CartDrawer = deferred<object>(
  loadWithApollo(() => import("./CartDrawer").then((m) => m.CartDrawer)),
  function CartTrigger({ onClick }) {
    return <CartButton count={useServedCartCount() ?? 0} onClick={onClick} />;
  },
  function useCartReady() {
    const apolloLoaded = useApolloLoaded();
    return useServedCartCount() === undefined || apolloLoaded;
  },
);

export const UserMenu = deferred<object>(
  () => import("./UserMenu").then((m) => m.UserMenu),
  function UserMenuTrigger({ onClick }) {
    const { user } = useSession();
    return <UserMenuButton userName={user?.userName} onClick={onClick} />;
  },
);

export const MobileMenu = deferred<object>(
  () => import("./MobileMenu").then((m) => m.MobileMenu),
  ({ onClick }) => <MobileMenuButton onClick={onClick} />,
);

export const SortMenu = deferred<SortMenuProps>(
  () => import("./SortMenu").then((m) => m.SortMenu),
  ({ onClick }) => <SortButton onClick={onClick} />,
);
