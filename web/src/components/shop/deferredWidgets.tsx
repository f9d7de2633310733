import { deferred } from "../common/deferred";
import { useApolloLoaded } from "../../apollo/apolloLoaded";
import { useSession } from "../../session";
import { lazyWithApollo } from "../../apollo/lazyWithApollo";
import { lazyModule } from "../../ssr/lazyModule";
import { useAppStart } from "../../ssr/pageState";
import { CartButton, MobileMenuButton, SortButton, UserMenuButton } from "./headerTriggers";
import type { SortMenuProps } from "./SortMenu";
import { GUEST } from "../../ssr/pageState";

// The shop's menus and drawers, with their code loaded just after the page starts (keeps first-load JS small).

// The count the page was rendered with stands in for the cart until the drawer (with Apollo Client, which asks for the
// cart) loads: when the page loads Apollo Client anyway, or on the first click. A page without a count for the
// signed-in user (rendered for a visitor who signed in since, or by the dev server) loads the drawer at once, as the
// count needs it.
function useServedCartCount(): number | undefined {
  const { user } = useSession();
  const { cart } = useAppStart();
  // A public storefront's visitor has a guest cart ("guest").
  return cart && cart.userId === (user?.id ?? GUEST) ? cart.itemCount : undefined;
}

export const CartDrawer = deferred<object>(
  lazyWithApollo(() => import("./CartDrawer"), (m) => m.CartDrawer),
  function CartTrigger({ onClick }) {
    return <CartButton count={useServedCartCount() ?? 0} onClick={onClick} />;
  },
  function useCartReady() {
    const apolloLoaded = useApolloLoaded();
    return useServedCartCount() === undefined || apolloLoaded;
  },
);

export const UserMenu = deferred<object>(
  lazyModule(() => import("./UserMenu"), (m) => m.UserMenu),
  function UserMenuTrigger({ onClick }) {
    const { user } = useSession();
    return <UserMenuButton userName={user?.userName} onClick={onClick} />;
  },
);

export const MobileMenu = deferred<object>(
  lazyModule(() => import("./MobileMenu"), (m) => m.MobileMenu),
  ({ onClick }) => <MobileMenuButton onClick={onClick} />,
);

export const SortMenu = deferred<SortMenuProps>(
  lazyModule(() => import("./SortMenu"), (m) => m.SortMenu),
  ({ onClick }) => <SortButton onClick={onClick} />,
);
