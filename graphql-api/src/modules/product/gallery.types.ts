// The gallery on GraphQL: a product's pictures, with what a page needs to show them without layout shift.
import { Field, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("ProductImage", { description: "One picture of a product's gallery." })
export class ProductImageType {
  @Field(() => String, { description: "The picture: a path on this shop (/uploads/…, /images/…) or an absolute http(s) URL. An uploaded one (/uploads/<sha256>.<ext>) is also served at any width of 160, 320, 480, 640, 960, 1280 and 1920 as /uploads/<sha256>-w<width>.<avif|webp|jpg|png>." })
  url!: string;
  @Field(() => String, { description: "What the picture shows, for shoppers who cannot see it (the product's title for a picture from before galleries)." })
  alt!: string;
  @Field(() => String, { description: "The colour of the product it shows (one of its variants' colours); \"\" when it shows the product in any colour." })
  colour!: string;
  @Field(() => Int, { nullable: true, description: "Width in pixels of the uploaded picture (upright); null when unknown (a drawing, another host's picture)." })
  width!: number | null;
  @Field(() => Int, { nullable: true, description: "Height in pixels, as width." })
  height!: number | null;
  @Field(() => String, { nullable: true, description: "Its dominant colour as #rrggbb, to paint in its box until it loads; null when unknown." })
  placeholder!: string | null;
}

@InputType("ProductImageInput", { description: "One picture of a gallery being saved." })
export class ProductImageInput {
  @Field(() => String, { description: "An uploaded picture's url (POST /api/admin/products/upload-image) or an http(s) URL." })
  url!: string;
  @Field(() => String, { description: "What the picture shows: required, at most 250 characters." })
  alt!: string;
  @Field(() => String, { nullable: true, description: "One of the product's colours (its variants'), or \"\"/null for any colour." })
  colour?: string | null;
}
