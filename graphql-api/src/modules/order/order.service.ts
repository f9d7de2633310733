// The order use cases behind both APIs: checkout (pricing the cart on the server and asking PayPal for an approval
// page), capture, admin status changes and cancellations, order reads; the payment work itself lives in the sagas.
import { setTimeout as delay } from "node:timers/promises";
import type { ServiceDeps } from "../../service-deps.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { AppError, badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { offsetOf, parsePaging } from "../../paging.js";
import { PricingService } from "../pricing/pricing.service.js";
import { providerBreakdown } from "../pricing/breakdown.js";
import type { WebhookDelivery } from "../../payments/provider.js";
import { OrderStatus, PaymentStatus } from "../shared-enums.js";
import { parseOrderStatus } from "./order-status.js";
import { CaptureSaga } from "./capture-saga.js";
import { RefundSaga } from "./refund-saga.js";
import { HeldPayments } from "./held-payments.js";
import { orderCreated } from "../webhook/webhook.outbox.js";
import { creationHistory, lineName, moveOrder, outOfStock, type Actor } from "./order-moves.js";
import { unitPriceCents } from "../product/variants.js";
import { followUpPaypalWebhook, receivePaypalWebhook } from "./paypal-webhook.js";
import { sendConfirmation, sendRefundNotice } from "./order-mail.js";
import { reconcilePayments } from "./payment-reconciler.js";
import { ORDER_INCLUDE, readOrderView, toOrderView, type OrderRowView } from "./order.view.js";
import type { OrderType } from "./order.types.js";
import { orderIdBatches, parseOrderFilters, searchOrderIds, type OrderFilterInput } from "./order-search.js";
import { CSV_HEADER, csvLine, orderCsvLines } from "./order-csv.js";
import { ordersConnection, type OrderConnectionArgs } from "./order-connection.js";
import { CursorCodec } from "../../cursor.js";

export { parseOrderStatus };

/** What the shopper picked at checkout besides the address; the cart's applied discount code comes with the cart. */
export interface CheckoutOptions {
  /** Null or absent: the default method (the spec's rule), as the legacy REST checkout is charged. */
  shippingMethodId?: string | null;
  /** The client's address, for the code-guessing limit. */
  ip?: string;
}

const ORDER_NOT_FOUND = "Order not found";
const ORDERS_PAGE_SIZE = 20;
/** Orders read per statement by the CSV export. */
const EXPORT_BATCH_SIZE = 500;
const SETUP_FAILED = "Something went wrong during payment setup.";
/** One payment's ceiling (a product's highest price); it also keeps totals inside the 32-bit money columns. */
const MAX_ORDER_TOTAL_CENTS = 100_000_000;
/** How long a request waits for its email to be queued before answering anyway (the queue sends it later). */
const MAIL_WAIT_MS = 500;
const ALL_PAYMENT_STATUSES = Object.values(PaymentStatus);

export class OrderService {
  private readonly captures: CaptureSaga;
  private readonly refunds: RefundSaga;
  private readonly holds: HeldPayments;

  private readonly cursors: CursorCodec;
  private readonly pricing: PricingService;
  constructor(private readonly deps: ServiceDeps, pricing?: PricingService) {
    this.pricing = pricing ?? new PricingService(deps);
    this.captures = new CaptureSaga(deps);
    this.refunds = new RefundSaga(deps);
    this.holds = new HeldPayments(deps, this.captures);
    this.cursors = new CursorCodec(deps.config.tokenSecret);
  }

  /**
   * Turns the viewer's cart into a pending order priced from the catalogue (nothing the client sends is a
   * price), then asks the payment provider for an approval page.
   */
  async createOrder(viewer: Viewer | null, addressId: unknown, options: CheckoutOptions = {}): Promise<{ orderId: string; approvalURL: string }> {
    const v = requireViewer(viewer);
    const { prisma, payments, config } = this.deps;
    const cart = await prisma.cart.findUnique({
      where: { userId: v.id },
      include: { items: { include: { product: true, variant: true }, orderBy: { createdAt: "asc" } } },
    });
    if (!cart || cart.items.length === 0) throw badInput("Your cart is empty. Please add items to proceed.");
    if (typeof addressId !== "string" || addressId.trim() === "") throw badInput("Please select one address to proceed.");
    const address = isUuid(addressId.trim()) ? await prisma.address.findFirst({ where: { id: addressId.trim(), userId: v.id } }) : null;
    if (!address) throw notFound("Address not found");

    for (const { quantity, product, variant } of cart.items) {
      if (quantity > variant.stock) {
        const name = lineName(product.title, variant);
        throw badInput(variant.stock <= 0 ? outOfStock(name) : `Only ${variant.stock} quantity of ${name} is available`);
      }
    }
    const priced = await this.pricing.price({
      userId: v.id,
      ip: options.ip ?? "",
      lines: cart.items,
      place: address,
      shippingMethodId: options.shippingMethodId ?? null,
      code: cart.discountCode,
    });
    // The cart's code no longer applies (expired, used up, cart changed): the shopper removes it or fixes the cart.
    if (priced.codeMessage) throw badInput(priced.codeMessage);
    const b = priced.breakdown;
    const lineMoney = new Map(b.lines.map((l) => [l.key, l]));
    const lines = cart.items.map(({ product, variant, quantity }) => ({
      productId: product.id,
      variantId: variant.id,
      size: variant.size,
      colour: variant.colour,
      sku: variant.sku,
      title: product.title,
      image: product.image,
      category: product.category,
      priceCents: unitPriceCents(variant, product),
      quantity,
      discountCents: lineMoney.get(variant.id)?.discountCents ?? 0,
      promotionCents: lineMoney.get(variant.id)?.promotionCents ?? 0,
    }));
    if (b.subtotalCents + b.shippingCents + b.taxCents > MAX_ORDER_TOTAL_CENTS) {
      throw badInput("An order can total at most $1,000,000.00. Please remove some items and check out again.");
    }

    const order = await prisma.order.create({
      data: {
        userId: v.id,
        cartId: cart.id,
        addressId: address.id,
        address: address.address,
        city: address.city,
        pincode: address.pincode,
        phone: address.phone,
        notes: address.notes,
        country: priced.place.country,
        region: priced.place.region,
        orderStatus: "pending",
        paymentMethod: "paypal",
        paymentStatus: "pending",
        subtotalCents: b.subtotalCents,
        discountCents: b.discountCents,
        promotionCents: b.promotionCents,
        promotions: b.promotions.map((p) => ({ ...p })),
        shippingCents: b.shippingCents - b.shippingDiscountCents,
        shippingDiscountCents: b.shippingDiscountCents,
        taxCents: b.taxCents,
        taxIncluded: b.taxIncluded,
        taxLines: b.taxLines.map((l) => ({ ...l })),
        totalCents: b.totalCents,
        discountCodeId: priced.code?.id ?? null,
        discountCode: priced.code?.code ?? null,
        shippingMethodId: priced.method.id,
        shippingMethodName: priced.method.name,
        unitCount: lines.reduce((sum, l) => sum + l.quantity, 0),
        items: { create: lines },
        events: creationHistory({ kind: "shopper", id: v.id }),
      },
    });

    let approvalURL: string;
    try {
      const payment = await payments.createPayment({
        orderId: order.id,
        totalCents: order.totalCents,
        breakdown: providerBreakdown(b),
        currency: "USD",
        returnUrl: `${config.publicUrl}/shop/paypal-return?orderId=${order.id}`,
        cancelUrl: `${config.publicUrl}/shop/checkout`,
        description: `E-Commerce order ${order.id.slice(0, 8)}`,
      });
      // The order is real for partners once its payment exists: order.created goes with this write (the outbox).
      await prisma.$transaction(async (tx) => {
        await tx.order.update({ where: { id: order.id }, data: { paymentId: payment.paymentId } });
        await orderCreated(tx, order.id);
      });
      approvalURL = payment.approvalUrl;
    } catch (e) {
      this.deps.logger?.error(`PayPal could not set up the payment of order ${order.id}`, e);
      // No payment exists for it: the order would only clutter the history, so it goes (its items and events cascade).
      await prisma.order.delete({ where: { id: order.id } }).catch((d: unknown) => this.deps.logger?.error(`Could not remove order ${order.id}`, d));
      throw new AppError("PAYMENT_FAILED", SETUP_FAILED);
    }
    await this.keepOnlyTheNewestCheckoutPayable(v.id);
    return { orderId: order.id, approvalURL };
  }

  /**
   * Only the newest checkout can be paid: an older unpaid order of the same cart, approved in an old tab or before
   * the back button, would otherwise charge the shopper twice. Each checkout, once its payment exists, cancels every
   * payable order of the shopper but the newest (orderDate, id), itself included if a newer one is there. Two checkouts
   * at once may not see each other's order yet (its insert still committing); whichever looks last sees both, so one
   * stays payable however they interleave, and it is always the newest. An order whose capture has started is not
   * pending any more and is left to settle.
   */
  private async keepOnlyTheNewestCheckoutPayable(userId: string) {
    const payable = await this.deps.prisma.order.findMany({
      where: { userId, paymentStatus: "pending", orderStatus: "pending", paymentId: { not: null } },
      orderBy: [{ orderDate: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    for (const o of payable.slice(1)) {
      await moveOrder(this.deps.prisma, o.id, { from: ["pending"], fromStatus: ["pending"], status: "rejected", via: "payment" }, { kind: "system" });
    }
  }

  /**
   * Captures an approved payment (the capture saga: claim and take the stock, ask PayPal, then finalise or give the
   * stock back). Idempotent: a repeated or concurrent capture of one order charges once and returns its outcome. The
   * order comes back paid, or still `capturing` / `held` while PayPal has not settled it. `asked`: the fields a GraphQL
   * caller selects; the answer reads only what they need (order.view.ts readOrderView).
   */
  captureOrder(viewer: Viewer | null, orderId: unknown, paymentId: unknown, payerId: unknown): Promise<OrderType>;
  captureOrder(viewer: Viewer | null, orderId: unknown, paymentId: unknown, payerId: unknown, asked: ReadonlySet<string>): Promise<OrderType | OrderRowView>;
  async captureOrder(viewer: Viewer | null, orderId: unknown, paymentId: unknown, payerId: unknown, asked?: ReadonlySet<string>) {
    const v = requireViewer(viewer);
    const order = isUuid(orderId) ? await this.captures.readForCapture(orderId, v.id) : null;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const payment = requiredText(paymentId, "paymentId");
    const payer = requiredText(payerId, "payerId");
    if (!order.paymentId || order.paymentId !== payment) throw badInput("This payment does not belong to this order.");
    const mail = await this.captures.capture(order.id, payer, { kind: "shopper", id: v.id }, order);
    if (mail) await Promise.race([mail.sending, delay(MAIL_WAIT_MS)]);
    return readOrderView(this.deps.prisma, order.id, asked);
  }

  /** A PayPal webhook delivery (POST /api/paypal/webhook): verified, de-duplicated, applied. Returns what it did. */
  receivePaypalWebhook(delivery: WebhookDelivery): Promise<string> {
    return receivePaypalWebhook(this.deps, this.sagas(), delivery);
  }

  /** Job: asks PayPal again about a webhook event's payment that it could not answer for when the event came. */
  followUpPaypalWebhook(data: Parameters<typeof followUpPaypalWebhook>[2]): Promise<void> {
    return followUpPaypalWebhook(this.deps, this.sagas(), data);
  }

  /** Job: sends the confirmation or refund email of an order. */
  sendOrderMail(kind: "confirmation" | "refund", data: { orderId: string }): Promise<void> {
    return kind === "confirmation" ? sendConfirmation(this.deps, data) : sendRefundNotice(this.deps, data);
  }

  /** Settles payments left between the saga's steps (run at start-up and periodically, see app.ts). */
  reconcilePayments(olderThanSeconds = this.deps.config.paypal.reconcileAfterSeconds) {
    return reconcilePayments(this.deps, this.sagas(), olderThanSeconds);
  }

  private sagas() {
    return { captures: this.captures, refunds: this.refunds, holds: this.holds };
  }

  async myOrders(viewer: Viewer | null, page: unknown = 1, pageSize: unknown = 20) {
    const v = requireViewer(viewer);
    return this.page({ userId: v.id }, page, pageSize);
  }

  /** Admin: every order matching the filters (status, date range, id / email / name search, one customer), newest first. */
  async adminOrders(filters: OrderFilterInput, page: unknown = 1, pageSize: unknown = 20) {
    const f = parseOrderFilters(filters);
    const paging = parsePaging(page, pageSize, ORDERS_PAGE_SIZE);
    const { ids, total } = await searchOrderIds(this.deps.prisma, f, offsetOf(paging), paging.pageSize);
    const rows = ids.length ? await this.deps.prisma.order.findMany({ where: { id: { in: ids } }, include: ORDER_INCLUDE }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { items: ids.flatMap((id) => (byId.has(id) ? [toOrderView(byId.get(id)!)] : [])), total, ...paging };
  }

  /** Admin or a partner's orders:read key: the adminOrders filters by cursor, newest first (see order-connection.ts). */
  async ordersConnection(args: OrderConnectionArgs) {
    return ordersConnection(this.deps.prisma, this.cursors, async (ids) => {
      const rows = await this.deps.prisma.order.findMany({ where: { id: { in: ids } }, include: ORDER_INCLUDE });
      return rows.map(toOrderView);
    }, args);
  }

  /**
   * Admin: the orders matching the filters as CSV text, header first, then one row per order line, newest order
   * first. Checks the filters before the first chunk (a bad one is a 400, not a broken download); reads the orders
   * `batchSize` at a time (keyset paging), so 100,000 orders never sit in memory at once.
   */
  exportCsv(filters: OrderFilterInput, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<string> {
    const f = parseOrderFilters(filters);
    const prisma = this.deps.prisma;
    return (async function* () {
      yield csvLine([...CSV_HEADER]);
      for await (const ids of orderIdBatches(prisma, f, batchSize)) {
        const rows = await prisma.order.findMany({
          where: { id: { in: ids } },
          include: { items: { orderBy: { title: "asc" } }, user: { select: { userName: true, email: true } } },
        });
        const byId = new Map(rows.map((r) => [r.id, r]));
        yield ids.map((id) => (byId.has(id) ? orderCsvLines(byId.get(id)!) : "")).join("");
      }
    })();
  }

  /** The viewer's own order; admins may read any. Someone else's order is "not found", never "forbidden". */
  async order(viewer: Viewer | null, id: unknown) {
    const v = requireViewer(viewer);
    const order = isUuid(id) ? await this.deps.prisma.order.findUnique({ where: { id }, include: ORDER_INCLUDE }) : null;
    if (!order || (order.userId !== v.id && v.role !== "admin")) throw notFound(ORDER_NOT_FOUND);
    return toOrderView(order);
  }

  /**
   * Admin: moves the order to `status` when the lifecycle allows it (order-lifecycle.ts), else CONFLICT naming the
   * allowed next statuses. Cancelling (rejected) a paid order refunds it through PayPal and restocks it, exactly once;
   * an order whose payment PayPal holds for review can be cancelled once the hold is old enough (held-payments.ts).
   */
  async updateOrderStatus(viewer: Viewer | null, id: unknown, status: OrderStatus | string) {
    const admin = requireViewer(viewer);
    const orderStatus = parseOrderStatus(status);
    if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
    const actor: Actor = { kind: "admin", id: admin.id };
    if (orderStatus === "rejected") {
      if (await this.holds.cancel(id, { kind: "admin", id: admin.id })) return this.view(id);
      const { outcome, mail } = await this.refunds.cancel(id, actor);
      if (outcome === "missing") throw notFound(ORDER_NOT_FOUND);
      if (mail) await Promise.race([mail.sending, delay(MAIL_WAIT_MS)]);
    } else {
      const moved = await moveOrder(this.deps.prisma, id, { from: ALL_PAYMENT_STATUSES, status: orderStatus, via: "admin" }, actor);
      if (!moved) throw notFound(ORDER_NOT_FOUND);
    }
    return this.view(id);
  }

  private view(id: string) {
    return readOrderView(this.deps.prisma, id);
  }

  private async page(where: { userId?: string }, pageInput: unknown, sizeInput: unknown) {
    const paging = parsePaging(pageInput, sizeInput, ORDERS_PAGE_SIZE);
    const [rows, total] = await Promise.all([
      this.deps.prisma.order.findMany({
        where,
        include: ORDER_INCLUDE,
        orderBy: [{ orderDate: "desc" }, { id: "desc" }],
        skip: offsetOf(paging),
        take: paging.pageSize,
      }),
      this.deps.prisma.order.count({ where }),
    ]);
    return { items: rows.map(toOrderView), total, ...paging };
  }
}

function requiredText(value: unknown, field: string): string {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) throw badInput(`${field} is required.`);
  if (text.length > 100) throw badInput(`${field} is too long.`);
  return text;
}

