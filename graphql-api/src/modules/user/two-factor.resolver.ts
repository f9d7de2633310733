// Two-step sign-in on GraphQL: the signed-in account's setup, recovery codes and switch-off, and the sign-in steps that
// follow a login answered SECOND_FACTOR_REQUIRED or TWO_FACTOR_SETUP_REQUIRED (with its ticket).
import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { requireViewer } from "../../auth/viewer.js";
import { AuthPayloadType, MessagePayloadType } from "./user.types.js";
import { RecoveryCodesType, TwoFactorSetupType, TwoFactorStatusType } from "./two-factor.types.js";
import { signedInPayload } from "./signed-in.js";

const TICKET = "The ticket of the login answer (extensions.ticket); it lasts 10 minutes.";

@Resolver()
export class TwoFactorResolver {
  @Query(() => TwoFactorStatusType, { description: "Whether two-step sign-in is on for the signed-in account." })
  twoFactorStatus(@Ctx() ctx: Context) {
    return ctx.services.twoFactor.status(requireViewer(ctx.viewer).id);
  }

  @Mutation(() => TwoFactorSetupType, { description: "Starts setting up two-step sign-in: a new secret and its QR code. CONFLICT when it is already on." })
  beginTwoFactorSetup(@Ctx() ctx: Context) {
    return ctx.services.twoFactor.beginSetup(requireViewer(ctx.viewer).id);
  }

  @Mutation(() => RecoveryCodesType, { description: "Turns two-step sign-in on with the app's first code; answers the ten recovery codes, this once." })
  async enableTwoFactor(@Arg("code", () => String) code: string, @Ctx() ctx: Context) {
    return { codes: await ctx.services.twoFactor.enable(requireViewer(ctx.viewer).id, code) };
  }

  @Mutation(() => MessagePayloadType, { description: "Turns two-step sign-in off: needs the password and a current code (or a recovery code). FORBIDDEN where it is required." })
  async disableTwoFactor(@Arg("password", () => String) password: string, @Arg("code", () => String) code: string, @Ctx() ctx: Context) {
    await ctx.services.twoFactor.disable(requireViewer(ctx.viewer).id, password, code);
    return { success: true, message: "Two-step sign-in is off." };
  }

  @Mutation(() => RecoveryCodesType, { description: "Ten new recovery codes for a current code; the old ones stop working." })
  async regenerateRecoveryCodes(@Arg("code", () => String) code: string, @Ctx() ctx: Context) {
    return { codes: await ctx.services.twoFactor.regenerateRecoveryCodes(requireViewer(ctx.viewer).id, code) };
  }

  @Mutation(() => AuthPayloadType, {
    description:
      "Finishes a sign-in answered SECOND_FACTOR_REQUIRED: the ticket and a code of the authenticator app (each is taken once) or an unused " +
      "recovery code (used up). Sets the session cookie as login does. A wrong code is UNAUTHENTICATED; repeated ones slow down like passwords (TOO_MANY_REQUESTS).",
  })
  async verifySignInCode(@Arg("ticket", () => String, { description: TICKET }) ticket: string, @Arg("code", () => String) code: string, @Ctx() ctx: Context) {
    return signedInPayload(ctx, await ctx.services.auth.verifySignInCode({ ticket, code }, ctx.client()));
  }

  @Mutation(() => TwoFactorSetupType, { description: "For a sign-in answered TWO_FACTOR_SETUP_REQUIRED: the secret and QR code to set up." })
  beginTwoFactorSetupAtSignIn(@Arg("ticket", () => String, { description: TICKET }) ticket: string, @Ctx() ctx: Context) {
    return ctx.services.auth.beginSetupAtSignIn(ticket);
  }

  @Mutation(() => AuthPayloadType, { description: "...and its first code: turns two-step sign-in on and signs in; the answer's recoveryCodes are shown this once." })
  async enableTwoFactorAtSignIn(@Arg("ticket", () => String, { description: TICKET }) ticket: string, @Arg("code", () => String) code: string, @Ctx() ctx: Context) {
    return signedInPayload(ctx, await ctx.services.auth.enableAtSignIn({ ticket, code }, ctx.client()));
  }
}
