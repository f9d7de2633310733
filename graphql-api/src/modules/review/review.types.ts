import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("Review", { description: "A shopper's review of a product they bought." })
export class ReviewType {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: "The reviewer's name when the review was written." }) userName!: string;
  @Field(() => String) reviewMessage!: string;
  @Field(() => Int, { description: "1 to 5 stars." }) reviewValue!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType("ReviewPage", { description: "One page of a product's reviews, newest first; total counts them all." })
export class ReviewPageType {
  @Field(() => [ReviewType]) items!: ReviewType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@InputType("ReviewInput", { description: "reviewValue 1 to 5; reviewMessage trimmed, non-blank, at most 2000 characters." })
export class ReviewInput {
  @Field(() => ID) productId!: string;
  @Field(() => String) reviewMessage!: string;
  @Field(() => Int) reviewValue!: number;
}
