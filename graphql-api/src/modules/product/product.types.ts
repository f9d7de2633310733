// The GraphQL shapes of products: the product, pages of them, the catalogue filter, and the create and update forms
// with the limits clients are told about; and the deprecation note of the dollar fields.
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { ProductVariantInput, ProductVariantType } from "./variant.types.js";

const IMAGE =
  "Image URL: a path on this shop (/uploads/…, /images/…; resolve it against the shop's address) or an absolute http(s) URL.";

/** Why the dollar fields remain: partners written against them keep working while they move to the cents fields. */
export const DOLLARS_DEPRECATED = "Dollars as a Float; use the integer ...Cents field instead.";

@ObjectType("Product", {
  description: "Money is integer cents (priceCents, salePriceCents); salePriceCents is 0 when not on sale.",
})
export class ProductType {
  @Field(() => ID, { description: "The product's id." }) id!: string;
  @Field(() => String, { description: "Its name, as shown in the shop." }) title!: string;
  @Field(() => String, {
    description:
      "Its page's name in the shop's addresses (/shop/product/<slug>): lowercase letters, digits and hyphens, made from the title and unique. It changes when the title's words change; the slugs it had before still lead to it (productBySlug).",
  })
  slug!: string;
  @Field(() => String, { description: "Its description (plain text)." }) description!: string;
  @Field(() => String, { description: "The slug of its Category (see the categories query)." }) category!: string;
  @Field(() => String, { description: "The slug of its Brand (see the brands query); H&M is hm." }) brand!: string;
  @Field(() => String, { description: IMAGE }) image!: string;
  @Field(() => Int, { description: "Regular price in cents." }) priceCents!: number;
  @Field(() => Int, { description: "Sale price in cents, charged instead of the price when above 0; 0 when not on sale." })
  salePriceCents!: number;
  @Field(() => Int, { description: "Units in stock: the sum of its variants' stock." }) totalStock!: number;
  @Field(() => Float, { description: "Mean of the review stars (1 to 5); 0 when the product has no reviews." }) averageReview!: number;
  @Field(() => Int, { description: "Number of reviews." }) reviewCount!: number;
  @Field(() => [ProductVariantType], { description: "Its sizes and colours, in the admin's order; one variant (size and colour \"\") when it has none." })
  variants!: ProductVariantType[];
}

@ObjectType("ProductPage", { description: "One page of products; total counts every match across all pages." })
export class ProductPageType {
  @Field(() => [ProductType], { description: "Empty when page is past the last page." }) items!: ProductType[];
  @Field(() => Int, { description: "Number of matching products across all pages: exact, or the database's estimate when totalIsEstimate (a broad filter or keyword of a large catalogue; a page that shows the end always has the exact total)." }) total!: number;
  @Field(() => Boolean, { description: "true when total is an estimate (show it as \"about N\"); false when exact." }) totalIsEstimate!: boolean;
  @Field(() => Int, { description: "The page number asked (1 is the first)." }) page!: number;
  @Field(() => Int, { description: "The page size asked (1 to 100)." }) pageSize!: number;
}

@InputType("ProductFilter", { description: "Filters of the catalogue: a product matches when it has any listed value in each given group." })
export class ProductFilterInput {
  @Field(() => [String], { nullable: true, description: "Any of these category slugs (hidden ones too); null or [] for every category. A slug no category has is refused (BAD_USER_INPUT \"Unknown category: x\")." })
  category?: string[] | null;
  @Field(() => [String], { nullable: true, description: "Any of these brand slugs (hidden ones too); null or [] for every brand. A slug no brand has is refused (BAD_USER_INPUT \"Unknown brand: x\")." })
  brand?: string[] | null;
  @Field(() => [String], { nullable: true, description: "Any of these sizes, in stock: with colour, one variant of a listed size and a listed colour has stock above 0." })
  size?: string[] | null;
  @Field(() => [String], { nullable: true, description: "Any of these colours, in stock: with size, one variant of a listed size and a listed colour has stock above 0." })
  colour?: string[] | null;
  @Field(() => Int, { nullable: true, description: "Price charged (the sale price when on sale) at least this, in cents." })
  minPriceCents?: number | null;
  @Field(() => Int, { nullable: true, description: "Price charged at most this, in cents." })
  maxPriceCents?: number | null;
}

@InputType("ProductInput", { description: "A new product. Texts are trimmed and must not be blank; money is integer cents (priceCents, salePriceCents)." })
export class ProductInput {
  @Field(() => String, { description: "At most 200 characters." }) title!: string;
  @Field(() => String, { description: "At most 5,000 characters." }) description!: string;
  @Field(() => String, { description: "The slug of an existing category (BAD_USER_INPUT \"Unknown category: x\" otherwise)." }) category!: string;
  @Field(() => String, { description: "The slug of an existing brand (BAD_USER_INPUT \"Unknown brand: x\" otherwise); H&M is hm." }) brand!: string;
  @Field(() => String, { description: `${IMAGE} Upload a file first with POST /api/admin/products/upload-image.` }) image!: string;
  @Field(() => Int, { nullable: true, description: "Above 0, at most 100,000,000 (1,000,000.00). Required (or the deprecated price)." })
  priceCents?: number | null;
  @Field(() => Int, { nullable: true, description: "Lower than the price; 0 or null (or left out) for not on sale." })
  salePriceCents?: number | null;
  @Field(() => Float, { nullable: true, deprecationReason: DOLLARS_DEPRECATED, description: "The price in dollars (send this or priceCents)." })
  price?: number | null;
  @Field(() => Float, { nullable: true, deprecationReason: DOLLARS_DEPRECATED, description: "The sale price in dollars (send this or salePriceCents)." })
  salePrice?: number | null;
  @Field(() => Int, { nullable: true, description: "0 to 1,000,000: the stock of its one default variant. Required unless variants are given (then their sum)." })
  totalStock?: number | null;
  @Field(() => [ProductVariantInput], { nullable: true, description: "The variant grid (1 to 100 cells); left out: one default variant holding totalStock." })
  variants?: ProductVariantInput[] | null;
}

@InputType("ProductUpdateInput", {
  description: "The fields to change, with the rules of ProductInput. A field left out or null keeps its current value; to end a sale send salePriceCents 0.",
})
export class ProductUpdateInput {
  @Field(() => String, { nullable: true, description: "At most 200 characters." }) title?: string | null;
  @Field(() => String, { nullable: true, description: "At most 5,000 characters." }) description?: string | null;
  @Field(() => String, { nullable: true, description: "The slug of an existing category." }) category?: string | null;
  @Field(() => String, { nullable: true, description: "The slug of an existing brand; H&M is hm." }) brand?: string | null;
  @Field(() => String, { nullable: true, description: IMAGE }) image?: string | null;
  @Field(() => Int, { nullable: true, description: "Above 0, at most 100,000,000; must stay above the sale price." }) priceCents?: number | null;
  @Field(() => Int, { nullable: true, description: "Lower than the price; 0 ends the sale, null keeps the current sale price." })
  salePriceCents?: number | null;
  @Field(() => Float, { nullable: true, deprecationReason: DOLLARS_DEPRECATED, description: "The price in dollars (send this or priceCents)." })
  price?: number | null;
  @Field(() => Float, { nullable: true, deprecationReason: DOLLARS_DEPRECATED, description: "The sale price in dollars (send this or salePriceCents)." })
  salePrice?: number | null;
  @Field(() => Int, { nullable: true, description: "0 to 1,000,000: the stock of a product with one variant; a product with several is edited through variants." })
  totalStock?: number | null;
  @Field(() => [ProductVariantInput], {
    nullable: true,
    description: "The full variant grid: cells with the id of a variant are updated, variants left out are deleted, cells without id are created.",
  })
  variants?: ProductVariantInput[] | null;
}
