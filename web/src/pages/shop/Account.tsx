import { Suspense } from "react";
import { Box, Container, Skeleton, Tabs } from "@chakra-ui/react";
import { lazyModule } from "../../ssr/lazyModule";
import { OrdersTab } from "../../components/shop/OrdersTab";
import { AccountBanner } from "../../components/shop/PageBanner";

// The other tabs' code loads when they are first opened (the tabs mount lazily anyway).
const AddressManager = lazyModule(() => import("../../components/shop/AddressManager"), (m) => m.AddressManager);
const ProfileTab = lazyModule(() => import("../../components/shop/ProfileTab"), (m) => m.ProfileTab);
const SecurityTab = lazyModule(() => import("../../components/account/SecurityTab"), (m) => m.SecurityTab);

export default function Account() {
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
