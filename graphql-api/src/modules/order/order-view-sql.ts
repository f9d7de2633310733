// The order as the API shows it (toOrderView, order.view.ts) built by PostgreSQL, for a statement that writes it into
// a webhook event in the same statement as the change (order-settle.ts): the change, its event and its commit with no
// round trip to Node between. Kept field for field with toOrderView; webhooks.test.ts compares the two.
import { Prisma } from "../../generated/prisma/client.js";
import type { OrderStatus, PaymentStatus } from "../shared-enums.js";
import { adminNextStatuses, PAYMENT_IN_FLIGHT, STATUS_MOVES } from "./order-lifecycle.js";

/** A timestamp as JSON.stringify writes a Date (Prisma's DateTime columns hold UTC). */
const iso = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The webhook data of the order in row `o` (its columns as they now are: e.g. an UPDATE's RETURNING), with `events`
 * (a relation of its whole history: id, field, from, to, actor, at) and at payment status `payment`: the view and
 * Cart's money names beside the deprecated ones (webhook.outbox.ts orderData).
 */
export function orderViewSql(o: Prisma.Sql, events: Prisma.Sql, payment: PaymentStatus): Prisma.Sql {
  const next = Object.fromEntries(
    (Object.keys(STATUS_MOVES) as OrderStatus[]).map((s) => [s, adminNextStatuses(s).filter((n) => n !== "rejected" || !PAYMENT_IN_FLIGHT.has(payment))]),
  );
  return Prisma.sql`(SELECT jsonb_build_object(
    'id', o.id::text, 'userId', o."userId"::text, 'userName', (SELECT u."userName" FROM "User" u WHERE u.id = o."userId"), 'cartId', o."cartId"::text,
    'items', (SELECT coalesce(jsonb_agg(jsonb_build_object('productId', i."productId"::text, 'variantId', i."variantId"::text, 'sku', i.sku,
        'size', i.size, 'colour', i.colour, 'title', i.title, 'image', i.image, 'priceCents', i."priceCents", 'quantity', i.quantity,
        'totalCents', i."priceCents" * i.quantity, 'discountCents', i."discountCents", 'promotionCents', i."promotionCents") ORDER BY i.title), '[]'::jsonb)
      FROM "OrderItem" i WHERE i."orderId" = o.id),
    'addressInfo', jsonb_build_object('addressId', o."addressId"::text, 'address', o.address, 'city', o.city, 'pincode', o.pincode, 'phone', o.phone, 'notes', o.notes),
    'orderStatus', o."orderStatus", 'paymentMethod', o."paymentMethod", 'paymentStatus', o."paymentStatus",
    'subtotalCents', o."subtotalCents", 'shippingCostCents', o."shippingCents", 'totalAmountCents', o."totalCents",
    'breakdown', jsonb_build_object('subtotalCents', o."subtotalCents", 'promotions', coalesce(o.promotions, '[]'::jsonb), 'promotionCents', o."promotionCents",
      'discountCents', o."discountCents", 'shippingCents', o."shippingCents", 'shippingDiscountCents', o."shippingDiscountCents",
      'taxLines', coalesce(o."taxLines", '[]'::jsonb), 'taxCents', o."taxCents", 'taxIncluded', o."taxIncluded", 'totalCents', o."totalCents",
      'discountCode', o."discountCode", 'shippingMethodName', o."shippingMethodName", 'country', o.country, 'region', o.region),
    'orderDate', ${iso(Prisma.sql`o."orderDate"`)}, 'orderUpdateDate', ${iso(Prisma.sql`o."orderUpdateDate"`)},
    'paymentId', o."paymentId", 'payerId', o."payerId",
    'history', (SELECT coalesce(jsonb_agg(jsonb_build_object('at', ${iso(Prisma.sql`e.at`)}, 'field', e.field, 'from', e."from", 'to', e."to", 'actor', e.actor) ORDER BY e.id), '[]'::jsonb)
      FROM ${events} e),
    'nextStatuses', ${JSON.stringify(next)}::jsonb -> o."orderStatus"::text,
    'shippingCents', o."shippingCents", 'totalCents', o."totalCents")
  FROM ${o} o)`;
}
