// The GraphQL shapes of variants (a product's sizes and colours, each with its own SKU, stock and optional price),
// the catalogue's facet counts, and the variant grid of the admin's product form.
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("ProductVariant", { description: "What is sold and stocked: one size and colour of a product; money in integer cents." })
export class ProductVariantType {
  @Field(() => ID, { description: "The variant's id (what a cart line and an order line name)." }) id!: string;
  @Field(() => String, { description: "Unique across the shop." }) sku!: string;
  @Field(() => String, { description: 'The size label ("S", "M", "42"); "" for one size.' }) size!: string;
  @Field(() => String, { description: '"" when the product comes in one colour.' }) colour!: string;
  @Field(() => Int, { description: "Units in stock; a cart line of this variant can never hold more." }) stock!: number;
  @Field(() => Int, { nullable: true, description: "This variant's own price; null when the product's price (or sale price) applies." })
  priceCents!: number | null;
  @Field(() => Int, { description: "What one unit of this variant costs now: its own price, else the product's sale price when on sale, else its price." })
  unitPriceCents!: number;
}

@ObjectType("FacetCount", { description: "A value of a filter group and how many products it would list." })
export class FacetCountType {
  @Field(() => String, { description: "The value: a category or brand slug, a size or a colour." }) value!: string;
  @Field(() => Int, { description: "How many products the filter would list with this value." }) count!: number;
}

@ObjectType("ProductFacets", {
  description:
    "Counts of the catalogue's filter values. Each group counts the products matching every OTHER group of the filter, so choosing a size does not zero the other sizes. Sizes and colours count products with that size (colour) in stock.",
})
export class ProductFacetsType {
  @Field(() => [FacetCountType], { description: "Per category slug." }) category!: FacetCountType[];
  @Field(() => [FacetCountType], { description: "Per brand slug." }) brand!: FacetCountType[];
  @Field(() => [FacetCountType], { description: "Per size in stock, smallest first." }) size!: FacetCountType[];
  @Field(() => [FacetCountType], { description: "Per colour in stock." }) colour!: FacetCountType[];
}

@InputType("ProductVariantInput", {
  description: "One cell of the variant grid; a refused cell is named in the error's extensions.fields by its path (\"variants.2.sku\").",
})
export class ProductVariantInput {
  @Field(() => ID, { nullable: true, description: "An existing variant of this product, to update it; left out for a new one." }) id?: string | null;
  @Field(() => String, { description: "1 to 64 letters, digits, '-', '_' or '.'; unique across the shop (compared case-insensitively within a product)." })
  sku!: string;
  @Field(() => String, { nullable: true, description: 'At most 40 characters; "" or left out for one size. Size and colour together are unique per product.' })
  size?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 40 characters; "" or left out for one colour.' }) colour?: string | null;
  @Field(() => Int, { description: "0 to 1,000,000." }) stock!: number;
  @Field(() => Int, { nullable: true, description: "Above 0, at most 100,000,000; null or left out for the product's price (and sale price)." })
  priceCents?: number | null;
}
