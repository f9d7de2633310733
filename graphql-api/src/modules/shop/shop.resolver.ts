// The public shopInfo query on GraphQL.
import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { ShopInfoType } from "./shop.types.js";

@Resolver(() => ShopInfoType)
export class ShopResolver {
  @Query(() => ShopInfoType, { description: "Public facts about the shop, e.g. whether payments are only a demo." })
  shopInfo(@Ctx() ctx: Context) {
    return ctx.services.shop.info();
  }
}
