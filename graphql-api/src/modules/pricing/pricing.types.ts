// The GraphQL shapes of checkout money (a quote's breakdown), shipping methods, discount codes, tax rates and the
// shop's tax settings; money in integer cents.
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";

export enum DiscountKind {
  percentage = "percentage",
  fixed = "fixed",
  freeShipping = "freeShipping",
}
registerEnumType(DiscountKind, { name: "DiscountKind", description: "A percentage or a fixed amount off matching lines, or free shipping." });

@ObjectType("TaxLine", { description: "One tax rate charged on an order." })
export class TaxLineType {
  @Field(() => String, { description: "The rate's name, e.g. Sales tax or VAT." }) name!: string;
  @Field(() => Int, { description: "Parts per million: 8.875% is 88,750." }) ppm!: number;
  @Field(() => Int, { description: "The tax of this rate, in cents." }) amountCents!: number;
}

@ObjectType("AppliedPromotion", { description: "An automatic promotion and what it took off." })
export class AppliedPromotionType {
  @Field(() => ID, { description: "The promotion's id (it may have changed or ended since)." }) id!: string;
  @Field(() => String, { description: 'Shown to shoppers, e.g. "20% off footwear".' }) name!: string;
  @Field(() => Int, { description: "What it took off the goods, in cents." }) amountCents!: number;
}

@ObjectType("CheckoutLine", { description: "A cart line's shares of the promotions and of the code's discount." })
export class CheckoutLineType {
  @Field(() => ID) variantId!: string;
  @Field(() => Int, { description: "Unit price x quantity." }) amountCents!: number;
  @Field(() => Int, { description: "Off this line by automatic promotions." }) promotionCents!: number;
  @Field(() => Int, { description: "Off this line by the code (after the promotions)." }) discountCents!: number;
}

@ObjectType("CheckoutQuote", {
  description:
    "What the cart costs with the promotions, the applied code, the shipping method and the address's tax: subtotal - promotion - discount + shipping - shippingDiscount (+ tax unless taxIncluded) = total. Rounding: docs/money.md.",
})
export class CheckoutQuoteType {
  @Field(() => [CheckoutLineType]) lines!: CheckoutLineType[];
  @Field(() => Int) subtotalCents!: number;
  @Field(() => [AppliedPromotionType], { description: "The automatic promotions applied, in order (before the code)." }) promotions!: AppliedPromotionType[];
  @Field(() => Int, { description: "Off the goods by promotions." }) promotionCents!: number;
  @Field(() => Int, { description: "Off the goods by the code, on what the promotions left." }) discountCents!: number;
  @Field(() => Int, { description: "The method's price for this subtotal." }) shippingCents!: number;
  @Field(() => Int, { description: "Waived by a free-shipping code." }) shippingDiscountCents!: number;
  @Field(() => [TaxLineType]) taxLines!: TaxLineType[];
  @Field(() => Int) taxCents!: number;
  @Field(() => Boolean, { description: "True: prices include the tax (taxCents is part of them); false: it is added." }) taxIncluded!: boolean;
  @Field(() => Int) totalCents!: number;
  @Field(() => String, { nullable: true, description: "The applied code, as the shop spells it, when it applies." }) discountCode!: string | null;
  @Field(() => String, { nullable: true, description: "Why the cart's code does not apply now (it is then left out of the total)." })
  discountCodeMessage!: string | null;
  @Field(() => ID) shippingMethodId!: string;
  @Field(() => String) shippingMethodName!: string;
}

@ObjectType("ShippingMethod", { description: "A way to deliver, picked at checkout. The tiered one is the spec's rule and the default." })
export class ShippingMethodType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: "Priced by the spec's rule: 500 under a 100,000 subtotal, 250 under 200,000, free from it." }) tiered!: boolean;
  @Field(() => Int) priceCents!: number;
  @Field(() => Int, { nullable: true, description: "Free from this subtotal; null: never free." }) freeFromCents!: number | null;
  @Field(() => String) deliveryEstimate!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Int) position!: number;
}

@InputType("ShippingMethodInput", { description: "Fields left out stay as they are (all but the optional ones are needed to create)." })
export class ShippingMethodInput {
  @Field(() => String, { nullable: true, description: "Shown to shoppers, e.g. Express." }) name?: string | null;
  @Field(() => Int, { nullable: true, description: "The price in cents (needed to create; the standard method keeps its tiers)." }) priceCents?: number | null;
  @Field(() => Int, { nullable: true, description: "Null: never free." }) freeFromCents?: number | null;
  @Field(() => String, { nullable: true, description: "E.g. 1-2 business days." }) deliveryEstimate?: string | null;
  @Field(() => Boolean, { nullable: true, description: "False: hidden from shoppers (the standard method stays active)." }) active?: boolean | null;
  @Field(() => Int, { nullable: true, description: "Place in the list, lowest first." }) position?: number | null;
}

@ObjectType("DiscountCode", { description: "A discount code (admin view)." })
export class DiscountCodeType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => DiscountKind) kind!: DiscountKind;
  @Field(() => Int, { description: "percentage: 1,000 is 10%." }) basisPoints!: number;
  @Field(() => Int) amountCents!: number;
  @Field(() => [String]) categories!: string[];
  @Field(() => [String]) brands!: string[];
  @Field(() => [String]) productIds!: string[];
  @Field(() => Int) minSubtotalCents!: number;
  @Field(() => Date, { nullable: true }) startsAt!: Date | null;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field(() => Int, { nullable: true }) maxUses!: number | null;
  @Field(() => Int, { nullable: true }) perCustomer!: number | null;
  @Field(() => Boolean) firstOrderOnly!: boolean;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Int, { description: "Uses held by orders being paid, held or paid." }) usedCount!: number;
}

@InputType("DiscountCodeInput", { description: "Fields left out stay as they are; null clears an optional limit or date." })
export class DiscountCodeInput {
  @Field(() => String, { nullable: true, description: "Letters, digits, - and _; unique whatever its case." }) code?: string | null;
  @Field(() => DiscountKind, { nullable: true, description: "Needed to create." }) kind?: DiscountKind | null;
  @Field(() => Int, { nullable: true, description: "percentage: 1 to 10,000 (10% is 1,000)." }) basisPoints?: number | null;
  @Field(() => Int, { nullable: true, description: "fixed: the amount off, in cents." }) amountCents?: number | null;
  @Field(() => [String], { nullable: true, description: "Category slugs it applies to (with brands and productIds: lines matching any; all empty: the whole order)." }) categories?: string[] | null;
  @Field(() => [String], { nullable: true, description: "Brand slugs it applies to." }) brands?: string[] | null;
  @Field(() => [String], { nullable: true, description: "Product ids it applies to." }) productIds?: string[] | null;
  @Field(() => Int, { nullable: true, description: "The subtotal (before discounts) needed to use it." }) minSubtotalCents?: number | null;
  @Field(() => Date, { nullable: true, description: "Usable from then; null: at once." }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: "Expires then; null: never." }) endsAt?: Date | null;
  @Field(() => Int, { nullable: true, description: "Uses in all; null: no limit. Not below the uses taken." }) maxUses?: number | null;
  @Field(() => Int, { nullable: true, description: "Uses per customer; null: no limit." }) perCustomer?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Only for a customer who has no paid order yet." }) firstOrderOnly?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "False deactivates it." }) active?: boolean | null;
}

@ObjectType("Promotion", { description: "An automatic promotion (no code; admin view): applied to matching lines while active and between its dates." })
export class PromotionType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => DiscountKind, { description: "percentage or fixed." }) kind!: DiscountKind;
  @Field(() => Int, { description: "percentage: 2,000 is 20%." }) basisPoints!: number;
  @Field(() => Int, { description: "fixed: the amount off the matching lines, in cents." }) amountCents!: number;
  @Field(() => [String]) categories!: string[];
  @Field(() => [String]) brands!: string[];
  @Field(() => [String]) productIds!: string[];
  @Field(() => Int) minSubtotalCents!: number;
  @Field(() => Date, { nullable: true }) startsAt!: Date | null;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field(() => Boolean) active!: boolean;
}

@InputType("PromotionInput", { description: "Fields left out stay as they are; null clears a date." })
export class PromotionInput {
  @Field(() => String, { nullable: true, description: 'Shown to shoppers, e.g. "20% off footwear". Needed to create.' }) name?: string | null;
  @Field(() => DiscountKind, { nullable: true, description: "percentage or fixed (not freeShipping). Needed to create." }) kind?: DiscountKind | null;
  @Field(() => Int, { nullable: true, description: "percentage: 1 to 10,000 (20% is 2,000)." }) basisPoints?: number | null;
  @Field(() => Int, { nullable: true, description: "fixed: the amount off, in cents." }) amountCents?: number | null;
  @Field(() => [String], { nullable: true, description: "Category slugs (with brands and productIds: lines matching any; all empty: every line)." }) categories?: string[] | null;
  @Field(() => [String], { nullable: true, description: "Brand slugs." }) brands?: string[] | null;
  @Field(() => [String], { nullable: true, description: "Product ids." }) productIds?: string[] | null;
  @Field(() => Int, { nullable: true, description: "The subtotal (before discounts) needed for it to apply." }) minSubtotalCents?: number | null;
  @Field(() => Date, { nullable: true, description: "Applies from then; null: at once." }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: "Ends then; null: never." }) endsAt?: Date | null;
  @Field(() => Boolean, { nullable: true, description: "False deactivates it." }) active?: boolean | null;
}

@ObjectType("ProductPromotion", { description: "What one unit costs after the automatic promotions active now (the server's price, no code)." })
export class ProductPromotionType {
  @Field(() => Int, { description: "The unit price after promotions, in cents." }) priceCents!: number;
  @Field(() => Int, { description: "The unit price before them (the sale price when on sale), in cents." }) wasCents!: number;
  @Field(() => String, { description: "The promotions' names, e.g. \"20% off footwear\"." }) label!: string;
}

@ObjectType("TaxRate", { description: "A country's rate (region empty) or a region's." })
export class TaxRateType {
  @Field(() => ID) id!: string;
  @Field(() => String) country!: string;
  @Field(() => String) region!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) ppm!: number;
}

@InputType("TaxRateInput", { description: "A tax rate: a country's (region empty) or a region's, by name." })
export class TaxRateInput {
  @Field(() => String, { description: "ISO 3166-1 alpha-2." }) country!: string;
  @Field(() => String, { nullable: true, description: "Empty: the whole country." }) region?: string | null;
  @Field(() => String, { description: "Shown on the order, e.g. Sales tax or VAT." }) name!: string;
  @Field(() => Int, { description: "Parts per million: 8.875% is 88,750." }) ppm!: number;
}

@ObjectType("ShopSettings", { description: "The shop's tax settings and the legal details its invoices carry." })
export class ShopSettingsType {
  @Field(() => Boolean) pricesIncludeTax!: boolean;
  @Field(() => String) country!: string;
  @Field(() => String) region!: string;
  @Field(() => String) legalName!: string;
  @Field(() => String) legalAddress!: string;
  @Field(() => String) taxId!: string;
}

@InputType("ShopSettingsInput", { description: "Fields left out stay as they are." })
export class ShopSettingsInput {
  @Field(() => Boolean, { nullable: true, description: "True: prices include tax (VAT style); false: tax is added at checkout." }) pricesIncludeTax?: boolean | null;
  @Field(() => String, { nullable: true, description: "The country of the shop (ISO 3166-1 alpha-2): it taxes addresses without one." }) country?: string | null;
  @Field(() => String, { nullable: true, description: "The region code of the shop; empty for none." }) region?: string | null;
  @Field(() => String, { nullable: true, description: "The legal name on invoices." }) legalName?: string | null;
  @Field(() => String, { nullable: true, description: "The legal address on invoices." }) legalAddress?: string | null;
  @Field(() => String, { nullable: true, description: "The tax id on invoices." }) taxId?: string | null;
}
