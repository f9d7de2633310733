// Categories and brands: the shop's sections and labels, managed by admins (create, rename, hide, reorder; never
// deleted, and a slug never changes, so products and old clients keep naming them). Hidden ones stay on their
// products but the storefront does not offer them (menus, filters, tiles, search by name). Also the check that a
// product names an existing category and brand.
import type { Prisma as P } from "../../generated/prisma/client.js";
import type { ServiceDeps } from "../../service-deps.js";
import type { Viewer } from "../../auth/viewer.js";
import { badInput, conflict, forbidden, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { isUniqueViolation } from "../../db/prisma-errors.js";
import { AuditAction, diffFields, recordAudit } from "../audit/audit.service.js";
import { LABEL, MAX_ENTRIES, parseHidden, parseName, parseOrder, parseSlug, SLUG, type TaxonomyKind } from "./taxonomy.validation.js";

export interface TaxonomyView {
  id: string;
  slug: string;
  name: string;
  position: number;
  hidden: boolean;
}

export interface TaxonomyInputArgs {
  slug?: unknown;
  name?: unknown;
  hidden?: unknown;
}

type Db = P.TransactionClient | ServiceDeps["prisma"];

// The two tables have the same columns; one delegate type serves both.
const table = (db: Db, kind: TaxonomyKind) => (kind === "category" ? db.category : (db.brand as unknown as Db["category"]));

const ACTIONS: Record<TaxonomyKind, { create: AuditAction; update: AuditAction; reorder: AuditAction }> = {
  category: { create: AuditAction.categoryCreate, update: AuditAction.categoryUpdate, reorder: AuditAction.categoryReorder },
  brand: { create: AuditAction.brandCreate, update: AuditAction.brandUpdate, reorder: AuditAction.brandReorder },
};

const toView = (r: TaxonomyView): TaxonomyView => ({ id: r.id, slug: r.slug, name: r.name, position: r.position, hidden: r.hidden });
const ORDER = [{ position: "asc" as const }, { slug: "asc" as const }];
const duplicate = (kind: TaxonomyKind, slug: string) => conflict(`A ${LABEL[kind].one} with the slug ${slug} already exists.`);

export class TaxonomyService {
  constructor(private readonly deps: ServiceDeps) {}

  /** In menu order. Hidden ones only for admins (the back office's lists and product form). */
  async list(viewer: Viewer | null, kind: TaxonomyKind, includeHidden?: boolean | null): Promise<TaxonomyView[]> {
    if (includeHidden && viewer?.role !== "admin") throw forbidden(`Only admins can list hidden ${LABEL[kind].many}.`);
    const rows = await table(this.deps.prisma, kind).findMany({ where: includeHidden ? {} : { hidden: false }, orderBy: ORDER });
    return rows.map(toView);
  }

  /** Added at the end of the menu. */
  async create(kind: TaxonomyKind, input: TaxonomyInputArgs, admin: Viewer): Promise<TaxonomyView> {
    if (!input || typeof input !== "object") throw badInput(`${LABEL[kind].One} details are missing.`);
    const slug = parseSlug(kind, input.slug);
    const name = parseName(kind, input.name);
    const hidden = input.hidden === undefined || input.hidden === null ? false : parseHidden(kind, input.hidden);
    try {
      return await this.deps.prisma.$transaction(async (tx) => {
        await this.lock(tx, kind);
        const rows = table(tx, kind);
        if (await rows.findUnique({ where: { slug } })) throw duplicate(kind, slug);
        const count = await rows.count();
        if (count >= MAX_ENTRIES) throw badInput(`The shop has at most ${MAX_ENTRIES} ${LABEL[kind].many}: hide one you no longer use instead.`);
        const last = await rows.findFirst({ orderBy: { position: "desc" }, select: { position: true } });
        const created = await rows.create({ data: { slug, name, hidden, position: (last?.position ?? -1) + 1 } });
        const changes = diffFields(null, created, ["slug", "name", "hidden", "position"]);
        await recordAudit(tx, { actorId: admin.id, action: ACTIONS[kind].create, targetType: kind, targetId: created.id, targetLabel: name, changes });
        return toView(created);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicate(kind, slug);
      throw e;
    }
  }

  /** Rename and/or hide or show; the slug stays. */
  async update(kind: TaxonomyKind, id: string, input: TaxonomyInputArgs, admin: Viewer): Promise<TaxonomyView> {
    if (!input || typeof input !== "object") throw badInput(`${LABEL[kind].One} details are missing.`);
    if (input.slug !== undefined && input.slug !== null) throw badInput(`A ${LABEL[kind].one}'s slug cannot be changed: clients and products name it.`);
    const data: { name?: string; hidden?: boolean } = {};
    if (input.name !== undefined && input.name !== null) data.name = parseName(kind, input.name);
    if (input.hidden !== undefined && input.hidden !== null) data.hidden = parseHidden(kind, input.hidden);
    const missing = notFound(`${LABEL[kind].One} not found.`);
    if (!isUuid(id)) throw missing;
    return this.deps.prisma.$transaction(async (tx) => {
      const rows = table(tx, kind);
      const before = await rows.findUnique({ where: { id } });
      if (!before) throw missing;
      const after = Object.keys(data).length ? await rows.update({ where: { id }, data }) : before;
      const changes = diffFields(before, after, ["name", "hidden"]);
      if (changes.length) {
        await recordAudit(tx, { actorId: admin.id, action: ACTIONS[kind].update, targetType: kind, targetId: id, targetLabel: after.name, changes });
      }
      return toView(after);
    });
  }

  /** `ids`: every one of them, in the new menu order. */
  async reorder(kind: TaxonomyKind, ids: unknown, admin: Viewer): Promise<TaxonomyView[]> {
    return this.deps.prisma.$transaction(async (tx) => {
      await this.lock(tx, kind);
      const rows = table(tx, kind);
      const current = await rows.findMany({ orderBy: ORDER });
      const order = parseOrder(kind, ids, current.map((r) => r.id));
      const byId = new Map(current.map((r) => [r.id, r]));
      for (const [position, id] of order.entries()) {
        if (byId.get(id)!.position !== position) await rows.update({ where: { id }, data: { position } });
      }
      const slugs = (list: { slug: string }[]) => list.map((r) => r.slug).join(", ");
      const after = order.map((id) => byId.get(id)!);
      const changes = [{ field: "order", before: slugs(current), after: slugs(after) }].filter((c) => c.before !== c.after);
      if (changes.length) {
        await recordAudit(tx, { actorId: admin.id, action: ACTIONS[kind].reorder, targetType: kind, targetId: kind, targetLabel: LABEL[kind].many, changes });
      }
      return after.map((r, position) => toView({ ...r, position }));
    });
  }

  /** Creates and reorders wait for each other (reads do not), so positions and the cap stay right under concurrency. */
  private async lock(tx: P.TransactionClient, kind: TaxonomyKind) {
    if (kind === "category") await tx.$executeRaw`LOCK TABLE "Category" IN SHARE ROW EXCLUSIVE MODE`;
    else await tx.$executeRaw`LOCK TABLE "Brand" IN SHARE ROW EXCLUSIVE MODE`;
  }
}

/**
 * The slug a product's category or brand names: its slug (any case), or its name ("Levi's", "H&M": what the legacy
 * API's clients send). Hidden ones count: an admin may stock a section before showing it.
 */
export async function resolveSlug(db: Db, kind: TaxonomyKind, value: unknown): Promise<string> {
  const raw = typeof value === "string" ? value.trim() : "";
  const unknown = badInput(`Unknown ${LABEL[kind].one}: ${(raw || String(value)).slice(0, 40)}`);
  if (!raw || raw.length > 100) throw unknown;
  const slug = raw.toLowerCase();
  const found = await table(db, kind).findMany({
    where: { OR: [{ slug }, { name: { equals: raw, mode: "insensitive" } }] },
    select: { slug: true },
    take: 2,
  });
  if (!found.length) throw unknown;
  return found.find((r) => r.slug === slug)?.slug ?? found[0]!.slug;
}

/**
 * Refuses a listing filter naming a slug no category or brand has (BAD_USER_INPUT "Unknown category: x"), as the
 * enums did: a typo then reads as a mistake, not as an empty shop. Hidden ones are valid filters.
 */
export async function requireSlugs(db: Db, kind: TaxonomyKind, slugs: readonly string[]): Promise<void> {
  if (!slugs.length) return;
  const unknown = (slug: string) => badInput(`Unknown ${LABEL[kind].one}: ${slug.slice(0, 40)}`);
  // What cannot be a slug (a NUL, a "%", "__proto__") is refused before it reaches SQL.
  const malformed = slugs.find((s) => !SLUG.test(s));
  if (malformed !== undefined) throw unknown(malformed);
  const found = new Set((await table(db, kind).findMany({ where: { slug: { in: [...slugs] } }, select: { slug: true } })).map((r) => r.slug));
  const missing = slugs.find((s) => !found.has(s));
  if (missing !== undefined) throw unknown(missing);
}

/**
 * requireSlugs with the slugs once found remembered: a slug never changes and no category or brand is ever deleted,
 * so a slug found once names one for the life of the process, and a listing page the page cache misses (a crawler's
 * deep pages) needs no statement for it. Only slugs found are kept: at most the categories and brands there are.
 */
export class KnownSlugs {
  private readonly found: Record<TaxonomyKind, Set<string>> = { category: new Set(), brand: new Set() };
  constructor(private readonly db: Db) {}

  async require(kind: TaxonomyKind, slugs: readonly string[]): Promise<void> {
    const known = this.found[kind];
    if (slugs.every((s) => known.has(s))) return;
    await requireSlugs(this.db, kind, slugs);
    for (const s of slugs) known.add(s);
  }
}

/** The visible categories' and brands' slugs and names: what a search keyword may name. */
export async function visibleNames(db: Db) {
  const select = { slug: true, name: true } as const;
  const [categories, brands] = await Promise.all([
    db.category.findMany({ where: { hidden: false }, select }),
    db.brand.findMany({ where: { hidden: false }, select }),
  ]);
  return { categories, brands };
}
