// The steps of a sign-in after the password (two-step sign-in), with plain fetch like the rest of the session's
// requests; only the sign-in pages that need them load this module.
import { USER_FIELDS, request } from "./sessionApi";
import type { SessionUser } from "./context";

/** The second step of a sign-in: the login's ticket and a code of the authenticator app, or a recovery code. */
export async function requestSignInCode(ticket: string, code: string): Promise<SessionUser> {
  const data = await request<{ verifySignInCode: { user: SessionUser } }>(
    `mutation VerifySignInCode($ticket: String!, $code: String!) { verifySignInCode(ticket: $ticket, code: $code) { user { ${USER_FIELDS} } } }`,
    { ticket, code },
  );
  return data.verifySignInCode.user;
}

export interface TwoFactorSetup {
  secret: string;
  qrCode: string;
}

/** An admin's setup at sign-in: the secret and its QR code for the login's ticket. */
export async function requestSetupAtSignIn(ticket: string): Promise<TwoFactorSetup> {
  const data = await request<{ beginTwoFactorSetupAtSignIn: TwoFactorSetup }>(
    `mutation BeginTwoFactorSetupAtSignIn($ticket: String!) { beginTwoFactorSetupAtSignIn(ticket: $ticket) { secret qrCode } }`,
    { ticket },
  );
  return data.beginTwoFactorSetupAtSignIn;
}

/** ...and its first code: on, and signed in; the recovery codes come with it, once. */
export async function requestEnableAtSignIn(ticket: string, code: string): Promise<{ user: SessionUser; recoveryCodes: string[] }> {
  const data = await request<{ enableTwoFactorAtSignIn: { user: SessionUser; recoveryCodes: string[] } }>(
    `mutation EnableTwoFactorAtSignIn($ticket: String!, $code: String!) { enableTwoFactorAtSignIn(ticket: $ticket, code: $code) { recoveryCodes user { ${USER_FIELDS} } } }`,
    { ticket, code },
  );
  return data.enableTwoFactorAtSignIn;
}

