// Who may call the session operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const sessionAccess = {
  mySessions: "owner",
  // Someone else's session is NOT_FOUND.
  signOutSession: "owner",
  signOutOtherSessions: "owner",
} as const satisfies AccessTable;
