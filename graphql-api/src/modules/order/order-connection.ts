// The orders for partners and admins by cursor (ordersConnection): the admin order search's filters, newest first,
// keyset pages on (orderDate, id) read from the Order(orderDate, id) index (never OFFSET), so page 1,000 costs what
// page 1 does. Orders are never re-dated, so a plain keyset is stable: an order placed during a walk is newer than
// its cursor and simply not reached, and no order moves.
import { Prisma } from "../../generated/prisma/client.js";
import type { Prisma as PrismaClient } from "../../db/database.js";
import { badInput } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { BAD_CURSOR, edgeOf, pageInfoOf, parseFirst, type ConnectionView, type CursorCodec } from "../../cursor.js";
import { parseOrderFilters, whereOf, type OrderFilterInput } from "./order-search.js";

export interface OrderConnectionArgs extends OrderFilterInput {
  first?: unknown;
  after?: unknown;
}

/** One page: `load` reads the orders with these ids (the service's reader, so a node is the order every query shows). */
export async function ordersConnection<N extends { id: string }>(
  prisma: PrismaClient,
  cursors: CursorCodec,
  load: (ids: string[]) => Promise<N[]>,
  args: OrderConnectionArgs,
): Promise<ConnectionView<N>> {
  const f = parseOrderFilters(args);
  const first = parseFirst(args.first);
  const walk = JSON.stringify(["ordersConnection", f]);
  const after = args.after === undefined || args.after === null ? null : position(cursors.decode(walk, args.after));
  const where = whereOf(f);
  const keyset = after
    ? Prisma.sql`${where === Prisma.empty ? Prisma.sql`WHERE` : Prisma.sql`AND`} (o."orderDate", o.id) < (${after.date}, ${after.id}::uuid)`
    : Prisma.empty;
  const rows = await prisma.$queryRaw<{ id: string; orderDate: Date }[]>`
    SELECT o.id, o."orderDate" FROM "Order" o ${where} ${keyset} ORDER BY o."orderDate" DESC, o.id DESC LIMIT ${first + 1}`;
  const page = rows.slice(0, first);
  const cursorOf = (r: { id: string; orderDate: Date }) => cursors.encode(walk, { d: r.orderDate.toISOString(), id: r.id });
  const byId = new Map((page.length ? await load(page.map((r) => r.id)) : []).map((o) => [o.id, o]));
  return {
    edges: page.flatMap((r) => (byId.has(r.id) ? [edgeOf(byId.get(r.id)!, () => cursorOf(r))] : [])),
    pageInfo: pageInfoOf(page, rows.length > first, after, cursorOf),
  };
}

function position(p: Record<string, unknown>): { date: Date; id: string } {
  const date = typeof p.d === "string" ? new Date(p.d) : null;
  if (!date || Number.isNaN(date.getTime()) || !isUuid(p.id)) throw badInput(BAD_CURSOR);
  return { date, id: p.id as string };
}
