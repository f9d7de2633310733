// The Relay PageInfo every cursor connection answers with (productsConnection, ordersConnection).
import { Field, ObjectType } from "type-graphql";

@ObjectType("PageInfo", { description: "Where a cursor walk stands: pass endCursor as `after` for the next page while hasNextPage." })
export class PageInfoType {
  @Field(() => Boolean, { description: "Whether another page follows this one." }) hasNextPage!: boolean;
  @Field(() => Boolean, { description: "Whether this page was asked after a cursor (a walk's first page has none before it; walks only go forward)." })
  hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "The cursor of the first edge of this page; null when the page is empty." })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "The cursor of the last edge of this page; null when the page is empty." })
  endCursor!: string | null;
}
