import { Menu, Portal } from "@chakra-ui/react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useSession } from "../../session";
import type { OpenableProps } from "../common/deferred";
import { UserMenuButton } from "./headerTriggers";

/** The header's avatar button and its Account / Logout menu. */
export function UserMenu({ defaultOpen }: OpenableProps) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      // Its items are rendered when it first opens, not hidden with the page (work while the page starts).
      lazyMount
      unmountOnExit
      // Fixed to the viewport, as the sticky header it hangs from: placed in the page (absolute), it scrolled with the
      // page and was moved back under the header a frame later, so a tap in between missed its items.
      positioning={{ placement: "bottom-end", strategy: "fixed" }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton userName={user?.userName} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {/* A group label outside Menu.ItemGroup throws (no group context) and takes the whole page down. */}
            <Menu.ItemGroup>
              {user && <Menu.ItemGroupLabel>Signed in as {user.userName}</Menu.ItemGroupLabel>}
              {/* A real link: navigation does not depend on the menu's select event. */}
              <Menu.Item value="account" asChild>
                <RouterLink to="/shop/account">Account</RouterLink>
              </Menu.Item>
              {/* Its own click handler: the menu's select event needs a highlighted item, which a screen reader's click
                  (no pointer before it) does not give, so Logout would do nothing. */}
              <Menu.Item
                value="logout"
                onClick={async () => {
                  try {
                    await logout();
                  } finally {
                    // In place of the page signed out of, as the guard's own redirect does: Back must not return to it.
                    navigate("/auth/login", { replace: true });
                  }
                }}
              >
                Logout
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
