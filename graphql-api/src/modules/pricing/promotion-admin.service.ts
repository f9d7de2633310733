// Admins manage automatic promotions (create, edit, deactivate); each change is written with its audit entry in one
// transaction. Inputs are checked here: a percentage in range or a fixed amount in cents, dates in order.
import type { ServiceDeps } from "../../service-deps.js";
import type { Viewer } from "../../auth/viewer.js";
import type { Prisma as P } from "../../generated/prisma/client.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { AuditAction, diffFields, recordAudit } from "../audit/audit.service.js";
import { cents, text } from "./pricing-admin.service.js";

export interface PromotionInput {
  name?: string | null;
  kind?: "percentage" | "fixed" | "freeShipping" | null;
  basisPoints?: number | null;
  amountCents?: number | null;
  categories?: string[] | null;
  brands?: string[] | null;
  productIds?: string[] | null;
  minSubtotalCents?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  active?: boolean | null;
}

const FIELDS = ["name", "kind", "basisPoints", "amountCents", "categories", "brands", "productIds", "minSubtotalCents", "startsAt", "endsAt", "active"] as const;

export class PromotionAdminService {
  constructor(private readonly deps: ServiceDeps) {}

  promotions() {
    return this.deps.prisma.promotion.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  }

  async save(admin: Viewer, id: string | null, input: PromotionInput) {
    const data = promotionData(input, id === null);
    return this.deps.prisma.$transaction(async (tx) => {
      const before = id ? (isUuid(id) ? await tx.promotion.findUnique({ where: { id } }) : null) : null;
      if (id && !before) throw notFound("Promotion not found");
      checkPromotion({ ...before, ...data });
      const after = before ? await tx.promotion.update({ where: { id: before.id }, data }) : await tx.promotion.create({ data: data as P.PromotionCreateInput });
      await recordAudit(tx, { actorId: admin.id, action: AuditAction.promotionChange, targetType: "promotion", targetId: after.id, targetLabel: after.name, changes: diffFields(before, after, FIELDS) });
      return after;
    });
  }
}

function promotionData(input: PromotionInput, creating: boolean) {
  const data: Record<string, unknown> = {};
  const name = text(input.name, "name", 80);
  if (creating && !name) throw badInput("name is required.");
  if (name !== undefined) data.name = name;
  if (creating && !input.kind) throw badInput("kind is required.");
  if (input.kind === "freeShipping") throw badInput("A promotion is a percentage or a fixed amount off; free shipping is a code or a shipping method's threshold.");
  if (input.kind) data.kind = input.kind;
  for (const f of ["amountCents", "minSubtotalCents"] as const) if (input[f] !== undefined && input[f] !== null) data[f] = cents(input[f], f);
  if (input.basisPoints !== undefined && input.basisPoints !== null) data.basisPoints = input.basisPoints;
  for (const f of ["categories", "brands", "productIds"] as const) if (input[f]) data[f] = [...new Set(input[f]!.map((s) => s.trim()).filter(Boolean))];
  for (const f of ["startsAt", "endsAt"] as const) if (input[f] !== undefined) data[f] = input[f];
  if (input.active !== undefined && input.active !== null) data.active = input.active;
  return data as P.PromotionUpdateInput;
}

/** The promotion as it will be saved makes sense: the kind has its amount, the dates are in order. */
function checkPromotion(p: Record<string, unknown>) {
  if (p.kind === "percentage" && (!Number.isInteger(p.basisPoints) || (p.basisPoints as number) < 1 || (p.basisPoints as number) > 10_000)) {
    throw badInput("A percentage promotion needs basisPoints from 1 to 10,000 (20% is 2,000).");
  }
  if (p.kind === "fixed" && !((p.amountCents as number) > 0)) throw badInput("A fixed promotion needs amountCents above 0.");
  if (p.startsAt instanceof Date && p.endsAt instanceof Date && p.endsAt <= p.startsAt) throw badInput("endsAt must be after startsAt.");
}
