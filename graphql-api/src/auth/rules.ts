import { rule, allow } from "graphql-shield";
import type { Context } from "../context.js";
import { forbidden, unauthenticated } from "../errors.js";

/** Anyone, signed in or not. */
export const isPublic = allow;

/** Any signed-in user (customer or admin). */
export const isSignedIn = rule({ cache: "contextual" })((_p, _a, ctx: Context) => (ctx.viewer ? true : unauthenticated()));

/**
 * The caller's own data. The rule itself checks sign-in; the service then scopes every read and write to
 * the viewer's id (and answers NOT_FOUND for someone else's record), so no id from the request is trusted.
 */
export const isOwner = isSignedIn;

export const isAdmin = rule({ cache: "contextual" })((_p, _a, ctx: Context) => {
  if (!ctx.viewer) return unauthenticated();
  return ctx.viewer.role === "admin" ? true : forbidden("Only admins can do this.");
});
