// Admins manage shipping methods, discount codes, tax rates and the shop's tax settings; every change is written with
// its audit entry in one transaction. Inputs are checked here (amounts in whole cents, percentages in range).
import type { ServiceDeps } from "../../service-deps.js";
import type { Viewer } from "../../auth/viewer.js";
import type { Prisma as P } from "../../generated/prisma/client.js";
import { badInput, conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { AuditAction, diffFields, recordAudit } from "../audit/audit.service.js";
import { MAX_PRICE_CENTS } from "../../money.js";
import { codeKey } from "./discount-rules.js";
import { PPM } from "./breakdown.js";
import { shopSettings } from "./pricing.service.js";

export interface ShippingMethodInput {
  name?: string | null;
  priceCents?: number | null;
  freeFromCents?: number | null;
  deliveryEstimate?: string | null;
  active?: boolean | null;
  position?: number | null;
}

export interface DiscountCodeInput {
  code?: string | null;
  kind?: "percentage" | "fixed" | "freeShipping" | null;
  basisPoints?: number | null;
  amountCents?: number | null;
  categories?: string[] | null;
  brands?: string[] | null;
  productIds?: string[] | null;
  minSubtotalCents?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxUses?: number | null;
  perCustomer?: number | null;
  firstOrderOnly?: boolean | null;
  active?: boolean | null;
}

export interface TaxRateInput {
  country: string;
  region?: string | null;
  name: string;
  /** Parts per million: 8.875% = 88,750. */
  ppm: number;
}

export interface ShopSettingsInput {
  pricesIncludeTax?: boolean | null;
  country?: string | null;
  region?: string | null;
  legalName?: string | null;
  legalAddress?: string | null;
  taxId?: string | null;
}

const METHOD_FIELDS = ["name", "priceCents", "freeFromCents", "deliveryEstimate", "active", "position"] as const;
const CODE_FIELDS = ["code", "kind", "basisPoints", "amountCents", "categories", "brands", "productIds", "minSubtotalCents", "startsAt", "endsAt", "maxUses", "perCustomer", "firstOrderOnly", "active"] as const;
const SETTING_FIELDS = ["pricesIncludeTax", "country", "region", "legalName", "legalAddress", "taxId"] as const;

export class PricingAdminService {
  constructor(private readonly deps: ServiceDeps) {}

  shippingMethods(activeOnly: boolean) {
    return this.deps.prisma.shippingMethod.findMany({ where: activeOnly ? { active: true } : {}, orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
  }

  async saveShippingMethod(admin: Viewer, id: string | null, input: ShippingMethodInput) {
    const data = methodData(input, id === null);
    return this.deps.prisma.$transaction(async (tx) => {
      const before = id ? (isUuid(id) ? await tx.shippingMethod.findUnique({ where: { id } }) : null) : null;
      if (id && !before) throw notFound("Shipping method not found");
      if (before?.tiered && (data.active === false || data.priceCents !== undefined || data.freeFromCents !== undefined)) {
        throw badInput("The standard method is the shop's default (5.00 under 1,000, 2.50 under 2,000, free from 2,000): only its name, estimate and place can change.");
      }
      const after = before ? await tx.shippingMethod.update({ where: { id: before.id }, data }) : await tx.shippingMethod.create({ data: data as P.ShippingMethodCreateInput });
      await recordAudit(tx, { actorId: admin.id, action: AuditAction.shippingMethodChange, targetType: "shippingMethod", targetId: after.id, targetLabel: after.name, changes: diffFields(before, after, METHOD_FIELDS) });
      return after;
    });
  }

  discountCodes() {
    return this.deps.prisma.discountCode.findMany({ orderBy: [{ createdAt: "desc" }] });
  }

  async saveDiscountCode(admin: Viewer, id: string | null, input: DiscountCodeInput) {
    const data = codeData(input, id === null);
    return this.deps.prisma.$transaction(async (tx) => {
      const before = id ? (isUuid(id) ? await tx.discountCode.findUnique({ where: { id } }) : null) : null;
      if (id && !before) throw notFound("Discount code not found");
      const merged = { ...before, ...data };
      checkCode(merged);
      if (data.codeKey) {
        const taken = await tx.discountCode.findUnique({ where: { codeKey: data.codeKey } });
        if (taken && taken.id !== before?.id) throw conflict(`The code ${taken.code} already exists (codes are the same whatever their case).`);
      }
      const after = before ? await tx.discountCode.update({ where: { id: before.id }, data }) : await tx.discountCode.create({ data: data as P.DiscountCodeCreateInput });
      await recordAudit(tx, { actorId: admin.id, action: AuditAction.discountCodeChange, targetType: "discountCode", targetId: after.id, targetLabel: after.code, changes: diffFields(before, after, CODE_FIELDS) });
      return after;
    });
  }

  taxRates() {
    return this.deps.prisma.taxRate.findMany({ orderBy: [{ country: "asc" }, { region: "asc" }, { name: "asc" }] });
  }

  /** Creates or changes the rate of (country, region, name). */
  async saveTaxRate(admin: Viewer, input: TaxRateInput) {
    const country = placeCode(input.country, "country", 2);
    const region = input.region ? placeCode(input.region, "region", 6) : "";
    const name = text(input.name, "name", 60)!;
    if (!Number.isInteger(input.ppm) || input.ppm < 0 || input.ppm > PPM) throw badInput("ppm must be a whole number from 0 to 1,000,000 (8.875% is 88,750).");
    return this.deps.prisma.$transaction(async (tx) => {
      const key = { country_region_name: { country, region, name } };
      const before = await tx.taxRate.findUnique({ where: key });
      const after = await tx.taxRate.upsert({ where: key, create: { country, region, name, ppm: input.ppm }, update: { ppm: input.ppm } });
      await recordAudit(tx, { actorId: admin.id, action: AuditAction.taxRateChange, targetType: "taxRate", targetId: after.id, targetLabel: rateLabel({ country, region, name }), changes: diffFields(before, after, ["ppm"]) });
      return after;
    });
  }

  async deleteTaxRate(admin: Viewer, id: string) {
    return this.deps.prisma.$transaction(async (tx) => {
      const before = isUuid(id) ? await tx.taxRate.findUnique({ where: { id } }) : null;
      if (!before) throw notFound("Tax rate not found");
      await tx.taxRate.delete({ where: { id } });
      await recordAudit(tx, { actorId: admin.id, action: AuditAction.taxRateChange, targetType: "taxRate", targetId: id, targetLabel: rateLabel(before), changes: diffFields(before, null, ["ppm"]) });
      return true;
    });
  }

  settings() {
    return shopSettings(this.deps.prisma);
  }

  async saveSettings(admin: Viewer, input: ShopSettingsInput) {
    const data: P.ShopSettingUpdateInput = {};
    if (input.pricesIncludeTax !== undefined && input.pricesIncludeTax !== null) data.pricesIncludeTax = input.pricesIncludeTax;
    if (input.country) data.country = placeCode(input.country, "country", 2);
    if (input.region !== undefined && input.region !== null) data.region = input.region ? placeCode(input.region, "region", 6) : "";
    for (const f of ["legalName", "legalAddress", "taxId"] as const) if (input[f] !== undefined && input[f] !== null) data[f] = text(input[f], f, 300, true);
    return this.deps.prisma.$transaction(async (tx) => {
      const before = await shopSettings(tx);
      const after = await tx.shopSetting.upsert({ where: { id: 1 }, create: { id: 1, ...(data as P.ShopSettingCreateInput) }, update: data });
      await recordAudit(tx, { actorId: admin.id, action: AuditAction.shopSettingsChange, targetType: "shopSettings", targetId: "1", changes: diffFields(before, after, SETTING_FIELDS) });
      return after;
    });
  }
}

/** "US-NY Sales tax", "DE VAT": how the audit log names a rate, the same when it is set and when it is removed. */
const rateLabel = (r: { country: string; region: string; name: string }) => `${r.country}${r.region ? `-${r.region}` : ""} ${r.name}`;

export function cents(v: number | null | undefined, field: string, max = MAX_PRICE_CENTS): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Number.isInteger(v) || v < 0 || v > max) throw badInput(`${field} must be a whole number of cents from 0 to ${max}.`);
  return v;
}

export function text(v: string | null | undefined, field: string, max: number, blankOk = false): string | undefined {
  if (v === undefined || v === null) return undefined;
  const t = v.trim();
  if (!t && !blankOk) throw badInput(`${field} cannot be blank.`);
  if (t.length > max) throw badInput(`${field} can be at most ${max} characters.`);
  return t;
}

function placeCode(v: string, field: string, max: number): string {
  const t = v.trim().toUpperCase();
  if (!/^[A-Z0-9]+$/.test(t) || t.length > max || (field === "country" && t.length !== 2)) {
    throw badInput(field === "country" ? "country must be a two-letter ISO code such as US or DE." : `region must be a code of up to ${max} letters or digits (CA, NY, BY...).`);
  }
  return t;
}

function methodData(input: ShippingMethodInput, creating: boolean) {
  const data: P.ShippingMethodUpdateInput = {};
  const name = text(input.name, "name", 80);
  if (creating && !name) throw badInput("name is required.");
  if (name !== undefined) data.name = name;
  if (creating && (input.priceCents === undefined || input.priceCents === null)) throw badInput("priceCents is required.");
  const price = cents(input.priceCents, "priceCents");
  if (price !== undefined) data.priceCents = price;
  if (input.freeFromCents !== undefined) data.freeFromCents = input.freeFromCents === null ? null : cents(input.freeFromCents, "freeFromCents");
  const estimate = text(input.deliveryEstimate, "deliveryEstimate", 80, true);
  if (estimate !== undefined) data.deliveryEstimate = estimate;
  if (input.active !== undefined && input.active !== null) data.active = input.active;
  if (input.position !== undefined && input.position !== null) data.position = input.position;
  return data as P.ShippingMethodUpdateInput & { active?: boolean; priceCents?: number; freeFromCents?: number | null };
}

function codeData(input: DiscountCodeInput, creating: boolean) {
  const data: Record<string, unknown> = {};
  const code = text(input.code, "code", 40);
  if (code !== undefined) {
    if (!/^[A-Za-z0-9_-]+$/.test(code)) throw badInput("A code is letters, digits, - and _ only (up to 40).");
    data.code = code;
    data.codeKey = codeKey(code);
  }
  if (creating && !code) throw badInput("code is required.");
  if (creating && !input.kind) throw badInput("kind is required.");
  if (input.kind) data.kind = input.kind;
  for (const f of ["amountCents", "minSubtotalCents"] as const) if (input[f] !== undefined && input[f] !== null) data[f] = cents(input[f], f);
  if (input.basisPoints !== undefined && input.basisPoints !== null) data.basisPoints = input.basisPoints;
  for (const f of ["categories", "brands", "productIds"] as const) if (input[f]) data[f] = [...new Set(input[f]!.map((s) => s.trim()).filter(Boolean))];
  for (const f of ["startsAt", "endsAt"] as const) if (input[f] !== undefined) data[f] = input[f];
  for (const f of ["maxUses", "perCustomer"] as const) {
    const v = input[f];
    if (v === undefined) continue;
    if (v !== null && (!Number.isInteger(v) || v < 1)) throw badInput(`${f} must be a whole number of at least 1, or empty for no limit.`);
    data[f] = v;
  }
  for (const f of ["firstOrderOnly", "active"] as const) if (input[f] !== undefined && input[f] !== null) data[f] = input[f];
  return data as P.DiscountCodeUpdateInput & { codeKey?: string };
}

/** The code as it will be saved makes sense: the kind has its amount, the dates are in order. */
function checkCode(c: Record<string, unknown>) {
  if (c.kind === "percentage" && (!Number.isInteger(c.basisPoints) || (c.basisPoints as number) < 1 || (c.basisPoints as number) > 10_000)) {
    throw badInput("A percentage code needs basisPoints from 1 to 10,000 (10% is 1,000).");
  }
  if (c.kind === "fixed" && !((c.amountCents as number) > 0)) throw badInput("A fixed code needs amountCents above 0.");
  if (c.startsAt instanceof Date && c.endsAt instanceof Date && c.endsAt <= c.startsAt) throw badInput("endsAt must be after startsAt.");
  const used = typeof c.usedCount === "number" ? c.usedCount : 0;
  if (typeof c.maxUses === "number" && c.maxUses < used) throw badInput(`maxUses cannot be below the ${used} uses already taken.`);
}
