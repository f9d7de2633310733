// Low stock: the list admins see (products at or below LOW_STOCK_THRESHOLD) and the one email per admin each time a
// sale or an admin's edit takes a product from above the threshold to at or below it.
import type { ServiceDeps } from "../../services.js";

export const LOW_STOCK_ALERT_JOB = "mail.low-stock-alert";
const LIST_LIMIT = 100;

/**
 * A product taken from above the threshold to at or below it. `crossing` is the product's count of such crossings
 * (Product.lowStockCrossings), bumped in the transaction that took the stock: the alert's idempotency key, so a
 * retried job or a repeated report sends nothing twice, and the next alert needs a new crossing (stock back above
 * the threshold, then down again).
 */
export interface LowStockCrossing {
  productId: string;
  crossing: number;
}

export interface LowStockAlert extends LowStockCrossing {
  adminId: string;
}

export interface LowStockItemView {
  productId: string;
  title: string;
  image: string;
  totalStock: number;
  /** When a paid order with this product was last captured; null if never. */
  lastSoldAt: Date | null;
}

/** Whether a change of stock from `before` to `after` crosses the threshold downwards. */
export const crossesThreshold = (before: number, after: number, threshold: number) => before > threshold && after <= threshold;

export class LowStockService {
  constructor(private readonly deps: ServiceDeps) {}

  get threshold() {
    return this.deps.config.lowStockThreshold;
  }

  /** Products at or below the threshold, fewest units first. */
  async list(): Promise<LowStockItemView[]> {
    return this.deps.prisma.$queryRaw<LowStockItemView[]>`
      SELECT p.id::text AS "productId", p.title, p.image, p."totalStock",
             (SELECT max(o."capturedAt") FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId"
              WHERE i."productId" = p.id AND o."paymentStatus" = 'paid') AS "lastSoldAt"
      FROM "Product" p
      WHERE p."totalStock" <= ${this.threshold}
      ORDER BY p."totalStock", p."titleKey", p.id
      LIMIT ${LIST_LIMIT}`;
  }

  /**
   * Queues one alert per admin per crossing, after the change is committed. Never throws: the sale or the edit is
   * done whatever happens to its email.
   */
  async queueAlerts(crossings: LowStockCrossing[]): Promise<void> {
    if (!crossings.length || !this.deps.jobs) return;
    try {
      const admins = await this.deps.prisma.user.findMany({ where: { role: "admin" }, select: { id: true } });
      for (const c of crossings) {
        for (const admin of admins) {
          const alert: LowStockAlert = { ...c, adminId: admin.id };
          await this.deps.jobs.send(LOW_STOCK_ALERT_JOB, alert, `low-stock:${c.productId}:${c.crossing}:${admin.id}`);
        }
      }
    } catch (e) {
      this.deps.logger?.error(`Could not queue the low-stock alerts of ${crossings.map((c) => c.productId).join(", ")}`, e);
    }
  }

  /** The job: one admin's email (throws when the mail server refuses, so the queue tries again). */
  async sendAlert({ productId, crossing, adminId }: LowStockAlert): Promise<void> {
    const [product, admin] = await Promise.all([
      this.deps.prisma.product.findUnique({ where: { id: productId } }),
      this.deps.prisma.user.findUnique({ where: { id: adminId } }),
    ]);
    // Deleted since, or no longer an admin: nobody to tell, or nothing to restock.
    if (!product || !admin || admin.role !== "admin") return;
    const { publicUrl } = this.deps.config;
    await this.deps.mailer.send({
      to: admin.email,
      subject: `Low stock: ${product.title}`,
      messageId: `<low-stock.${productId}.${crossing}.${adminId}@${new URL(publicUrl).hostname}>`,
      text:
        `Hi ${admin.userName},\n\n${product.title} is low on stock: ${product.totalStock} left (the alert level is ${this.threshold}).\n\n` +
        `Restock it: ${publicUrl}/admin/products?edit=${productId}\n`,
    });
  }
}
