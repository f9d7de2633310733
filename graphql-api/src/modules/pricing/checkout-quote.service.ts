// The shopper's side of checkout money: the quote of the cart (code, method, address's tax), and applying or removing
// the cart's discount code. The code is checked against the cart each time; guessing is limited (pricing.service.ts).
import type { ServiceDeps } from "../../service-deps.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { TooManyRequestsError } from "../../auth/rate-limit.js";
import { loadCart, PricingService, type CartLineRow, type Priced } from "./pricing.service.js";
import type { CheckoutQuoteType } from "./pricing.types.js";

export interface QuoteRequest {
  addressId?: string | null;
  shippingMethodId?: string | null;
}

export class CheckoutQuoteService {
  constructor(private readonly deps: ServiceDeps, private readonly pricing: PricingService) {}

  async quote(viewer: Viewer | null, ip: string, req: QuoteRequest = {}, code?: string | null): Promise<CheckoutQuoteType> {
    const v = requireViewer(viewer);
    const { prisma } = this.deps;
    const cart = await loadCart(prisma, v.id);
    let place = null;
    if (req.addressId) {
      place = isUuid(req.addressId) ? await prisma.address.findFirst({ where: { id: req.addressId, userId: v.id } }) : null;
      if (!place) throw notFound("Address not found");
    }
    const priced = await this.pricing.price({
      userId: v.id,
      ip,
      lines: cart?.items ?? [],
      place,
      shippingMethodId: req.shippingMethodId ?? null,
      code: code === undefined ? (cart?.discountCode ?? null) : code,
    });
    return toQuote(priced);
  }

  /**
   * The cart's own quote (Cart.quote), what its panel shows: the promotions and the cart's code on its lines, the
   * default method and the shop's own tax place (checkoutQuote prices the address and method picked). A visitor's guest
   * cart has no code. Too many unknown codes tried leaves the code out with the reason, instead of failing the cart.
   */
  async cartQuote(userId: string | null, ip: string, cart: { lines: readonly CartLineRow[]; code: string | null }): Promise<CheckoutQuoteType> {
    const req = { userId: userId ?? "", ip, lines: cart.lines, place: null, shippingMethodId: null };
    try {
      return toQuote(await this.pricing.price({ ...req, code: userId ? cart.code : null }));
    } catch (e) {
      if (!(e instanceof TooManyRequestsError)) throw e;
      return { ...toQuote(await this.pricing.price({ ...req, code: null })), discountCodeMessage: e.message };
    }
  }

  /** Applies a code to the cart when it applies to it now; otherwise BAD_USER_INPUT with the reason. */
  async apply(viewer: Viewer | null, ip: string, code: string, req: QuoteRequest = {}): Promise<CheckoutQuoteType> {
    const v = requireViewer(viewer);
    const quote = await this.quote(v, ip, req, code);
    if (quote.discountCodeMessage) throw badInput(quote.discountCodeMessage);
    await this.deps.prisma.cart.upsert({ where: { userId: v.id }, create: { id: v.id, userId: v.id, discountCode: quote.discountCode }, update: { discountCode: quote.discountCode } });
    return quote;
  }

  async remove(viewer: Viewer | null, ip: string, req: QuoteRequest = {}): Promise<CheckoutQuoteType> {
    const v = requireViewer(viewer);
    await this.deps.prisma.cart.updateMany({ where: { userId: v.id }, data: { discountCode: null } });
    return this.quote(v, ip, req);
  }
}

export function toQuote(p: Priced): CheckoutQuoteType {
  const b = p.breakdown;
  return {
    lines: b.lines.map((l) => ({ variantId: l.key, amountCents: l.amountCents, promotionCents: l.promotionCents, discountCents: l.discountCents })),
    subtotalCents: b.subtotalCents,
    promotions: b.promotions,
    promotionCents: b.promotionCents,
    discountCents: b.discountCents,
    shippingCents: b.shippingCents,
    shippingDiscountCents: b.shippingDiscountCents,
    taxLines: b.taxLines,
    taxCents: b.taxCents,
    taxIncluded: b.taxIncluded,
    totalCents: b.totalCents,
    discountCode: p.code?.code ?? null,
    discountCodeMessage: p.codeMessage,
    shippingMethodId: p.method.id,
    shippingMethodName: p.method.name,
  };
}
