// Low stock, per variant (size/colour): the list admins see (variants at or below LOW_STOCK_THRESHOLD) and the one
// email per admin each time a sale (once paid, or held by PayPal) or an admin's edit takes a variant from above the
// threshold to at or below it.
import type { ServiceDeps } from "../../service-deps.js";
import { variantLabel } from "../product/variants.js";

export const LOW_STOCK_ALERT_JOB = "mail.low-stock-alert";
const LIST_LIMIT = 100;

/**
 * A variant taken from above the threshold to at or below it. `crossing` is the variant's count of such crossings
 * (ProductVariant.lowStockCrossings), bumped in the transaction that took the stock: the alert's idempotency key, so a
 * retried job or a repeated report sends nothing twice, and the next alert needs a new crossing (stock back above
 * the threshold, then down again). A sale's alert is queued when the sale is made, not when its claim takes the
 * stock (order-moves.ts, lowVariants): a declined payment's claim counts a crossing but alerts nobody.
 */
export interface LowStockCrossing {
  productId: string;
  /** Absent in alerts queued before variants existed (then the product's own count). */
  variantId?: string;
  crossing: number;
}

export interface LowStockAlert extends LowStockCrossing {
  adminId: string;
}

export interface LowStockItemView {
  productId: string;
  variantId: string | null;
  sku: string;
  size: string;
  colour: string;
  title: string;
  image: string;
  totalStock: number;
  /** When a paid order with this product was last captured; null if never. */
  lastSoldAt: Date | null;
}

/** Whether a change of stock from `before` to `after` crosses the threshold downwards. */
export const crossesThreshold = (before: number, after: number, threshold: number) => before > threshold && after <= threshold;

const crossingKey = (c: LowStockCrossing) => `${c.variantId ?? c.productId}:${c.crossing}`;

/**
 * The crossings whose alerts this process has queued, per queue. Every later sale of a sold-out hot product reports
 * the same crossing (lowVariants in order-moves.ts), and the queue sends a key once anyway: asking again cost every
 * such sale a read of the admins and a committed write. Another process (or this one after a restart, or after a
 * failed queueing, which is not remembered) still asks, and the queue still sends each key once.
 */
const queuedByQueue = new WeakMap<object, Set<string>>();
const QUEUED_KEPT = 10_000;

export class LowStockService {
  constructor(private readonly deps: ServiceDeps) {}

  get threshold() {
    return this.deps.config.lowStockThreshold;
  }

  /** Variants at or below the threshold, fewest units first; totalStock is the variant's stock. */
  async list(): Promise<LowStockItemView[]> {
    return this.deps.prisma.$queryRaw<LowStockItemView[]>`
      SELECT p.id::text AS "productId", v.id::text AS "variantId", v.sku, v.size, v.colour, p.title, p.image, v.stock AS "totalStock",
             (SELECT max(o."capturedAt") FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId"
              WHERE i."variantId" = v.id AND o."paymentStatus" = 'paid') AS "lastSoldAt"
      FROM "ProductVariant" v JOIN "Product" p ON p.id = v."productId"
      WHERE v.stock <= ${this.threshold}
      ORDER BY v.stock, p."titleKey", p.id, v.position, v.id
      LIMIT ${LIST_LIMIT}`;
  }

  /**
   * Queues one alert per admin per crossing, after the change is committed. Never throws: the sale or the edit is
   * done whatever happens to its email.
   */
  async queueAlerts(crossings: LowStockCrossing[]): Promise<void> {
    const jobs = this.deps.jobs;
    if (!crossings.length || !jobs) return;
    let queued = queuedByQueue.get(jobs);
    if (!queued) queuedByQueue.set(jobs, (queued = new Set()));
    const due = crossings.filter((c) => !queued.has(crossingKey(c)));
    if (!due.length) return;
    try {
      const admins = await this.deps.prisma.user.findMany({ where: { role: "admin" }, select: { id: true } });
      for (const c of due) {
        for (const admin of admins) {
          const alert: LowStockAlert = { ...c, adminId: admin.id };
          await jobs.send(LOW_STOCK_ALERT_JOB, alert, `low-stock:${crossingKey(c)}:${admin.id}`);
        }
        if (queued.size >= QUEUED_KEPT) queued.clear();
        queued.add(crossingKey(c));
      }
    } catch (e) {
      this.deps.logger?.error(`Could not queue the low-stock alerts of ${crossings.map((c) => c.productId).join(", ")}`, e);
    }
  }

  /** The job: one admin's email (throws when the mail server refuses, so the queue tries again). */
  async sendAlert({ productId, variantId, crossing, adminId }: LowStockAlert): Promise<void> {
    const [product, variant, admin] = await Promise.all([
      this.deps.prisma.product.findUnique({ where: { id: productId } }),
      variantId ? this.deps.prisma.productVariant.findUnique({ where: { id: variantId } }) : null,
      this.deps.prisma.user.findUnique({ where: { id: adminId } }),
    ]);
    // Deleted since, or no longer an admin: nobody to tell, or nothing to restock.
    if (!product || (variantId && !variant) || !admin || admin.role !== "admin") return;
    const { publicUrl } = this.deps.config;
    const label = variant ? variantLabel(variant) : "";
    const name = label ? `${product.title} (${label})` : product.title;
    await this.deps.mailer.send({
      to: admin.email,
      subject: `Low stock: ${name}`,
      messageId: `<low-stock.${variantId ?? productId}.${crossing}.${adminId}@${new URL(publicUrl).hostname}>`,
      text:
        `Hi ${admin.userName},\n\n${name} is low on stock: ${variant?.stock ?? product.totalStock} left (the alert level is ${this.threshold}).\n\n` +
        `Restock it: ${publicUrl}/admin/products?edit=${productId}\n`,
    });
  }
}
