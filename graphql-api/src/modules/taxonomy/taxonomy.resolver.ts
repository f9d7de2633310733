// Categories and brands on GraphQL: anyone lists the visible ones; admins list all and create, rename, hide and
// reorder them.
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { requireViewer } from "../../auth/viewer.js";
import { BrandType, CategoryType, TaxonomyInput, TaxonomyUpdateInput } from "./taxonomy.types.js";

const HIDDEN = "Admins only (FORBIDDEN otherwise): include hidden ones.";
const REORDER = "Admin: the new menu order, as the full list of ids (each exactly once; BAD_USER_INPUT otherwise).";

@Resolver()
export class TaxonomyResolver {
  @Query(() => [CategoryType], { description: "Categories in menu order; hidden ones only with includeHidden (admins)." })
  categories(@Arg("includeHidden", () => Boolean, { nullable: true, defaultValue: false, description: HIDDEN }) includeHidden: boolean | null, @Ctx() ctx: Context) {
    return ctx.services.taxonomy.list(ctx.viewer, "category", includeHidden);
  }

  @Query(() => [BrandType], { description: "Brands in menu order; hidden ones only with includeHidden (admins)." })
  brands(@Arg("includeHidden", () => Boolean, { nullable: true, defaultValue: false, description: HIDDEN }) includeHidden: boolean | null, @Ctx() ctx: Context) {
    return ctx.services.taxonomy.list(ctx.viewer, "brand", includeHidden);
  }

  @Mutation(() => CategoryType, { description: "Admin: add a category (last in the menus); CONFLICT when the slug is taken." })
  createCategory(@Arg("input", () => TaxonomyInput) input: TaxonomyInput, @Ctx() ctx: Context) {
    return ctx.services.taxonomy.create("category", input, requireViewer(ctx.viewer));
  }

  @Mutation(() => CategoryType, { description: "Admin: rename, hide or show a category." })
  updateCategory(@Arg("id", () => ID) id: string, @Arg("input", () => TaxonomyUpdateInput) input: TaxonomyUpdateInput, @Ctx() ctx: Context) {
    return ctx.services.taxonomy.update("category", id, input, requireViewer(ctx.viewer));
  }

  @Mutation(() => [CategoryType], { description: REORDER })
  reorderCategories(@Arg("ids", () => [ID]) ids: string[], @Ctx() ctx: Context) {
    return ctx.services.taxonomy.reorder("category", ids, requireViewer(ctx.viewer));
  }

  @Mutation(() => BrandType, { description: "Admin: add a brand (last in the menus); CONFLICT when the slug is taken." })
  createBrand(@Arg("input", () => TaxonomyInput) input: TaxonomyInput, @Ctx() ctx: Context) {
    return ctx.services.taxonomy.create("brand", input, requireViewer(ctx.viewer));
  }

  @Mutation(() => BrandType, { description: "Admin: rename, hide or show a brand." })
  updateBrand(@Arg("id", () => ID) id: string, @Arg("input", () => TaxonomyUpdateInput) input: TaxonomyUpdateInput, @Ctx() ctx: Context) {
    return ctx.services.taxonomy.update("brand", id, input, requireViewer(ctx.viewer));
  }

  @Mutation(() => [BrandType], { description: REORDER })
  reorderBrands(@Arg("ids", () => [ID]) ids: string[], @Ctx() ctx: Context) {
    return ctx.services.taxonomy.reorder("brand", ids, requireViewer(ctx.viewer));
  }
}
