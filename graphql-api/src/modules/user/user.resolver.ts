// Accounts on GraphQL: who am I, register, log in and out (setting and clearing the session cookie), password reset,
// profile updates and email-change confirmation.
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { AuthPayloadType, MessagePayloadType, ProfileInput, RegisterInput, UserType } from "./user.types.js";
import { signedInPayload } from "./signed-in.js";

@Resolver(() => UserType)
export class UserResolver {
  @Query(() => UserType, { nullable: true, description: "The signed-in user, or null when the request has no valid session (no token, or an expired or revoked one)." })
  me(@Ctx() ctx: Context) {
    return ctx.services.users.me(ctx.viewer);
  }

  @Mutation(() => MessagePayloadType, {
    description:
      "Creates a customer account; does not sign in (the account takes the visitor's guest cart, on a public storefront). A taken email is CONFLICT. Attempts are limited per client address and hour; " +
      "beyond the limit the answer is TOO_MANY_REQUESTS (HTTP 429) with extensions.retryAfterSeconds.",
  })
  async register(@Arg("input", () => RegisterInput) input: RegisterInput, @Ctx() ctx: Context) {
    const { userId, ...result } = await ctx.services.auth.register(input, ctx.ip);
    await ctx.services.cart.registered(userId, ctx.guestCart);
    return result;
  }

  @Mutation(() => AuthPayloadType, {
    description:
      "Signs in: sets the httpOnly session cookie and returns a bearer token; on a public storefront the visitor's guest cart joins the account's (see cartNotices). A wrong email or password is UNAUTHENTICATED; " +
      "repeated failures slow down, then answer TOO_MANY_REQUESTS (HTTP 429) with extensions.retryAfterSeconds.",
  })
  async login(
    @Arg("email", () => String, { description: "Case and surrounding spaces do not matter." }) email: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: Context,
  ) {
    return signedInPayload(ctx, await ctx.services.auth.login({ email, password }, ctx.client()));
  }

  @Mutation(() => MessagePayloadType, { description: "Signs out everywhere: clears the cookie and revokes every token of the user. Succeeds without a valid session too (nothing to revoke)." })
  async logout(@Ctx() ctx: Context) {
    const result = await ctx.services.auth.logout(ctx.viewer);
    ctx.session.clear(ctx.res);
    return result;
  }

  @Mutation(() => MessagePayloadType, { description: "Emails a single-use reset link valid for one hour; the same answer whether or not the account exists." })
  forgotPassword(@Arg("email", () => String) email: string, @Ctx() ctx: Context) {
    return ctx.services.auth.forgotPassword(email, ctx.ip);
  }

  @Mutation(() => MessagePayloadType, { description: "Sets a new password from an emailed reset link; signs the user out everywhere." })
  resetPassword(
    @Arg("userId", () => ID) userId: string,
    @Arg("token", () => String) token: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.resetPassword({ userId, token, password }, ctx.ip);
  }

  @Mutation(() => UserType, {
    description: "Updates the signed-in user's name and phone (digits only, at most 10), and starts a change of email (see ProfileInput).",
  })
  async updateProfile(@Arg("input", () => ProfileInput) input: ProfileInput, @Ctx() ctx: Context) {
    return (await ctx.services.users.updateProfile(ctx.viewer, input)).user;
  }

  @Mutation(() => MessagePayloadType, {
    description:
      "Makes the new address of a change of email the account's email, from the link mailed to it (single use, one hour; no sign-in needed: " +
      "the link is the proof). An invalid or used link is BAD_USER_INPUT; CONFLICT if another account took the address meanwhile.",
  })
  confirmEmailChange(@Arg("token", () => String) token: string, @Ctx() ctx: Context) {
    return ctx.services.users.confirmEmailChange(token);
  }

  @FieldResolver(() => String, { nullable: true, description: "A new email waiting for its confirmation link to be opened; null when none." })
  pendingEmail(@Root() user: UserType, @Ctx() ctx: Context) {
    return ctx.services.users.pendingEmail(user.id);
  }
}
