// The homepage's feature images on GraphQL: anyone lists them, admins add and delete them.
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { FeatureImageType } from "./feature.types.js";

@Resolver(() => FeatureImageType)
export class FeatureResolver {
  @Query(() => [FeatureImageType], { description: "Feature images for the shop home, oldest first (at most 100)." })
  featureImages(@Ctx() ctx: Context) {
    return ctx.services.features.list();
  }

  @Mutation(() => FeatureImageType, { description: "Admin: add a feature image by URL (upload it first with POST /api/admin/products/upload-image); BAD_USER_INPUT when there are already 100." })
  addFeatureImage(@Arg("image", () => String) image: string, @Ctx() ctx: Context) {
    return ctx.services.features.add(image);
  }

  @Mutation(() => ID, { description: "Admin: delete a feature image; returns its id, NOT_FOUND for an unknown one." })
  deleteFeatureImage(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.features.delete(id);
  }
}
