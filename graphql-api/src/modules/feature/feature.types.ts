// The GraphQL shape of a homepage feature image.
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType("FeatureImage", { description: "An image shown in the Featured Highlights grid of the shop home." })
export class FeatureImageType {
  @Field(() => ID, { description: "The image's id." }) id!: string;
  @Field(() => String, {
    description: "Image URL: a path on this shop (/uploads/…, /images/…; resolve it against the shop's address) or an absolute http(s) URL.",
  })
  image!: string;
  @Field(() => Date, { description: "When an admin added it." }) createdAt!: Date;
}
