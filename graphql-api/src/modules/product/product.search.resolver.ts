// Search for partners as a Relay connection (cursor walk by keyset); the numbered pages are searchProducts.
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { PageInfoType } from "../page-info.types.js";
import { ProductType } from "./product.types.js";

@ObjectType("SearchProductEdge", { description: "One match of a search and its place in the ranking." })
export class SearchProductEdgeType {
  @Field(() => String, { description: "Opaque; pass it as `after` to continue after this product." }) cursor!: string;
  @Field(() => ProductType, { description: "The matching product." }) node!: ProductType;
}

@ObjectType("SearchProductConnection", { description: "Matches of a search in its ranking, a page at a time (Relay)." })
export class SearchProductConnectionType {
  @Field(() => [SearchProductEdgeType], { description: "This page's matches, best first, each with its cursor." }) edges!: SearchProductEdgeType[];
  @Field(() => PageInfoType, { description: "Where the walk stands: hasNextPage and endCursor." }) pageInfo!: PageInfoType;
}

@Resolver()
export class ProductSearchResolver {
  @Query(() => SearchProductConnectionType, {
    description:
      "searchProducts as a cursor walk: the same matches in the same order, `first` (1 to 100, default 24) after the cursor `after`. A walk neither skips nor repeats a product when others are added or removed meanwhile. A blank keyword gives no edges; a cursor this API did not give is refused (BAD_USER_INPUT).",
  })
  searchProductsConnection(
    @Arg("keyword", () => String, { description: "What to search for, as in searchProducts; the same on every page of a walk." }) keyword: string,
    @Arg("first", () => Int, { nullable: true, defaultValue: 24, description: "1 to 100." }) first: number | null,
    @Arg("after", () => String, { nullable: true, description: "The endCursor of the previous page; with the same keyword." }) after: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.products.searchConnection(ctx.viewer, keyword, first, after);
  }
}
