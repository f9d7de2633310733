import { Stack } from "@chakra-ui/react";
import { TwoFactorPanel } from "./TwoFactorPanel";
import { PasskeysPanel } from "./PasskeysPanel";
import { SessionsPanel } from "./SessionsPanel";

/** The account page's Security tab: how the account is signed in to, and where it is signed in. */
export function SecurityTab() {
  return (
    <Stack gap={6}>
      <TwoFactorPanel />
      <PasskeysPanel />
      <SessionsPanel />
    </Stack>
  );
}
