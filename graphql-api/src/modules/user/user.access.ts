// Who may call the account operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const userAccess = {
  /** Answers null for a signed-out caller instead of an error: "am I signed in?" is a fair question to ask. */
  me: "public",
  register: "public",
  login: "public",
  // A caller whose session already ended still gets its cookie cleared and a success.
  logout: "public",
  forgotPassword: "public",
  // The emailed links are the credential: they may be opened in a signed-out browser.
  resetPassword: "public",
  confirmEmailChange: "public",
  updateProfile: "owner",
  /** REST GET /api/auth/check-auth: a signed-in caller's session, whoever it is. */
  checkAuth: "signedIn",
  /** REST GET /api/user/profile. */
  profile: "owner",
  // Two-step sign-in on the caller's own account.
  twoFactorStatus: "owner",
  beginTwoFactorSetup: "owner",
  enableTwoFactor: "owner",
  disableTwoFactor: "owner",
  regenerateRecoveryCodes: "owner",
  // The steps after a password: the ticket from login is the credential (no session yet).
  verifySignInCode: "public",
  beginTwoFactorSetupAtSignIn: "public",
  enableTwoFactorAtSignIn: "public",
} as const satisfies AccessTable;
