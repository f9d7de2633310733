// Search for partners as a Relay connection (cursor walk by keyset); the numbered pages are searchProducts.
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { PageInfoType } from "../page-info.types.js";
import { ProductType } from "./product.types.js";

@ObjectType("SearchProductEdge", { description: "One match of a search and its place in the ranking." })
export class SearchProductEdgeType {
  @Field(() => String, { description: "Opaque; pass it as `after` to continue after this product." }) cursor!: string;
  @Field(() => ProductType) node!: ProductType;
}

@ObjectType("SearchProductConnection", { description: "Matches of a search in its ranking, a page at a time (Relay)." })
export class SearchProductConnectionType {
  @Field(() => [SearchProductEdgeType]) edges!: SearchProductEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@Resolver()
export class ProductSearchResolver {
  @Query(() => SearchProductConnectionType, {
    description:
      "searchProducts as a cursor walk: the same matches in the same order, `first` (1 to 100, default 24) after the cursor `after`. A walk neither skips nor repeats a product when others are added or removed meanwhile. A blank keyword gives no edges; a cursor this API did not give is refused (BAD_USER_INPUT).",
  })
  searchProductsConnection(
    @Arg("keyword", () => String) keyword: string,
    @Arg("first", () => Int, { nullable: true, defaultValue: 24 }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.products.searchConnection(ctx.viewer, keyword, first, after);
  }
}
