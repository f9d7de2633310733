// The GraphQL shapes of the sales dashboard and the low-stock list (money in integer cents, days as YYYY-MM-DD).
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";

export enum DashboardRange {
  today = "today",
  last7Days = "last7Days",
  last30Days = "last30Days",
  custom = "custom",
}
registerEnumType(DashboardRange, {
  name: "DashboardRange",
  description: "Days of the shop's time zone (SHOP_TIME_ZONE): today, the last 7 or 30 days (today included), or `custom` (from and to, both included).",
});

@ObjectType("SalesFigures", { description: "Paid orders of a period (pending, held, failed and refunded ones do not count)." })
export class SalesFiguresType {
  @Field(() => Int, { description: "Sum of the orders' totals (shipping included)." }) revenueCents!: number;
  @Field(() => Int) orders!: number;
  @Field(() => Int, { description: "revenueCents / orders, rounded to the cent; 0 without orders." }) averageOrderValueCents!: number;
  @Field(() => Int) unitsSold!: number;
  @Field(() => Int, { description: "Taken off by discount codes: off the goods plus the shipping a free-shipping code waived." }) discountCents!: number;
  @Field(() => Int, { description: "Shipping charged." }) shippingCents!: number;
  @Field(() => Int, { description: "Tax charged (part of the prices when they include it, else added)." }) taxCents!: number;
}

@ObjectType("SalesDay", { description: "One local day of the range." })
export class SalesDayType {
  @Field(() => String, { description: "YYYY-MM-DD in the shop's time zone." }) date!: string;
  @Field(() => Int) revenueCents!: number;
  @Field(() => Int) orders!: number;
}

@ObjectType("ProductSales", { description: "A product's paid sales over the range." })
export class ProductSalesType {
  @Field(() => ID, { nullable: true, description: "Null for lines of products deleted since." }) productId!: string | null;
  @Field(() => String) title!: string;
  @Field(() => Int) unitsSold!: number;
  @Field(() => Int, { description: "Sum of its lines (price charged x quantity), shipping excluded." }) revenueCents!: number;
}

@ObjectType("CategorySales", { description: "A category's paid sales over the range." })
export class CategorySalesType {
  @Field(() => String, { nullable: true, description: "A Category id; null for products deleted since." }) category!: string | null;
  @Field(() => Int) unitsSold!: number;
  @Field(() => Int) revenueCents!: number;
}

@ObjectType("SalesDashboard", { description: "Sales of a range of local days, beside the period of the same length just before it." })
export class SalesDashboardType {
  @Field(() => String, { description: "The IANA time zone the days are counted in." }) timeZone!: string;
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => String) previousFrom!: string;
  @Field(() => String) previousTo!: string;
  @Field(() => SalesFiguresType) current!: SalesFiguresType;
  @Field(() => SalesFiguresType) previous!: SalesFiguresType;
  @Field(() => [SalesDayType], { description: "Every day of the range, oldest first (days without sales at 0)." }) days!: SalesDayType[];
  @Field(() => [ProductSalesType], { description: "The five products with the most revenue in the range." }) topProducts!: ProductSalesType[];
  @Field(() => [CategorySalesType], { description: "Every category sold in the range, most revenue first: each sale in the category its product had when sold (null for sales older than the record whose product is gone)." }) categories!: CategorySalesType[];
}

@ObjectType("LowStockItem", { description: "A variant at or below the low-stock threshold (one row per low variant)." })
export class LowStockItemType {
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true }) variantId!: string | null;
  @Field(() => String) sku!: string;
  @Field(() => String, { description: '"" for one size.' }) size!: string;
  @Field(() => String, { description: '"" for one colour.' }) colour!: string;
  @Field(() => String) title!: string;
  @Field(() => String) image!: string;
  @Field(() => Int, { description: "The variant's stock." }) totalStock!: number;
  @Field(() => Date, { nullable: true, description: "When a paid order of it was last captured; null if never sold." }) lastSoldAt!: Date | null;
}

@ObjectType("LowStock", { description: "What is running out, for the admin dashboard." })
export class LowStockType {
  @Field(() => Int, { description: "LOW_STOCK_THRESHOLD: a variant with this many units or fewer is listed." }) threshold!: number;
  @Field(() => [LowStockItemType], { description: "Fewest units first (at most 100)." }) items!: LowStockItemType[];
}
