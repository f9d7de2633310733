import { Field, ID, InputType, ObjectType } from "type-graphql";
import { Role } from "../shared-enums.js";

@ObjectType("User")
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) userName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => Role) role!: Role;
}

@ObjectType("AuthPayload")
export class AuthPayloadType {
  @Field(() => String, { description: "Also set as an httpOnly cookie; send it as `Authorization: Bearer` from scripts." })
  token!: string;
  @Field(() => UserType) user!: UserType;
  @Field(() => String, { description: "Send in the X-CSRF-Token header on cookie-authenticated writes." })
  csrfToken!: string;
  @Field(() => String) message!: string;
}

@ObjectType("MessagePayload")
export class MessagePayloadType {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
}

@InputType("RegisterInput")
export class RegisterInput {
  @Field(() => String) userName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType("ProfileInput")
export class ProfileInput {
  @Field(() => String) userName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
}
