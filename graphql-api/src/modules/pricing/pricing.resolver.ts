// Checkout money on GraphQL: the shopper's quote, discount code and shipping methods; the admin's methods, codes, tax
// rates and tax settings. Thin: the rules are in the pricing services.
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { requireViewer } from "../../auth/viewer.js";
import {
  CheckoutQuoteType, DiscountCodeInput, DiscountCodeType, ShippingMethodInput, ShippingMethodType, ShopSettingsInput, ShopSettingsType, TaxRateInput, TaxRateType,
} from "./pricing.types.js";

const ADDRESS = "One of the shopper's addresses: its country and region choose the tax (the shop's own when absent).";
const METHOD = "A shipping method's id; absent: the default (the spec's rule).";

@Resolver()
export class PricingResolver {
  @Query(() => CheckoutQuoteType, { description: "What the cart costs now with its code, a shipping method and an address's tax." })
  checkoutQuote(
    @Arg("addressId", () => ID, { nullable: true, description: ADDRESS }) addressId: string | null,
    @Arg("shippingMethodId", () => ID, { nullable: true, description: METHOD }) shippingMethodId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.checkoutQuotes.quote(ctx.viewer, ctx.ip, { addressId, shippingMethodId });
  }

  @Mutation(() => CheckoutQuoteType, {
    description: 'Applies a discount code to the cart (one per order; any case). BAD_USER_INPUT with the reason when it does not apply ("This code has expired."); TOO_MANY_REQUESTS after too many unknown codes.',
  })
  applyDiscountCode(
    @Arg("code", () => String) code: string,
    @Arg("addressId", () => ID, { nullable: true, description: ADDRESS }) addressId: string | null,
    @Arg("shippingMethodId", () => ID, { nullable: true, description: METHOD }) shippingMethodId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.checkoutQuotes.apply(ctx.viewer, ctx.ip, code, { addressId, shippingMethodId });
  }

  @Mutation(() => CheckoutQuoteType, { description: "Removes the cart's discount code." })
  removeDiscountCode(
    @Arg("addressId", () => ID, { nullable: true, description: ADDRESS }) addressId: string | null,
    @Arg("shippingMethodId", () => ID, { nullable: true, description: METHOD }) shippingMethodId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.checkoutQuotes.remove(ctx.viewer, ctx.ip, { addressId, shippingMethodId });
  }

  @Query(() => [ShippingMethodType], { description: "The shipping methods a shopper can pick, in order." })
  shippingMethods(@Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.shippingMethods(true);
  }

  @Query(() => [ShippingMethodType], { description: "Admin: every shipping method, inactive ones too." })
  adminShippingMethods(@Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.shippingMethods(false);
  }

  @Mutation(() => ShippingMethodType, { description: "Admin: create a shipping method (id absent) or change one." })
  saveShippingMethod(@Arg("id", () => ID, { nullable: true }) id: string | null, @Arg("input", () => ShippingMethodInput) input: ShippingMethodInput, @Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.saveShippingMethod(requireViewer(ctx.viewer), id, input);
  }

  @Query(() => [DiscountCodeType], { description: "Admin: every discount code, newest first." })
  discountCodes(@Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.discountCodes();
  }

  @Mutation(() => DiscountCodeType, { description: "Admin: create a discount code (id absent) or change one; active: false deactivates it. CONFLICT when the code exists in any case." })
  saveDiscountCode(@Arg("id", () => ID, { nullable: true }) id: string | null, @Arg("input", () => DiscountCodeInput) input: DiscountCodeInput, @Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.saveDiscountCode(requireViewer(ctx.viewer), id, input);
  }

  @Query(() => [TaxRateType], { description: "Admin: every tax rate." })
  taxRates(@Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.taxRates();
  }

  @Mutation(() => TaxRateType, { description: "Admin: set the rate of (country, region, name), creating it when new." })
  saveTaxRate(@Arg("input", () => TaxRateInput) input: TaxRateInput, @Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.saveTaxRate(requireViewer(ctx.viewer), input);
  }

  @Mutation(() => Boolean, { description: "Admin: remove a tax rate." })
  deleteTaxRate(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.deleteTaxRate(requireViewer(ctx.viewer), id);
  }

  @Query(() => ShopSettingsType, { description: "Admin: whether prices include tax, the shop's country and region, its legal details." })
  shopSettings(@Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.settings();
  }

  @Mutation(() => ShopSettingsType, { description: "Admin: change the shop's tax settings and legal details." })
  saveShopSettings(@Arg("input", () => ShopSettingsInput) input: ShopSettingsInput, @Ctx() ctx: Context) {
    return ctx.services.pricingAdmin.saveSettings(requireViewer(ctx.viewer), input);
  }
}
