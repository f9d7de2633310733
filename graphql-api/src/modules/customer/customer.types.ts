// GraphQL shapes of the back office's customers.
import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("Customer", { description: "A customer account as the back office sees it, with its order figures (money in integer cents)." })
export class CustomerType {
  @Field(() => ID) id!: string;
  @Field(() => String) userName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => Date, { nullable: true, description: "When the sign-in was disabled; null while enabled." }) disabledAt!: Date | null;
  @Field(() => Date, { description: "When the account was registered." }) createdAt!: Date;
  @Field(() => Int, { description: "Orders placed, whatever became of them." }) ordersCount!: number;
  @Field(() => Int, { description: "Sum of the totals of the customer's paid orders (refunded, cancelled and unpaid ones excluded)." })
  totalSpentCents!: number;
  @Field(() => Date, { nullable: true, description: "When the latest order was placed; null without orders." }) lastOrderAt!: Date | null;
}

@ObjectType("CustomerPage", { description: "One page of customers, newest first, with the number of matches across all pages." })
export class CustomerPageType {
  @Field(() => [CustomerType]) items!: CustomerType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}
