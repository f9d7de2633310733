// The GraphQL shapes of the cart and its lines, in integer cents computed on the server.
import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("CartItem", { description: "A cart line of one variant; title, image, prices and stock are the current values; money in integer cents." })
export class CartItemType {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => ID) variantId!: string;
  @Field(() => String) sku!: string;
  @Field(() => String, { description: '"" for one size.' }) size!: string;
  @Field(() => String, { description: '"" for one colour.' }) colour!: string;
  @Field(() => String) title!: string;
  @Field(() => String) image!: string;
  @Field(() => Int) priceCents!: number;
  @Field(() => Int, { description: "0 when the product is not on sale." }) salePriceCents!: number;
  @Field(() => Int, { description: "What one unit of the variant costs now: its own price, else the sale price when on sale, else the price." }) unitPriceCents!: number;
  @Field(() => Int, { description: "unitPriceCents x quantity." }) lineTotalCents!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { description: "The variant's stock: the most this line may hold." }) totalStock!: number;
}

@ObjectType("Cart", { description: "The signed-in shopper's cart; money in integer cents, computed on the server." })
export class CartType {
  @Field(() => ID) id!: string;
  @Field(() => [CartItemType]) items!: CartItemType[];
  @Field(() => Int, { description: "Sum of the line quantities (the cart badge)." }) itemCount!: number;
  @Field(() => Int) subtotalCents!: number;
  @Field(() => Int, { description: "500 under a 100,000 subtotal, 250 from 100,000 to under 200,000, 0 from 200,000 (and for an empty cart)." })
  shippingCents!: number;
  @Field(() => Int) totalCents!: number;
}
