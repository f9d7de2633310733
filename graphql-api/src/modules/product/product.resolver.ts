// The catalogue on GraphQL: browse, search and read products (anyone); create, update and delete them (admins).
import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, FieldResolver, Float, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { fieldsAt } from "../../selection.js";
import { toDollars } from "../../money.js";
import type { Context } from "../../context.js";
import { ProductSort } from "../shared-enums.js";
import { DOLLARS_DEPRECATED, ProductFilterInput, ProductInput, ProductPageType, ProductType, ProductUpdateInput } from "./product.types.js";
import type { ProductView } from "./product.service.js";
import { ProductFacetsType } from "./variant.types.js";
import { ProductConnectionType } from "./product.connection.types.js";
import { distinctValues } from "./variants.js";
import { ROW_FIELDS } from "./product.reader.js";

const PAGE = "1 to 100,000; a page past the last one has no items.";
const PAGE_SIZE = "1 to 100.";

/** Whether the products at `path` in the query ask for a field beyond their own row's (ROW_FIELDS): their variants are read then. */
const showsVariants = (info: GraphQLResolveInfo, path: string[]) => [...fieldsAt(info, path)].some((field) => !ROW_FIELDS.has(field));

@Resolver(() => ProductType)
export class ProductResolver {
  @Query(() => ProductPageType, { description: "The catalogue: category, brand, size and colour filters (any of the listed values in each) and a price range, sorted, paginated (pageSize 1 to 100)." })
  products(
    @Arg("filter", () => ProductFilterInput, { nullable: true, description: "Which products; null for the whole catalogue." }) filter: ProductFilterInput | null,
    @Arg("sortBy", () => ProductSort, { nullable: true, defaultValue: ProductSort.priceLowToHigh, description: "Price sorts use the price charged (the sale price when on sale); ties keep one stable order." })
    sortBy: ProductSort | null,
    @Arg("page", () => Int, { nullable: true, defaultValue: 1, description: PAGE }) page: number | null,
    @Arg("pageSize", () => Int, { nullable: true, defaultValue: 24, description: PAGE_SIZE }) pageSize: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    const withVariants = showsVariants(info, ["items"]);
    return ctx.services.products.list(ctx.viewer, { filter, sortBy, page, pageSize }, false, withVariants);
  }

  @Query(() => ProductConnectionType, {
    description:
      "The catalogue for partners, by cursor (Relay): the filters and sorts of products, `first` (1 to 100) products after the cursor `after`. A walk lists the catalogue as it stood at its first page; its cursors expire 24 hours after that page (BAD_USER_INPUT \"This cursor has expired: start the walk again from the first page.\").",
  })
  productsConnection(
    @Arg("filter", () => ProductFilterInput, { nullable: true, description: "Which products; null for the whole catalogue." }) filter: ProductFilterInput | null,
    @Arg("sortBy", () => ProductSort, { nullable: true, defaultValue: ProductSort.priceLowToHigh, description: "The order of the walk; the same on every page." }) sortBy: ProductSort | null,
    @Arg("first", () => Int, { nullable: true, defaultValue: 24, description: PAGE_SIZE }) first: number | null,
    @Arg("after", () => String, { nullable: true, description: "The endCursor of the previous page; with the same filter and sortBy." }) after: string | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    const withVariants = showsVariants(info, ["edges", "node"]);
    return ctx.services.products.connection(ctx.viewer, { filter, sortBy, first, after, withVariants });
  }

  @Query(() => ProductFacetsType, { description: "How many products each category, brand, size and colour would list under this filter (each group counted under the other groups' choices)." })
  productFacets(@Arg("filter", () => ProductFilterInput, { nullable: true, description: "Which products; null for the whole catalogue." }) filter: ProductFilterInput | null, @Ctx() ctx: Context) {
    return ctx.services.products.facets(ctx.viewer, filter);
  }

  @Query(() => ProductType, { description: "One product; NOT_FOUND when no product has this id (deleted, or never existed)." })
  product(@Arg("id", () => ID, { description: "The product's id." }) id: string, @Ctx() ctx: Context) {
    return ctx.services.products.get(ctx.viewer, id);
  }

  @Query(() => [ProductType], {
    nullable: "items",
    description:
      "Many products by id (at most 100), in the order asked: one answer per id, null for an id no product has (deleted, or never existed), so an unknown id nulls nothing else. Costs like a page of as many products as ids.",
  })
  productsByIds(@Arg("ids", () => [ID], { description: "Product ids, 1 to 100; repeats are answered again." }) ids: string[], @Ctx() ctx: Context) {
    return ctx.services.products.byIds(ctx.viewer, ids);
  }

  @Query(() => ProductType, {
    nullable: true,
    description:
      "The product whose page is /shop/product/<slug>: by its slug, or by a slug it had before its title changed (the answer's slug is then the current one, which differs from the one asked: a page answers 301 to its url). Case does not matter. null when no product has or had this slug.",
  })
  productBySlug(@Arg("slug", () => String, { description: "A slug from a product page's address (/shop/product/<slug>), current or former, or a product id." }) slug: string, @Ctx() ctx: Context) {
    return ctx.services.products.bySlug(ctx.viewer, slug);
  }

  @Query(() => ProductPageType, { description: "Case-insensitive literal match on title, description, category and brand. Best first: a title word starting with the keyword, then products of the category or brand it names, then other title matches, then description matches. Keywords are cut at 200 characters; a blank one gives an empty page." })
  searchProducts(
    @Arg("keyword", () => String, { description: "What to search for; cut at 200 characters." }) keyword: string,
    @Arg("page", () => Int, { nullable: true, defaultValue: 1, description: PAGE }) page: number | null,
    @Arg("pageSize", () => Int, { nullable: true, defaultValue: 24, description: PAGE_SIZE }) pageSize: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    const withVariants = showsVariants(info, ["items"]);
    return ctx.services.products.search(ctx.viewer, keyword, page, pageSize, false, withVariants);
  }

  @Mutation(() => ProductType, { description: "Admin: add a product (upload its image first with POST /api/admin/products/upload-image)." })
  createProduct(@Arg("input", () => ProductInput) input: ProductInput, @Ctx() ctx: Context) {
    return ctx.services.products.create(input, ctx.viewer);
  }

  @Mutation(() => ProductType, { description: "Admin: change the given fields of a product; salePriceCents 0 ends a sale." })
  updateProduct(@Arg("id", () => ID) id: string, @Arg("input", () => ProductUpdateInput) input: ProductUpdateInput, @Ctx() ctx: Context) {
    return ctx.services.products.update(id, input, ctx.viewer);
  }

  @Mutation(() => ID, { description: "Admin: delete a product; returns its id. Past orders keep their copy of the line." })
  deleteProduct(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.products.delete(id, ctx.viewer);
  }

  @FieldResolver(() => [String], { description: 'Its sizes in the admin\'s order; [] when it comes in one size.' })
  sizes(@Root() p: ProductView) {
    return distinctValues(p.variants, "size");
  }

  @FieldResolver(() => [String], { description: "Its colours in the admin's order; [] when it comes in one colour." })
  colours(@Root() p: ProductView) {
    return distinctValues(p.variants, "colour");
  }

  @FieldResolver(() => String, { description: "The absolute address of its page on this shop (PUBLIC_URL/shop/product/<slug>)." })
  url(@Root() p: ProductView, @Ctx() ctx: Context) {
    return ctx.services.products.urlOf(p);
  }

  @FieldResolver(() => Float, { description: "priceCents in dollars.", deprecationReason: DOLLARS_DEPRECATED })
  price(@Root() p: ProductView) {
    return toDollars(p.priceCents);
  }

  @FieldResolver(() => Float, { description: "salePriceCents in dollars.", deprecationReason: DOLLARS_DEPRECATED })
  salePrice(@Root() p: ProductView) {
    return toDollars(p.salePriceCents);
  }
}
