// The GraphQL shapes of a saved address and of the address form, with the limits clients are told about.
import { Field, ID, InputType, ObjectType } from "type-graphql";

@ObjectType("Address", { description: "A saved delivery address of the signed-in user (at most 3)." })
export class AddressType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) pincode!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { description: "Delivery notes." }) notes!: string;
  @Field(() => String, { nullable: true, description: "ISO 3166-1 alpha-2; null: the shop's country (it decides the tax)." }) country!: string | null;
  @Field(() => String, { nullable: true, description: "A region code (US state, province...); null: the shop's region when the country is the shop's." }) region!: string | null;
}

@InputType("AddressInput", {
  description: "Every field is trimmed and required. address <= 300 chars, city <= 100, pincode 3-10 digits, phone 6-15 digits (leading + allowed), notes <= 500.",
})
export class AddressInput {
  @Field(() => String, { description: "Street and number; at most 300 characters." }) address!: string;
  @Field(() => String, { description: "At most 100 characters." }) city!: string;
  @Field(() => String, { description: "3 to 10 digits." }) pincode!: string;
  @Field(() => String, { description: "6 to 15 digits; a leading + is allowed." }) phone!: string;
  @Field(() => String, { description: "Delivery notes; at most 500 characters." }) notes!: string;
  @Field(() => String, { nullable: true, description: "Optional two-letter country code; absent or empty: the shop's." }) country?: string | null;
  @Field(() => String, { nullable: true, description: "Optional region code (up to 6 letters or digits)." }) region?: string | null;
}
