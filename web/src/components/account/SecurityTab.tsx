import { Stack } from "@chakra-ui/react";
import { TwoFactorPanel } from "./TwoFactorPanel";
import { PasskeysPanel } from "./PasskeysPanel";

/** The account page's Security tab: how the account is signed in to. */
export function SecurityTab() {
  return (
    <Stack gap={6}>
      <TwoFactorPanel />
      <PasskeysPanel />
    </Stack>
  );
}
