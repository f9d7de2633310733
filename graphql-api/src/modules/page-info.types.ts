// The Relay PageInfo every cursor connection answers with (productsConnection, ordersConnection).
import { Field, ObjectType } from "type-graphql";

@ObjectType("PageInfo", { description: "Where a cursor walk stands: pass endCursor as `after` for the next page while hasNextPage." })
export class PageInfoType {
  @Field(() => Boolean, { description: "Whether another page follows this one." }) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: "The cursor of the last edge of this page; null when the page is empty." })
  endCursor!: string | null;
}
