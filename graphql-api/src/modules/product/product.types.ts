import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { Brand, Category } from "../shared-enums.js";

@ObjectType("Product", {
  description: "Money fields are dollars with at most 2 decimals (stored as integer cents). salePrice is 0 when not on sale.",
})
export class ProductType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Category) category!: Category;
  @Field(() => Brand) brand!: Brand;
  @Field(() => String) image!: string;
  @Field(() => Float) price!: number;
  @Field(() => Float) salePrice!: number;
  @Field(() => Int) totalStock!: number;
  @Field(() => Float) averageReview!: number;
  @Field(() => Int) reviewCount!: number;
}

@ObjectType("ProductPage")
export class ProductPageType {
  @Field(() => [ProductType]) items!: ProductType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@InputType("ProductFilter")
export class ProductFilterInput {
  @Field(() => [Category], { nullable: true }) category?: Category[] | null;
  @Field(() => [Brand], { nullable: true }) brand?: Brand[] | null;
}

@InputType("ProductInput")
export class ProductInput {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Category) category!: Category;
  @Field(() => Brand) brand!: Brand;
  @Field(() => String) image!: string;
  @Field(() => Float) price!: number;
  @Field(() => Float, { nullable: true }) salePrice?: number | null;
  @Field(() => Int) totalStock!: number;
}

@InputType("ProductUpdateInput")
export class ProductUpdateInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Category, { nullable: true }) category?: Category | null;
  @Field(() => Brand, { nullable: true }) brand?: Brand | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => Float, { nullable: true }) price?: number | null;
  @Field(() => Float, { nullable: true }) salePrice?: number | null;
  @Field(() => Int, { nullable: true }) totalStock?: number | null;
}
