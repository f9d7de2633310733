// Who may call the passkey operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const passkeyAccess = {
  passkeys: "owner",
  passkeyRegistrationOptions: "owner",
  addPasskey: "owner",
  // Someone else's passkey is NOT_FOUND.
  removePasskey: "owner",
  // Signing in with a passkey: the passkey is the credential.
  passkeySignInOptions: "public",
  signInWithPasskey: "public",
} as const satisfies AccessTable;
