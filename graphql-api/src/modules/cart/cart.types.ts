import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType("CartItem", { description: "A cart line; title, image, prices and stock are the product's current values." })
export class CartItemType {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) image!: string;
  @Field(() => Float) price!: number;
  @Field(() => Float, { description: "0 when the product is not on sale." }) salePrice!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) totalStock!: number;
}

@ObjectType("Cart", { description: "The signed-in shopper's cart; money in dollars, computed on the server." })
export class CartType {
  @Field(() => ID) id!: string;
  @Field(() => [CartItemType]) items!: CartItemType[];
  @Field(() => Int, { description: "Sum of the line quantities (the cart badge)." }) itemCount!: number;
  @Field(() => Float) subtotal!: number;
  @Field(() => Float, { description: "5 under 1000, 2.5 from 1000 to under 2000, 0 from 2000 (and for an empty cart)." }) shipping!: number;
  @Field(() => Float) total!: number;
}
