import { Suspense } from "react";
import { Box, Button, Flex, HStack, IconButton, Link, Skeleton, Text } from "@chakra-ui/react";
import { FaHeart, FaStore } from "react-icons/fa";
import { Link as RouterLink, Outlet, useLocation } from "react-router";
import { useSession } from "../../session";
import { loginReturningTo } from "../../session/returnTo";
import { CartDrawer, MobileMenu, UserMenu } from "../../components/shop/deferredWidgets";
import { useMenuItems, useMenuNavigation } from "../../components/shop/menu";

/**
 * The shop's header and page frame. It renders without Apollo Client: the pages and header widgets that query data
 * bring it along (apollo/lazyWithApollo.tsx), so the home page can show before it has loaded.
 */
export default function ShopLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <ShopHeader />
      <Box as="main" flex="1" w="full">
        <Suspense fallback={<Skeleton h="60vh" m="6" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}

/** The user menu, or for a public storefront's visitor "Sign in", which comes back to this page afterwards. */
function AccountEntry() {
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  if (isAuthenticated) return <UserMenu />;
  return (
    <Button asChild size="sm">
      <RouterLink to={loginReturningTo(pathname + search)}>Sign in</RouterLink>
    </Button>
  );
}

function ShopHeader() {
  const goTo = useMenuNavigation();
  const menuItems = useMenuItems();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Flex h="16" align="center" justify="space-between" gap="4" px={{ base: "3", md: "6" }}>
        <HStack gap="2">
          <MobileMenu />
          <Link asChild fontWeight="bold" fontSize="lg" _hover={{ textDecoration: "none" }}>
            <RouterLink to="/shop/home">
              <FaStore aria-hidden />
              <Text as="span">Ecommerce</Text>
            </RouterLink>
          </Link>
        </HStack>
        <HStack as="nav" aria-label="Categories" gap="1" hideBelow="lg">
          {menuItems.map((item) => (
            <Button key={item.id} variant="ghost" size="sm" onClick={() => goTo(item)}>
              {item.label}
            </Button>
          ))}
        </HStack>
        <HStack gap="2">
          <IconButton asChild aria-label="Wishlist" variant="outline" size="sm">
            <RouterLink to="/shop/wishlist">
              <FaHeart />
            </RouterLink>
          </IconButton>
          <CartDrawer />
          <AccountEntry />
        </HStack>
      </Flex>
    </Box>
  );
}
