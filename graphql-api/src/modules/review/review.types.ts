// The GraphQL shapes of a review, a page of reviews, and the review form with its limits.
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("Review", { description: "A shopper's review of a product they bought." })
export class ReviewType {
  @Field(() => ID, { description: "The review's id." }) id!: string;
  @Field(() => ID, { description: "The product reviewed." }) productId!: string;
  @Field(() => ID, { description: "The reviewer's user id." }) userId!: string;
  @Field(() => String, { description: "The reviewer's name when the review was written." }) userName!: string;
  @Field(() => String, { description: "Plain text as the reviewer wrote it (trimmed); escape it before showing it as HTML." })
  reviewMessage!: string;
  @Field(() => Int, { description: "1 to 5 stars." }) reviewValue!: number;
  @Field(() => Date, { description: "When the review was written." }) createdAt!: Date;
}

@ObjectType("ReviewPage", { description: "One page of a product's reviews, newest first; total counts them all." })
export class ReviewPageType {
  @Field(() => [ReviewType], { description: "Empty when page is past the last page." }) items!: ReviewType[];
  @Field(() => Int, { description: "Number of reviews of the product across all pages." }) total!: number;
  @Field(() => Int, { description: "The page number asked (1 is the first)." }) page!: number;
  @Field(() => Int, { description: "The page size asked." }) pageSize!: number;
}

@InputType("ReviewInput", { description: "reviewValue 1 to 5; reviewMessage trimmed, non-blank, at most 2000 characters." })
export class ReviewInput {
  @Field(() => ID, { description: "A product in one of the caller's paid orders." }) productId!: string;
  @Field(() => String, { description: "Trimmed; not blank, at most 2000 characters." }) reviewMessage!: string;
  @Field(() => Int, { description: "1 to 5 stars." }) reviewValue!: number;
}
