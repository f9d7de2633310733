// The admin's order search: status, date range, an order id (or its first 8+ characters) or a customer's email or
// name; one WHERE clause for the paged list and the CSV export, which reads the matches in keyset-paged batches.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { badInput } from "../../errors.js";
import { isUuid } from "../../ids.js";
import type { OrderStatus } from "../shared-enums.js";
import { escapeLike, normalizeKeyword } from "../product/product.search.js";
import { parseOrderStatus } from "./order-status.js";

export interface OrderFilters {
  status: OrderStatus | null;
  /** Placed at or after. */
  from: Date | null;
  /** Placed before. */
  to: Date | null;
  /** An order id or its start, a customer's email or name (part of either, any case). */
  search: string;
  customerId: string | null;
}

export interface OrderFilterInput {
  status?: unknown;
  from?: unknown;
  to?: unknown;
  search?: unknown;
  customerId?: unknown;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

function parseMoment(value: unknown, field: "from" | "to"): Date | null {
  if (blank(value)) return null;
  const d = value instanceof Date ? value : typeof value === "string" ? new Date(value.trim()) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw badInput(`${field} must be a date, e.g. 2026-11-01 or 2026-11-01T00:00:00Z.`);
  return d;
}

/** Checks what an admin (or a URL) sent; a bad value is a 400 that says how to write it. */
export function parseOrderFilters(input: OrderFilterInput): OrderFilters {
  const from = parseMoment(input.from, "from");
  const to = parseMoment(input.to, "to");
  if (from && to && from > to) throw badInput("The start of the date range must not be after its end.");
  if (!blank(input.customerId) && !isUuid(input.customerId)) throw badInput("customerId must be a customer's id.");
  return {
    status: blank(input.status) ? null : parseOrderStatus(input.status),
    from,
    to,
    search: normalizeKeyword(input.search),
    customerId: blank(input.customerId) ? null : (input.customerId as string),
  };
}

/**
 * The lowest and highest uuid starting with a hex prefix of 8 to 32 digits (dashes ignored): an order id prefix is
 * then a range on the primary key instead of a scan of every id as text.
 */
function idRange(search: string): [string, string] | null {
  const hex = search.replaceAll("-", "").toLowerCase();
  if (!/^[0-9a-f]{8,32}$/.test(hex)) return null;
  const asUuid = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return [asUuid(hex.padEnd(32, "0")), asUuid(hex.padEnd(32, "f"))];
}

/** The WHERE clause (on "Order" aliased o) for the filters. */
export function whereOf(f: OrderFilters): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (f.status) parts.push(Prisma.sql`o."orderStatus" = ${f.status}::"OrderStatus"`);
  if (f.from) parts.push(Prisma.sql`o."orderDate" >= ${f.from}`);
  if (f.to) parts.push(Prisma.sql`o."orderDate" < ${f.to}`);
  if (f.customerId) parts.push(Prisma.sql`o."userId" = ${f.customerId}::uuid`);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    // Each part has its index: the trigram indexes of User (email, userName), then Order(userId, orderDate). The two
    // columns are searched apart (UNION), as one OR led PostgreSQL to read every user; text with an "@" is only
    // ever part of an email, so the names are not searched then.
    const byEmail = Prisma.sql`SELECT u.id FROM "User" u WHERE u.email ILIKE ${like} ESCAPE '\\'`;
    const byName = Prisma.sql`SELECT u.id FROM "User" u WHERE u."userName" ILIKE ${like} ESCAPE '\\'`;
    const users = f.search.includes("@") ? byEmail : Prisma.sql`${byEmail} UNION ${byName}`;
    const either: Prisma.Sql[] = [Prisma.sql`o."userId" IN (${users})`];
    const range = idRange(f.search);
    if (range) either.push(Prisma.sql`o.id BETWEEN ${range[0]}::uuid AND ${range[1]}::uuid`);
    parts.push(Prisma.sql`(${Prisma.join(either, " OR ")})`);
  }
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty;
}

/** One page of matching order ids, newest first, and the number of matches. */
export async function searchOrderIds(prisma: PrismaClient, f: OrderFilters, skip: number, take: number): Promise<{ ids: string[]; total: number }> {
  const where = whereOf(f);
  const [rows, [count]] = await Promise.all([
    prisma.$queryRaw<{ id: string }[]>`SELECT o.id FROM "Order" o ${where} ORDER BY o."orderDate" DESC, o.id DESC LIMIT ${take} OFFSET ${skip}`,
    prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM "Order" o ${where}`,
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}

/**
 * Every matching order id, newest first, `batchSize` at a time: each batch continues after the last one's
 * (orderDate, id) (keyset paging), so a batch costs the same at the end of 100,000 orders as at the start and
 * nothing but the current batch is held in memory.
 */
export async function* orderIdBatches(prisma: PrismaClient, f: OrderFilters, batchSize: number): AsyncGenerator<string[]> {
  const where = whereOf(f);
  let after: { orderDate: Date; id: string } | null = null;
  for (;;) {
    const keyset: Prisma.Sql = after ? Prisma.sql`${where === Prisma.empty ? Prisma.sql`WHERE` : Prisma.sql`AND`} (o."orderDate", o.id) < (${after.orderDate}, ${after.id}::uuid)` : Prisma.empty;
    const rows: { id: string; orderDate: Date }[] = await prisma.$queryRaw`
      SELECT o.id, o."orderDate" FROM "Order" o ${where} ${keyset} ORDER BY o."orderDate" DESC, o.id DESC LIMIT ${batchSize}`;
    if (rows.length === 0) return;
    yield rows.map((r) => r.id);
    if (rows.length < batchSize) return;
    after = rows.at(-1)!;
  }
}
