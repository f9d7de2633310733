// Product reviews on GraphQL: anyone reads a product's reviews; a signed-in buyer writes one.
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { ReviewInput, ReviewPageType, ReviewType } from "./review.types.js";

@Resolver(() => ReviewType)
export class ReviewResolver {
  @Query(() => ReviewPageType, { description: "A product's reviews, newest first, paginated (pageSize 1 to 100). An unknown product gives an empty page." })
  reviews(
    @Arg("productId", () => ID, { description: "The product whose reviews to list." }) productId: string,
    @Arg("page", () => Int, { nullable: true, defaultValue: 1, description: "1 to 100,000; a page past the last one has no items." }) page: number | null,
    @Arg("pageSize", () => Int, { nullable: true, defaultValue: 10, description: "1 to 100." }) pageSize: number | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.reviews.list(productId, page, pageSize);
  }

  @Mutation(() => ReviewType, { description: "Reviews a product the signed-in user has a paid order for, once per product: NOT_FOUND for an unknown product, FORBIDDEN without a paid order of it, CONFLICT for a second review." })
  addReview(@Arg("input", () => ReviewInput) input: ReviewInput, @Ctx() ctx: Context) {
    return ctx.services.reviews.add(ctx.viewer, input);
  }
}
