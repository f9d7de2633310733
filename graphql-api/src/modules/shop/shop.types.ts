// The GraphQL shape of the shop's public facts (demo payments, currency).
import { Field, ObjectType } from "type-graphql";

@ObjectType("ShopInfo", { description: "Public facts about this shop that every client needs to show its shoppers." })
export class ShopInfoType {
  @Field(() => Boolean, {
    description:
      "True when checkout pays through the built-in offline PayPal sandbox (PAYPAL_MODE=offline): no money is taken, and a client must say so on every page.",
  })
  demoPayments!: boolean;

  @Field(() => String, { description: "ISO 4217 code of every amount (USD)." })
  currency!: string;
}
