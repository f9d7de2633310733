// The GraphQL shape of the shop's public facts (demo payments, currency, who may browse, its address).
import { Field, ObjectType, registerEnumType } from "type-graphql";

export enum StorefrontAccessMode {
  members = "members",
  public = "public",
}

registerEnumType(StorefrontAccessMode, {
  name: "StorefrontAccess",
  description:
    "members: only signed-in shoppers see the storefront (every other page sends a visitor to sign in); public: anyone browses the catalogue, opens product pages and keeps a guest cart, which joins the account's cart at sign-in.",
  valuesConfig: {
    members: { description: "Only signed-in shoppers see the storefront." },
    public: { description: "Anyone browses it and keeps a guest cart." },
  },
});

@ObjectType("ShopInfo", { description: "Public facts about this shop that every client needs to show its shoppers." })
export class ShopInfoType {
  @Field(() => Boolean, {
    description:
      "True when checkout pays through the built-in offline PayPal sandbox (PAYPAL_MODE=offline): no money is taken, and a client must say so on every page.",
  })
  demoPayments!: boolean;

  @Field(() => String, { description: "ISO 4217 code of every amount (USD)." })
  currency!: string;

  @Field(() => StorefrontAccessMode, { description: "Who may browse the storefront (STOREFRONT_ACCESS)." })
  storefrontAccess!: StorefrontAccessMode;

  @Field(() => String, { description: "The shop's address (PUBLIC_URL, without a trailing slash): absolute links to its pages and images start with it." })
  url!: string;
}
