// The GraphQL shape of the wishlist, identified by its owner so client caches update it in place.
import { Field, ID, ObjectType } from "type-graphql";
import { ProductType } from "../product/product.types.js";

@ObjectType("Wishlist", { description: "id is the owner's user id, so mutations returning it update the cached wishlist in place." })
export class WishlistType {
  @Field(() => ID) id!: string;
  @Field(() => [ProductType], { description: "Most recently added first (at most 200)." }) items!: ProductType[];
}
