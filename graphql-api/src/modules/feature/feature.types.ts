import { Field, ID, ObjectType } from "type-graphql";

@ObjectType("FeatureImage", { description: "An image shown in the Featured Highlights grid of the shop home." })
export class FeatureImageType {
  @Field(() => ID) id!: string;
  @Field(() => String) image!: string;
  @Field(() => Date) createdAt!: Date;
}
