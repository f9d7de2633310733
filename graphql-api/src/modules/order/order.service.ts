import { setTimeout as delay } from "node:timers/promises";
import type { ServiceDeps } from "../../services.js";
import { requireAdmin, requireViewer, type Viewer } from "../../auth/viewer.js";
import { AppError, badInput, conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { shippingCents, unitPriceCents } from "../../money.js";
import type { OrderStatus } from "../shared-enums.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { parseOrderStatus } from "./order-status.js";
import { cancelOrder, sendRefundNotice } from "./order-refund.js";
import { ORDER_INCLUDE, toOrderView, type OrderRow } from "./order.view.js";
import type { OrderType } from "./order.types.js";

export { parseOrderStatus };

const ORDER_NOT_FOUND = "Order not found";
const SETUP_FAILED = "Something went wrong during payment setup.";
const ORDER_CANCELLED = "This order was cancelled and can no longer be paid. Please check out again.";
const PAYMENT_FAILED_BEFORE = "The payment for this order failed. Please place a new order.";
const REFUNDED_IS_FINAL = "This order was refunded, so it stays Cancelled.";
/** One wording for checkout and capture when nothing of a line's product is left. */
const outOfStock = (title: string) => `${title} is out of stock`;
/** One payment's ceiling (a product's highest price); it also keeps totals inside the 32-bit money columns. */
const MAX_ORDER_TOTAL_CENTS = 100_000_000;
const MAX_PAGE_SIZE = 100;
const CONFIRMATION_WAIT_MS = 500;

/** Raised inside the capture transaction when a line can no longer be served; rolls everything back. */
class StockError extends Error {}

export class OrderService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * Turns the viewer's cart into a pending order priced from the catalogue (nothing the client sends is a
   * price), then asks the payment provider for an approval page.
   */
  async createOrder(viewer: Viewer | null, addressId: unknown): Promise<{ orderId: string; approvalURL: string }> {
    const v = requireViewer(viewer);
    const { prisma, payments, config } = this.deps;
    const cart = await prisma.cart.findUnique({
      where: { userId: v.id },
      include: { items: { include: { product: true }, orderBy: { createdAt: "asc" } } },
    });
    if (!cart || cart.items.length === 0) throw badInput("Your cart is empty. Please add items to proceed.");
    if (typeof addressId !== "string" || addressId.trim() === "") throw badInput("Please select one address to proceed.");
    const address = isUuid(addressId.trim()) ? await prisma.address.findFirst({ where: { id: addressId.trim(), userId: v.id } }) : null;
    if (!address) throw notFound("Address not found");

    for (const line of cart.items) {
      if (line.quantity > line.product.totalStock) {
        const { totalStock, title } = line.product;
        throw badInput(totalStock <= 0 ? outOfStock(title) : `Only ${totalStock} quantity of ${title} is available`);
      }
    }
    const lines = cart.items.map((line) => ({
      productId: line.productId,
      title: line.product.title,
      image: line.product.image,
      priceCents: unitPriceCents(line.product),
      quantity: line.quantity,
    }));
    const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const shipping = shippingCents(subtotalCents);
    if (subtotalCents + shipping > MAX_ORDER_TOTAL_CENTS) {
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
        orderStatus: "pending",
        paymentMethod: "paypal",
        paymentStatus: "pending",
        subtotalCents,
        shippingCents: shipping,
        totalCents: subtotalCents + shipping,
        items: { create: lines },
      },
    });

    let approvalURL: string;
    try {
      const payment = await payments.createPayment({
        orderId: order.id,
        totalCents: order.totalCents,
        currency: "USD",
        returnUrl: `${config.publicUrl}/shop/paypal-return?orderId=${order.id}`,
        cancelUrl: `${config.publicUrl}/shop/checkout`,
        description: `E-Commerce order ${order.id.slice(0, 8)}`,
      });
      await prisma.order.update({ where: { id: order.id }, data: { paymentId: payment.paymentId } });
      approvalURL = payment.approvalUrl;
    } catch {
      // No payment exists for it: the order would only clutter the history, so it goes (its items cascade).
      await prisma.order.delete({ where: { id: order.id } }).catch(() => {});
      throw new AppError("PAYMENT_FAILED", SETUP_FAILED);
    }
    await this.cancelOlderCheckouts(v.id, order);
    return { orderId: order.id, approvalURL };
  }

  /**
   * Only the newest checkout can be paid: an older unpaid order of the same cart, approved in an old tab or before
   * the back button, would otherwise charge the shopper twice. An order whose capture was already tried (it has a
   * payerId) is left alone: PayPal may hold its money, and only a retried capture can record it. Older means earlier
   * (orderDate, id), so two checkouts at once cannot cancel each other.
   */
  private async cancelOlderCheckouts(userId: string, order: { id: string; orderDate: Date }) {
    await this.deps.prisma.order.updateMany({
      where: {
        userId,
        paymentStatus: "pending",
        orderStatus: "pending",
        payerId: null,
        OR: [{ orderDate: { lt: order.orderDate } }, { orderDate: order.orderDate, id: { lt: order.id } }],
      },
      data: { orderStatus: "rejected" },
    });
  }

  /**
   * Captures an approved payment and fulfils the order, exactly once.
   *
   * One interactive transaction does everything: it first claims the order with a conditional update (only a pending,
   * uncancelled order matches; a concurrent capture of the same order waits on that row and then finds it paid),
   * then takes stock with conditional updates (`totalStock >= q`), so concurrent buyers can never drive stock
   * below zero, and only then calls the provider. Any failure, including the provider's, rolls the claim and
   * the stock back. The provider capture carries a fixed PayPal-Request-Id, so if we crash after PayPal
   * captured but before commit, the retried capture gets PayPal's first answer instead of a second charge.
   */
  async captureOrder(viewer: Viewer | null, orderId: unknown, paymentId: unknown, payerId: unknown) {
    const v = requireViewer(viewer);
    const { prisma } = this.deps;
    const order = isUuid(orderId) ? await prisma.order.findFirst({ where: { id: orderId, userId: v.id }, include: ORDER_INCLUDE }) : null;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const payment = requiredText(paymentId, "paymentId");
    const payer = requiredText(payerId, "payerId");
    if (!order.paymentId || order.paymentId !== payment) throw badInput("This payment does not belong to this order.");
    if (order.paymentStatus === "paid") return toOrderView(order);
    if (order.paymentStatus === "failed") throw badInput(PAYMENT_FAILED_BEFORE);
    // Cancelled by a newer checkout or by the shop: charging for an order nobody will ship is never right.
    if (order.orderStatus === "rejected") throw badInput(ORDER_CANCELLED);
    // Written before PayPal is asked and kept whatever happens next: from here on PayPal may hold money for this
    // order, so a newer checkout must not cancel it (see cancelOlderCheckouts).
    await prisma.order.updateMany({ where: { id: order.id, paymentStatus: "pending", payerId: null }, data: { payerId: payer } });

    try {
      const claimed = await prisma.$transaction((tx) => this.fulfil(tx, v, order, payer), { maxWait: 15_000, timeout: 20_000 });
      if (!claimed) return this.settledOrder(order.id);
    } catch (e) {
      if (!(e instanceof StockError)) throw e;
      await prisma.order.updateMany({
        where: { id: order.id, paymentStatus: "pending" },
        data: { paymentStatus: "failed", orderStatus: "rejected" },
      });
      throw badInput(e.message);
    }
    const paid = toOrderView(await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: ORDER_INCLUDE }));
    // A slow or stalled mail server must not hold the shopper's paid order hostage: wait briefly, then let it finish alone.
    await Promise.race([this.sendConfirmation(v.id, paid), delay(CONFIRMATION_WAIT_MS)]);
    return paid;
  }

  /** Best effort: the payment is done whatever the mail server says, so a mail failure must not fail the capture. */
  private async sendConfirmation(userId: string, order: OrderType) {
    try {
      const user = await this.deps.prisma.user.findUnique({ where: { id: userId }, select: { email: true, userName: true } });
      if (!user) return;
      const lines = order.items.map((i) => `${i.quantity} x ${i.title}: $${i.total.toFixed(2)}`).join("\n");
      await this.deps.mailer.send({
        to: user.email,
        subject: "Your order is confirmed",
        text: `Hi ${user.userName},\n\nThank you for your order ${order.id}.\n\n${lines}\n\nSubtotal: $${order.subtotal.toFixed(2)}\nShipping: $${order.shippingCost.toFixed(2)}\nTotal: $${order.totalAmount.toFixed(2)}\n\nShipping to: ${order.addressInfo.address}, ${order.addressInfo.city} ${order.addressInfo.pincode}\n`,
      });
    } catch {
      // Ignored on purpose (see above); the order page shows the same information.
    }
  }

  /** The transaction body of captureOrder; false when another capture already settled (or a cancellation closed) the order. */
  private async fulfil(tx: Prisma.TransactionClient, v: Viewer, order: OrderRow, payerId: string): Promise<boolean> {
    const claim = await tx.order.updateMany({
      where: { id: order.id, paymentStatus: "pending", orderStatus: { not: "rejected" } },
      data: { payerId },
    });
    if (claim.count !== 1) return false;

    // Same product order in every transaction, so two multi-line orders cannot deadlock on each other's rows.
    const lines = [...order.items].sort((a, b) => (a.productId ?? "").localeCompare(b.productId ?? ""));
    for (const line of lines) {
      if (!line.productId) throw new StockError(`${line.title} is no longer available`);
      const taken = await tx.$executeRaw`
        UPDATE "Product" SET "totalStock" = "totalStock" - ${line.quantity}, "updatedAt" = now()
        WHERE id = ${line.productId}::uuid AND "totalStock" >= ${line.quantity}`;
      if (taken !== 1) throw new StockError(outOfStock(line.title));
    }

    const result = await this.deps.payments.capture(order.paymentId!, payerId);
    if (result.status !== "COMPLETED") throw new AppError("PAYMENT_FAILED", "PayPal declined the payment. Please try another payment method.");
    if (result.amountCents !== order.totalCents) {
      throw new AppError("PAYMENT_FAILED", "The amount PayPal captured does not match the order total. Please contact support.");
    }

    await tx.order.update({
      where: { id: order.id },
      data: { paymentStatus: "paid", orderStatus: "confirmed", payerId: result.payerId ?? payerId, captureId: result.captureId || null, capturedAt: new Date() },
    });
    // The bought quantities leave the cart; anything added on top since checkout stays.
    for (const line of lines) {
      const inCart = { cart: { userId: v.id }, productId: line.productId! };
      await tx.cartItem.deleteMany({ where: { ...inCart, quantity: { lte: line.quantity } } });
      await tx.cartItem.updateMany({ where: { ...inCart, quantity: { gt: line.quantity } }, data: { quantity: { decrement: line.quantity } } });
    }
    return true;
  }

  /** After losing the claim race: the winner's outcome, or the cancellation that came first. */
  private async settledOrder(id: string) {
    const order = await this.deps.prisma.order.findUniqueOrThrow({ where: { id }, include: ORDER_INCLUDE });
    if (order.paymentStatus === "paid") return toOrderView(order);
    throw badInput(order.paymentStatus === "pending" ? ORDER_CANCELLED : PAYMENT_FAILED_BEFORE);
  }

  async myOrders(viewer: Viewer | null, page: unknown = 1, pageSize: unknown = 20) {
    const v = requireViewer(viewer);
    return this.page({ userId: v.id }, page, pageSize);
  }

  async adminOrders(viewer: Viewer | null, status: unknown, page: unknown = 1, pageSize: unknown = 20) {
    requireAdmin(viewer);
    const where = status === undefined || status === null || status === "" ? {} : { orderStatus: parseOrderStatus(status) };
    return this.page(where, page, pageSize);
  }

  /** The viewer's own order; admins may read any. Someone else's order is "not found", never "forbidden". */
  async order(viewer: Viewer | null, id: unknown) {
    const v = requireViewer(viewer);
    const order = isUuid(id) ? await this.deps.prisma.order.findUnique({ where: { id }, include: ORDER_INCLUDE }) : null;
    if (!order || (order.userId !== v.id && v.role !== "admin")) throw notFound(ORDER_NOT_FOUND);
    return toOrderView(order);
  }

  /**
   * Admin: any canonical status (or accepted spelling); the spec shows no transition rules. Cancelling (rejected) a
   * paid order also refunds it and restocks its lines (see cancelOrder); a refunded order keeps that status.
   */
  async updateOrderStatus(viewer: Viewer | null, id: unknown, status: OrderStatus | string) {
    requireAdmin(viewer);
    const orderStatus = parseOrderStatus(status);
    if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
    const outcome = orderStatus === "rejected" ? await cancelOrder(this.deps, id) : await this.setStatus(id, orderStatus);
    if (outcome === "missing") throw notFound(ORDER_NOT_FOUND);
    if (outcome === "refunded") await Promise.race([sendRefundNotice(this.deps, id), delay(CONFIRMATION_WAIT_MS)]);
    return toOrderView(await this.deps.prisma.order.findUniqueOrThrow({ where: { id }, include: ORDER_INCLUDE }));
  }

  /** A refunded order stays cancelled: its money and stock are already back, so no label may say otherwise. */
  private async setStatus(id: string, orderStatus: OrderStatus): Promise<"updated" | "missing"> {
    const { count } = await this.deps.prisma.order.updateMany({ where: { id, paymentStatus: { not: "refunded" } }, data: { orderStatus } });
    if (count === 1) return "updated";
    const order = await this.deps.prisma.order.findUnique({ where: { id }, select: { paymentStatus: true } });
    if (order) throw conflict(REFUNDED_IS_FINAL);
    return "missing";
  }

  private async page(where: { userId?: string; orderStatus?: OrderStatus }, pageInput: unknown, sizeInput: unknown) {
    const page = positiveInt(pageInput ?? 1, "page", 1_000_000);
    const pageSize = positiveInt(sizeInput ?? 20, "pageSize", MAX_PAGE_SIZE);
    const [rows, total] = await Promise.all([
      this.deps.prisma.order.findMany({
        where,
        include: ORDER_INCLUDE,
        orderBy: [{ orderDate: "desc" }, { id: "desc" }],
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      this.deps.prisma.order.count({ where }),
    ]);
    return { items: rows.map(toOrderView), total, page, pageSize };
  }
}

function requiredText(value: unknown, field: string): string {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) throw badInput(`${field} is required.`);
  if (text.length > 100) throw badInput(`${field} is too long.`);
  return text;
}

function positiveInt(value: unknown, field: string, max: number): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1) throw badInput(`${field} must be a whole number of at least 1.`);
  if (n > max) throw badInput(`${field} can be at most ${max}.`);
  return n;
}
