import { Suspense, lazy } from "react";
import { Box, Container, Skeleton, Tabs } from "@chakra-ui/react";
import type { ApolloCache } from "@apollo/client";
import { seedServedQueries, useServedQueries } from "../../apollo/useServedQueries";
import { SERVED_FIRST_ORDERS } from "../../components/shop/orderDocuments";
import { OrdersTab } from "../../components/shop/OrdersTab";
import { AccountBanner } from "../../components/shop/PageBanner";

// The other tabs' code loads when they are first opened (the tabs mount lazily anyway).
const AddressManager = lazy(() => import("../../components/shop/AddressManager").then((m) => ({ default: m.AddressManager })));
const ProfileTab = lazy(() => import("../../components/shop/ProfileTab").then((m) => ({ default: m.ProfileTab })));
const SecurityTab = lazy(() => import("../../components/account/SecurityTab").then((m) => ({ default: m.SecurityTab })));

const ACCOUNT_QUERIES = [SERVED_FIRST_ORDERS];

/** The page's served answers, written into the app's cache before its first render (apollo/lazyWithApollo.tsx). */
export function seedCache(cache: ApolloCache) {
  seedServedQueries(cache, ACCOUNT_QUERIES);
}

export default function Account() {
  // Another cache (a test's provider) gets them here.
  useServedQueries(ACCOUNT_QUERIES);
  return (
    <Box pb="12">
      <AccountBanner />
      <Container maxW="7xl" py="8">
        <Tabs.Root defaultValue="orders" variant="enclosed" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
            <Tabs.Trigger value="address">Address</Tabs.Trigger>
            <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
            <Tabs.Trigger value="security">Security</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="orders">
            <OrdersTab />
          </Tabs.Content>
          <Tabs.Content value="address">
            <Suspense fallback={<Skeleton h="40" />}>
              <AddressManager />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="profile">
            <Suspense fallback={<Skeleton h="40" />}>
              <ProfileTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="security">
            <Suspense fallback={<Skeleton h="40" />}>
              <SecurityTab />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Box>
  );
}
