// The back office's dashboard queries; the figures and rules are in dashboard.service.ts and low-stock.ts.
import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { DashboardRange, LowStockType, SalesDashboardType } from "./dashboard.types.js";

@Resolver()
export class DashboardResolver {
  @Query(() => SalesDashboardType, {
    description: "Admin: revenue, orders, average order value and units sold of paid orders over a range of the shop's days, with the previous period, per day, top products and categories.",
  })
  salesDashboard(
    @Arg("range", () => DashboardRange) range: DashboardRange,
    @Arg("from", () => String, { nullable: true, description: "custom only: first day, YYYY-MM-DD." }) from: string | null,
    @Arg("to", () => String, { nullable: true, description: "custom only: last day, YYYY-MM-DD (at most 366 days after from)." }) to: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.dashboard.sales(range, from, to);
  }

  @Query(() => LowStockType, { description: "Admin: products at or below the low-stock threshold, with when each last sold." })
  async lowStock(@Ctx() ctx: Context) {
    return { threshold: ctx.services.lowStock.threshold, items: await ctx.services.lowStock.list() };
  }
}
