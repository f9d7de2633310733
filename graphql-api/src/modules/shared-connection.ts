// The Relay page info every cursor connection shares (edges { cursor node }, pageInfo, first/after).
import { Field, ObjectType } from "type-graphql";

@ObjectType("PageInfo", { description: "Where a connection's page ends: pass endCursor as `after` for the next page while hasNextPage." })
export class PageInfoType {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: "The last edge's cursor; null when the page has no edges." }) endCursor!: string | null;
}
