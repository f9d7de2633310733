import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { ReviewInput, ReviewType } from "./review.types.js";

@Resolver(() => ReviewType)
export class ReviewResolver {
  @Query(() => [ReviewType], { description: "A product's reviews, newest first (at most 100)." })
  reviews(@Arg("productId", () => ID) productId: string, @Ctx() ctx: Context) {
    return ctx.services.reviews.list(productId);
  }

  @Mutation(() => ReviewType, { description: "Reviews a product the signed-in user has a paid order for; once per product." })
  addReview(@Arg("input", () => ReviewInput) input: ReviewInput, @Ctx() ctx: Context) {
    return ctx.services.reviews.add(ctx.viewer, input);
  }
}
