// The audit log of admin actions: one function every domain calls inside the transaction of the change it records,
// and the paged read behind the admin's Audit log page.
import type { Prisma as P } from "../../generated/prisma/client.js";
import type { ServiceDeps } from "../../service-deps.js";
import { offsetOf, parsePaging } from "../../paging.js";

/** What an admin did; the web app names each one. */
export enum AuditAction {
  productCreate = "product.create",
  productUpdate = "product.update",
  productDelete = "product.delete",
  orderStatus = "order.status",
  orderRefund = "order.refund",
  customerDisable = "customer.disable",
  customerEnable = "customer.enable",
  apiKeyCreate = "apiKey.create",
  apiKeyRevoke = "apiKey.revoke",
  categoryCreate = "category.create",
  categoryUpdate = "category.update",
  categoryReorder = "category.reorder",
  brandCreate = "brand.create",
  brandUpdate = "brand.update",
  brandReorder = "brand.reorder",
  shippingMethodChange = "shippingMethod.change",
  discountCodeChange = "discountCode.change",
  promotionChange = "promotion.change",
  taxRateChange = "taxRate.change",
  shopSettingsChange = "shopSettings.change",
}

export interface AuditChange {
  field: string;
  /** Null when the field had no value before (a product created). */
  before: string | null;
  /** Null when it has none after (a product deleted). */
  after: string | null;
}

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  targetType: "product" | "order" | "customer" | "apiKey" | "category" | "brand" | "shippingMethod" | "discountCode" | "promotion" | "taxRate" | "shopSettings";
  targetId: string;
  targetLabel?: string;
  changes: AuditChange[];
}

export interface AuditEntryView extends Omit<AuditRecord, "actorId"> {
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string;
  targetLabel: string;
}

const AUDIT_PAGE_SIZE = 50;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));

/** The fields whose value differs between two snapshots, as text (before/after); fields missing on both are skipped. */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null, fields: readonly string[]): AuditChange[] {
  return fields
    .map((field) => ({ field, before: before ? text(before[field]) : null, after: after ? text(after[field]) : null }))
    .filter((c) => c.before !== c.after);
}

/**
 * Records an admin action with the transaction `tx` of the change itself: both are stored, or neither. The admin's
 * email is copied so the entry still says who acted after their account is gone.
 */
export async function recordAudit(tx: P.TransactionClient, entry: AuditRecord): Promise<void> {
  const actor = await tx.user.findUnique({ where: { id: entry.actorId }, select: { email: true } });
  await tx.auditEntry.create({
    data: {
      actorId: actor ? entry.actorId : null,
      actorEmail: actor?.email ?? "",
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel ?? "",
      changes: entry.changes as unknown as P.InputJsonValue,
    },
  });
}

export class AuditService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Newest first. */
  async list(page: unknown, pageSize: unknown) {
    const paging = parsePaging(page, pageSize, AUDIT_PAGE_SIZE);
    const [rows, total] = await Promise.all([
      this.deps.prisma.auditEntry.findMany({ orderBy: [{ at: "desc" }, { id: "desc" }], skip: offsetOf(paging), take: paging.pageSize }),
      this.deps.prisma.auditEntry.count(),
    ]);
    const items: AuditEntryView[] = rows.map((r) => ({
      id: String(r.id),
      at: r.at,
      actorId: r.actorId,
      actorEmail: r.actorEmail,
      action: r.action as AuditAction,
      targetType: r.targetType as AuditRecord["targetType"],
      targetId: r.targetId,
      targetLabel: r.targetLabel,
      changes: r.changes as unknown as AuditChange[],
    }));
    return { items, total, ...paging };
  }
}
