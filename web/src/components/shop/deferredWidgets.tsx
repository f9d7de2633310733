import { deferred } from "../common/deferred";
import { useSession } from "../../session";
import { loadWithApollo } from "../../apollo/lazyWithApollo";
import { CartButton, MobileMenuButton, SortButton, UserMenuButton } from "./headerTriggers";
import type { SortMenuProps } from "./SortMenu";

// The shop's menus and drawers, with their code loaded just after the page renders (keeps first-load JS small).

// The cart's count comes with the drawer and Apollo Client (the query answers after the page renders either way).
export const CartDrawer = deferred<object>(
  loadWithApollo(() => import("./CartDrawer").then((m) => m.CartDrawer)),
  ({ onClick }) => <CartButton count={0} onClick={onClick} />,
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
