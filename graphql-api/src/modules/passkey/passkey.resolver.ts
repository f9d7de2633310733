// Passkeys on GraphQL: the signed-in account's list, adding and removing one, and signing in with one.
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { requireViewer } from "../../auth/viewer.js";
import { AuthPayloadType } from "../user/user.types.js";
import { PasskeyChallengeType, PasskeyType } from "./passkey.types.js";
import { signedInPayload } from "../user/signed-in.js";

const RESPONSE = "The browser's answer (JSON, as @simplewebauthn/browser returns it).";

@Resolver()
export class PasskeyResolver {
  @Query(() => [PasskeyType], { description: "The signed-in account's passkeys, oldest first." })
  passkeys(@Ctx() ctx: Context) {
    return ctx.services.passkeys.list(requireViewer(ctx.viewer).id);
  }

  @Mutation(() => PasskeyChallengeType, { description: "Options to create a passkey for the signed-in account (at most 10)." })
  passkeyRegistrationOptions(@Ctx() ctx: Context) {
    return ctx.services.passkeys.registrationOptions(requireViewer(ctx.viewer).id);
  }

  @Mutation(() => PasskeyType, { description: "Adds the passkey the browser created; BAD_USER_INPUT when its answer does not verify." })
  addPasskey(
    @Arg("challengeId", () => ID) challengeId: string,
    @Arg("response", () => String, { description: RESPONSE }) response: string,
    @Arg("name", () => String, { nullable: true, description: "A name to tell it apart (at most 60 characters)." }) name: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.passkeys.add(requireViewer(ctx.viewer).id, challengeId, response, name);
  }

  @Mutation(() => [PasskeyType], { description: "Removes one of the signed-in account's passkeys; answers those left." })
  removePasskey(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.passkeys.remove(requireViewer(ctx.viewer).id, id);
  }

  @Mutation(() => PasskeyChallengeType, { description: "Options to sign in with a passkey (the browser offers the ones it has for this shop)." })
  passkeySignInOptions(@Ctx() ctx: Context) {
    return ctx.services.passkeys.signInOptions();
  }

  @Mutation(() => AuthPayloadType, {
    description: "Signs in with a passkey, no password: sets the session cookie as login does. A passkey counts as two-step sign-in.",
  })
  async signInWithPasskey(
    @Arg("challengeId", () => ID) challengeId: string,
    @Arg("response", () => String, { description: RESPONSE }) response: string,
    @Ctx() ctx: Context,
  ) {
    return signedInPayload(ctx, await ctx.services.passkeys.signIn(challengeId, response, ctx.client()));
  }
}
