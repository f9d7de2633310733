import { Suspense, useState } from "react";
import { Box, Button, CloseButton, Drawer, Flex, Heading, IconButton, Portal, Stack } from "@chakra-ui/react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { LuChartNoAxesCombined, LuLayoutDashboard, LuLogOut, LuMenu, LuShoppingBasket, LuBadgeCheck, LuImages, LuHistory, LuUsers, LuTags, LuKeyRound, LuTicketPercent, LuTruck, LuReceipt } from "react-icons/lu";
import type { IconType } from "react-icons";
import { useSession } from "../../session";
import { PageSkeleton } from "../../components/common/PageSkeleton";
import { WithApollo } from "../../apollo/WithApollo";

const MENU: { label: string; path: string; icon: IconType }[] = [
  { label: "Dashboard", path: "/admin/dashboard", icon: LuLayoutDashboard },
  { label: "Products", path: "/admin/products", icon: LuShoppingBasket },
  { label: "Catalogue", path: "/admin/catalogue", icon: LuTags },
  { label: "Orders", path: "/admin/orders", icon: LuBadgeCheck },
  { label: "Customers", path: "/admin/customers", icon: LuUsers },
  // The money pages (Money.tsx): one route, a menu entry each.
  { label: "Discount Codes", path: "/admin/money/discount-codes", icon: LuTicketPercent },
  { label: "Shipping", path: "/admin/money/shipping", icon: LuTruck },
  { label: "Taxes", path: "/admin/money/taxes", icon: LuReceipt },
  { label: "Promotions", path: "/admin/money/promotions", icon: LuTags },
  { label: "Audit Log", path: "/admin/audit-log", icon: LuHistory },
  { label: "Feature Images", path: "/admin/features", icon: LuImages },
  { label: "API Keys", path: "/admin/api-keys", icon: LuKeyRound },
];

function MenuItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack as="ul" gap={1} listStyleType="none" m={0} p={0}>
      {MENU.map(({ label, path, icon: Icon }) => (
        <li key={path}>
          <Button asChild variant="ghost" justifyContent="flex-start" w="full" size="lg" gap={3}>
            <NavLink to={path} onClick={onNavigate} style={({ isActive }) => ({ fontWeight: isActive ? 700 : 500 })}>
              <Icon aria-hidden /> {label}
            </NavLink>
          </Button>
        </li>
      ))}
    </Stack>
  );
}

function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Flex asChild align="center" gap={2} px={2} py={2}>
      <NavLink to="/admin/dashboard" onClick={onNavigate}>
        <LuChartNoAxesCombined size={28} aria-hidden />
        <Heading as="span" size="lg">
          Admin Panel
        </Heading>
      </NavLink>
    </Flex>
  );
}

/** Sidebar (a drawer on small screens) with Dashboard, Products, Catalogue, Orders, Customers, the money pages, Audit Log, Feature Images and API Keys, and a header with Logout. */
/** With Apollo Client, which this page's data needs (the sign-in page loads without it). */
export default function AdminLayout() {
  return (
    <WithApollo>
      <AdminLayoutContent />
    </WithApollo>
  );
}

function AdminLayoutContent() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      navigate("/auth/login", { replace: true });
    }
  };

  return (
    <Flex minH="100vh" w="full">
      <Box as="aside" display={{ base: "none", lg: "flex" }} flexDirection="column" w="64" borderRightWidth="1px" bg="bg" p={4} gap={6}>
        <Brand />
        <nav aria-label="Admin">
          <MenuItems />
        </nav>
      </Box>

      <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title asChild>
                  <div>
                    <Brand onNavigate={() => setMenuOpen(false)} />
                  </div>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <nav aria-label="Admin">
                  <MenuItems onNavigate={() => setMenuOpen(false)} />
                </nav>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex flex="1" direction="column" minW={0}>
        <Flex as="header" align="center" justify="space-between" px={{ base: 4, md: 6 }} py={3} borderBottomWidth="1px" bg="bg">
          <IconButton aria-label="Open menu" variant="outline" display={{ base: "inline-flex", lg: "none" }} onClick={() => setMenuOpen(true)}>
            <LuMenu />
          </IconButton>
          <Box flex="1" />
          <Button onClick={() => void signOut()} loading={leaving} bg="black" color="white" gap={2}>
            <LuLogOut aria-hidden /> Logout
          </Button>
        </Flex>
        <Box as="main" flex="1" p={{ base: 4, md: 6 }} bg="bg.subtle">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
