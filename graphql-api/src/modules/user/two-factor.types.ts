// The GraphQL shapes of two-step sign-in: its state, a setup in progress, and recovery codes.
import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("TwoFactorStatus", { description: "Two-step sign-in (an authenticator app's codes) on the signed-in account." })
export class TwoFactorStatusType {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Boolean, { description: "True for admins when the shop requires it (ADMIN_TWO_FACTOR=required): it cannot be turned off." })
  required!: boolean;
  @Field(() => Int, { description: "Unused recovery codes (0 while two-step sign-in is off)." }) recoveryCodesLeft!: number;
}

@ObjectType("TwoFactorSetup", { description: "A secret being set up: scan the QR code (or type the secret) into an authenticator app, then send its first code." })
export class TwoFactorSetupType {
  @Field(() => String, { description: "Base32, for apps that cannot scan." }) secret!: string;
  @Field(() => String, { description: "The otpauth:// URI the QR code holds." }) uri!: string;
  @Field(() => String, { description: "The QR code: an SVG image as a data: URL, drawn by the shop." }) qrCode!: string;
}

@ObjectType("RecoveryCodes", { description: "Ten single-use codes that stand in for the app's code; shown once, kept only as hashes." })
export class RecoveryCodesType {
  @Field(() => [String]) codes!: string[];
}
