// The GraphQL shapes of accounts: the user, the login answer, plain confirmations, and the registration and profile forms.
import { Field, ID, InputType, ObjectType } from "type-graphql";
import { Role } from "../shared-enums.js";

const USER_NAME = "Trimmed; not blank, at most 60 characters.";
const EMAIL = "Trimmed and lowercased; a valid address of at most 254 characters.";

@ObjectType("User", { description: "A shop account: what the account owner (and nobody else) may see of it." })
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) userName!: string;
  @Field(() => String, { description: "Lowercase." }) email!: string;
  @Field(() => String, { description: "Digits only (at most 10); empty when the user gave none." }) phone!: string;
  @Field(() => Role, { description: "admin may use the Admin operations; user is a shopper." }) role!: Role;
}

@ObjectType("AuthPayload", { description: "The result of a successful login." })
export class AuthPayloadType {
  @Field(() => String, {
    description:
      "Also set as an httpOnly cookie; send it as `Authorization: Bearer` from scripts. It stops working when the session " +
      "lifetime ends (7 days by default), at logout and at a password reset.",
  })
  token!: string;
  @Field(() => UserType) user!: UserType;
  @Field(() => String, {
    deprecationReason: "Nothing requires it: cookie-authenticated writes are accepted from the shop's own pages without an X-CSRF-Token header.",
  })
  csrfToken!: string;
  @Field(() => String, { description: "A confirmation to show the user." }) message!: string;
  @Field(() => [String], {
    description:
      "Public storefront: the visitor's guest cart joined the account's cart at this sign-in, lines of the same variant adding up to at most its stock; one sentence for the shopper about each line cut or left out (empty when all fit, and on a members-only shop).",
  })
  cartNotices!: string[];
  @Field(() => [String], {
    nullable: true,
    description: "Only when this sign-in turned two-step sign-in on (enableTwoFactorAtSignIn): the ten recovery codes, shown this once.",
  })
  recoveryCodes?: string[] | null;
}

@ObjectType("MessagePayload", { description: "The answer of an operation that returns no data; failures come back as errors instead." })
export class MessagePayloadType {
  @Field(() => Boolean, { description: "Always true." }) success!: boolean;
  @Field(() => String, { description: "A confirmation to show the user." }) message!: string;
}

@InputType("RegisterInput", { description: "A new customer account; CONFLICT when the email already has one." })
export class RegisterInput {
  @Field(() => String, { description: USER_NAME }) userName!: string;
  @Field(() => String, { description: EMAIL }) email!: string;
  @Field(() => String, { description: "8 to 128 characters, kept as typed (not trimmed)." }) password!: string;
}

@InputType("ProfileInput", {
  description:
    "Name and phone replace the current ones at once. A different email needs currentPassword and takes effect only when the " +
    "link mailed to it is opened (until then it shows as User.pendingEmail); the answer is the same whether or not another account has it.",
})
export class ProfileInput {
  @Field(() => String, { description: USER_NAME }) userName!: string;
  @Field(() => String, { description: EMAIL }) email!: string;
  @Field(() => String, { description: "Digits only, at most 10 (trimmed); empty to remove it." }) phone!: string;
  @Field(() => String, {
    nullable: true,
    description: "The account's current password: required when email changes (BAD_USER_INPUT without it or when wrong; at most 5 email changes an hour).",
  })
  currentPassword?: string | null;
}
