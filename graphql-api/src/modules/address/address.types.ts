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
}
