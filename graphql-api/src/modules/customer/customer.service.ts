// The back office's customers: the searchable list with each one's order figures, one customer's detail, and
// disabling or enabling a customer's sign-in (recorded in the audit log).
import { Prisma } from "../../generated/prisma/client.js";
import type { ServiceDeps } from "../../service-deps.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { forbidden, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { offsetOf, parsePaging } from "../../paging.js";
import { escapeLike, normalizeKeyword } from "../product/product.search.js";
import { AuditAction, recordAudit } from "../audit/audit.service.js";

export const CUSTOMER_NOT_FOUND = "Customer not found";
export const CANNOT_DISABLE_SELF = "You cannot disable your own account.";
export const CANNOT_DISABLE_ADMIN = "Admins' accounts cannot be disabled here; only customers' can.";
const CUSTOMERS_PAGE_SIZE = 20;

export interface CustomerView {
  id: string;
  userName: string;
  email: string;
  phone: string;
  disabledAt: Date | null;
  createdAt: Date;
  /** Orders placed, whatever became of them. */
  ordersCount: number;
  /** Sum of the paid orders' totals (refunded, cancelled and unpaid ones excluded), in cents. */
  totalSpentCents: number;
  lastOrderAt: Date | null;
}

type UserRow = Pick<CustomerView, "id" | "userName" | "email" | "phone" | "disabledAt" | "createdAt">;
const USER_SELECT = { id: true, userName: true, email: true, phone: true, disabledAt: true, createdAt: true } as const;

export class CustomerService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Customers (not admins), newest first; `search` matches part of the email or the name, in any case. */
  async list(search: unknown, page: unknown, pageSize: unknown) {
    const paging = parsePaging(page, pageSize, CUSTOMERS_PAGE_SIZE);
    const q = normalizeKeyword(search);
    const like = `%${escapeLike(q)}%`;
    const where = q
      ? Prisma.sql`WHERE u.role = 'user' AND (u.email ILIKE ${like} ESCAPE '\\' OR u."userName" ILIKE ${like} ESCAPE '\\')`
      : Prisma.sql`WHERE u.role = 'user'`;
    const { prisma } = this.deps;
    const [ids, [count]] = await Promise.all([
      prisma.$queryRaw<{ id: string }[]>`SELECT u.id FROM "User" u ${where} ORDER BY u."createdAt" DESC, u.id DESC LIMIT ${paging.pageSize} OFFSET ${offsetOf(paging)}`,
      prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM "User" u ${where}`,
    ]);
    const users = ids.length ? await prisma.user.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: USER_SELECT }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const items = await this.withFigures(ids.flatMap((r) => (byId.has(r.id) ? [byId.get(r.id)!] : [])));
    return { items, total: count?.total ?? 0, ...paging };
  }

  async get(id: unknown): Promise<CustomerView> {
    const user = isUuid(id) ? await this.deps.prisma.user.findFirst({ where: { id, role: "user" }, select: USER_SELECT }) : null;
    if (!user) throw notFound(CUSTOMER_NOT_FOUND);
    return (await this.withFigures([user]))[0]!;
  }

  /**
   * Disables (or enables) a customer's sign-in. Disabling ends every session at once (tokenVersion moves on, so
   * every token issued before is refused) and login then answers ACCOUNT_DISABLED. Doing it twice changes nothing
   * the second time; each real change is recorded in the audit log in the same transaction.
   */
  async setDisabled(viewer: Viewer | null, id: unknown, disabled: boolean): Promise<CustomerView> {
    const admin = requireViewer(viewer);
    if (id === admin.id) throw forbidden(CANNOT_DISABLE_SELF);
    if (!isUuid(id)) throw notFound(CUSTOMER_NOT_FOUND);
    await this.deps.prisma.$transaction(async (tx) => {
      const [user] = await tx.$queryRaw<{ role: string; email: string; disabledAt: Date | null }[]>`
        SELECT role::text, email, "disabledAt" FROM "User" WHERE id = ${id}::uuid FOR UPDATE`;
      if (!user) throw notFound(CUSTOMER_NOT_FOUND);
      if (user.role === "admin") throw forbidden(CANNOT_DISABLE_ADMIN);
      if ((user.disabledAt !== null) === disabled) return;
      await tx.user.update({
        where: { id },
        data: disabled ? { disabledAt: new Date(), tokenVersion: { increment: 1 } } : { disabledAt: null },
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: disabled ? AuditAction.customerDisable : AuditAction.customerEnable,
        targetType: "customer",
        targetId: id,
        targetLabel: user.email,
        changes: [{ field: "signIn", before: disabled ? "enabled" : "disabled", after: disabled ? "disabled" : "enabled" }],
      });
    });
    return this.get(id);
  }

  /** Each user's order figures, in one grouped statement for the whole page. */
  private async withFigures(users: UserRow[]): Promise<CustomerView[]> {
    if (!users.length) return [];
    const rows = await this.deps.prisma.$queryRaw<{ userId: string; ordersCount: number; spent: bigint | number; lastOrderAt: Date | null }[]>`
      SELECT o."userId", count(*)::int AS "ordersCount",
        coalesce(sum(o."totalCents") FILTER (WHERE o."paymentStatus" = 'paid'), 0)::bigint AS spent,
        max(o."orderDate") AS "lastOrderAt"
      FROM "Order" o WHERE o."userId" IN (${Prisma.join(users.map((u) => Prisma.sql`${u.id}::uuid`))})
      GROUP BY o."userId"`;
    const figures = new Map(rows.map((r) => [r.userId, r]));
    return users.map((u) => {
      const f = figures.get(u.id);
      return { ...u, ordersCount: f?.ordersCount ?? 0, totalSpentCents: Number(f?.spent ?? 0), lastOrderAt: f?.lastOrderAt ?? null };
    });
  }
}
