// Signing in with a passkey: options from the shop, the browser's WebAuthn prompt (@simplewebauthn/browser), the answer
// back to the shop. Loaded only when the visitor chooses it.
import { startAuthentication } from "@simplewebauthn/browser";
import { USER_FIELDS, request } from "./sessionApi";
import type { SessionUser } from "./context";

export async function signInWithPasskey(): Promise<SessionUser> {
  const { passkeySignInOptions } = await request<{ passkeySignInOptions: { challengeId: string; options: string } }>(
    "mutation PasskeySignInOptions { passkeySignInOptions { challengeId options } }",
  );
  const answer = await startAuthentication({ optionsJSON: JSON.parse(passkeySignInOptions.options) });
  const data = await request<{ signInWithPasskey: { user: SessionUser } }>(
    `mutation SignInWithPasskey($challengeId: ID!, $response: String!) { signInWithPasskey(challengeId: $challengeId, response: $response) { user { ${USER_FIELDS} } } }`,
    { challengeId: passkeySignInOptions.challengeId, response: JSON.stringify(answer) },
  );
  return data.signInWithPasskey.user;
}
