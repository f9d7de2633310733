// The GraphQL shapes of the partners' cursor walk over the catalogue (productsConnection, Relay style).
import { Field, ObjectType } from "type-graphql";
import { PageInfoType } from "../page-info.types.js";
import { ProductType } from "./product.types.js";

@ObjectType("ProductEdge", { description: "One product of a walk, with the cursor to continue after it." })
export class ProductEdgeType {
  @Field(() => String, { description: "Opaque: pass it as `after` to continue after this product." }) cursor!: string;
  @Field(() => ProductType, { description: "The product as it is now." }) node!: ProductType;
}

@ObjectType("ProductConnection", {
  description:
    "One page of a cursor walk. The walk lists the catalogue as it stood when its first page was served: a product repriced or renamed meanwhile keeps its place (never skipped or repeated), one added later is not in it, one deleted drops out.",
})
export class ProductConnectionType {
  @Field(() => [ProductEdgeType], { description: "This page's products, each with its cursor." }) edges!: ProductEdgeType[];
  @Field(() => PageInfoType, { description: "Where the walk stands: hasNextPage and endCursor." }) pageInfo!: PageInfoType;
}
