// The GraphQL shapes of passkeys: one of the account's, and the options handed to the browser.
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType("Passkey", { description: "A passkey of the signed-in account (WebAuthn): signs in without a password." })
export class PasskeyType {
  @Field(() => ID, { description: "The credential's id (base64url)." }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: "Synced across the owner's devices by a password manager." }) synced!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;
}

@ObjectType("PasskeyChallenge", { description: "Options for navigator.credentials (JSON, as @simplewebauthn/browser takes them), valid 5 minutes, once." })
export class PasskeyChallengeType {
  @Field(() => ID, { description: "Send it back with the browser's answer." }) challengeId!: string;
  @Field(() => String, { description: "PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON." }) options!: string;
}
