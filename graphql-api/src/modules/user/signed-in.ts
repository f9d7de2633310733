// What every GraphQL sign-in answers (password, second step, passkey): the session cookie set and, on a public
// storefront, the visitor's guest cart joined to the account's, with a sentence for each line cut or left out.
import type { Context } from "../../context.js";
import type { LoginResult } from "./auth.service.js";

export async function signedInPayload(ctx: Context, result: LoginResult & { recoveryCodes?: string[] }) {
  ctx.session.set(ctx.res, result.token);
  const cartNotices = await ctx.services.cart.signedIn(result.user.id, ctx.guestCart);
  return { ...result, csrfToken: ctx.issueCsrf(), cartNotices };
}
