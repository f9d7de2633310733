// The gallery's fields on Product and the admin's mutation that saves a gallery.
import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import { ProductType } from "./product.types.js";
import { ProductImageInput, ProductImageType } from "./gallery.types.js";
import type { ProductView } from "./product.service.js";

@Resolver(() => ProductType)
export class GalleryResolver {
  @FieldResolver(() => [ProductImageType], { description: "Its pictures in order (1 to 12); the first is `image`. With `colour`: the pictures of that colour and those of any colour (all of them when none is of that colour)." })
  async images(@Root() p: ProductView, @Arg("colour", () => String, { nullable: true, description: "One of its colours." }) colour: string | null, @Ctx() ctx: Context) {
    const images = await ctx.services.gallery.imagesOf(p);
    if (!colour) return images;
    const chosen = images.filter((i) => i.colour === colour || i.colour === "");
    return chosen.some((i) => i.colour === colour) ? chosen : images;
  }

  @FieldResolver(() => ProductImageType, { description: "Its first picture (`image`), with its alt text, size and placeholder: what a listing's card shows." })
  async cover(@Root() p: ProductView, @Ctx() ctx: Context) {
    return (await ctx.services.gallery.imagesOf(p))[0];
  }

  @Mutation(() => ProductType, { description: "Admin: replace a product's gallery (1 to 12 pictures, in order; each with alt text, and optionally one of its colours). The first becomes its `image`." })
  async setProductImages(@Arg("productId", () => ID) productId: string, @Arg("images", () => [ProductImageInput]) images: ProductImageInput[], @Ctx() ctx: Context) {
    await ctx.services.gallery.setImages(productId, images);
    return ctx.services.products.get(ctx.viewer, productId);
  }
}
