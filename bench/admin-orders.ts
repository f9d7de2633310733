// The back office's order search under load: a large order history seeded in a few set-based statements
// (INSERT ... SELECT generate_series, seconds for 200,000 orders), and the scenario searching it as an admin, by a
// customer's email and by status + a 30-day range, as the Orders page does.
import type { SqlExecutor } from "../graphql-api/src/db/database.js";
import type { Scenario } from "./scenarios.js";

// Customers get names and emails like a real shop's (ada.lovelace123@mail.test), so the trigram indexes see text as
// varied as real text; their phone ("B" + their number) ties them to their orders while seeding.
const FIRST = ["Ada", "Grace", "Alan", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances", "John", "Radia", "Tim", "Hedy", "Donald", "Katherine", "Edsger", "Sophie", "Guido", "Anita", "Bjarne"];
const LAST = ["Lovelace", "Hopper", "Turing", "Torvalds", "Hamilton", "Ritchie", "Liskov", "Thompson", "Allen", "Backus", "Perlman", "Berners", "Lamarr", "Knuth", "Johnson", "Dijkstra", "Wilson", "Rossum", "Borg", "Stroustrup"];
const DOMAINS = ["mail.test", "example.test", "inbox.test", "post.test"];
const sqlArray = (xs: string[]) => `(ARRAY['${xs.join("','")}'])`;
/** Customer n's email, as the seed writes it. */
const emailOf = (n: number) => `${FIRST[n % 20]!.toLowerCase()}.${LAST[Math.floor(n / 20) % 20]!.toLowerCase()}${n}@${DOMAINS[n % 4]}`;
const ORDER_STATUSES = ["pending", "confirmed", "inProcess", "inShipping", "delivered", "rejected"] as const;
/** Orders are spread over this many days before now. */
const HISTORY_DAYS = 730;

export interface AdminOrderSeed {
  orders: number;
  customers: number;
}

/** `orders` orders (one line each) of `orders / 10` customers, dates spread over two years, every status. */
export async function seedAdminOrders(sql: SqlExecutor, orders: number, passwordHash: string, log: (m: string) => void): Promise<AdminOrderSeed> {
  const customers = Math.max(1, Math.ceil(orders / 10));
  await sql.query(
    `INSERT INTO "User" (id, "userName", email, phone, "passwordHash", role, "updatedAt", "createdAt")
     SELECT gen_random_uuid(), first || ' ' || last, lower(first) || '.' || lower(last) || g || '@' || ${sqlArray(DOMAINS)}[1 + g % 4],
       'B' || g, $1, 'user', now(), now() - (g % ${HISTORY_DAYS}) * interval '1 day'
     FROM generate_series(0, $2::int - 1) g,
       LATERAL (SELECT ${sqlArray(FIRST)}[1 + g % 20] AS first, ${sqlArray(LAST)}[1 + (g / 20) % 20] AS last) n`,
    [passwordHash, customers],
  );
  // Customer g places orders g, g + customers, g + 2 * customers, ...; statuses, amounts and dates vary by order.
  await sql.query(
    `WITH c AS (SELECT id, substring(phone FROM 2)::int AS n FROM "User" WHERE phone LIKE 'B%')
     INSERT INTO "Order" (id, "userId", address, city, pincode, phone, notes, "orderStatus", "paymentStatus",
       "subtotalCents", "shippingCents", "totalCents", "orderDate", "orderUpdateDate")
     SELECT gen_random_uuid(), c.id, '1 Bench Street', 'Springfield', '12345', '5550100', '',
       (ARRAY['${ORDER_STATUSES.join("','")}'])[1 + g % 6]::"OrderStatus",
       (CASE g % 6 WHEN 0 THEN 'pending' WHEN 5 THEN 'refunded' ELSE 'paid' END)::"PaymentStatus",
       1000 + (g * 7919) % 20000, 500, 1500 + (g * 7919) % 20000,
       now() - ((g::bigint * 104729) % (${HISTORY_DAYS} * 86400)) * interval '1 second',
       now()
     FROM generate_series(0, $1::int - 1) g JOIN c ON c.n = g % $2::int`,
    [orders, customers],
  );
  await sql.query(
    `INSERT INTO "OrderItem" (id, "orderId", title, image, "priceCents", quantity)
     SELECT gen_random_uuid(), o.id, 'Bench Tee', '/images/products/test.svg', o."subtotalCents", 1
     FROM "Order" o JOIN "User" u ON u.id = o."userId" WHERE u.phone LIKE 'B%'`,
  );
  // Fresh statistics and visibility map (index-only counts), as autovacuum keeps them on a live shop.
  // One statement each: VACUUM refuses to run inside the transaction a multi-statement query makes.
  for (const table of ["User", "Order", "OrderItem"]) await sql.exec(`VACUUM ANALYZE "${table}"`);
  log(`  ${orders} admin-search orders of ${customers} customers`);
  return { orders, customers };
}

const SEARCH = `query AdminOrders($page: Int!, $pageSize: Int!, $status: OrderStatus, $from: DateTimeISO, $to: DateTimeISO, $search: String) {
  adminOrders(page: $page, pageSize: $pageSize, status: $status, from: $from, to: $to, search: $search) {
    total page pageSize items { id userName orderDate orderStatus totalAmountCents }
  }
}`;

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** Half the requests search a customer's email, half a status over a 30-day window somewhere in the history. */
export function adminOrderSearchScenario(graphqlUrl: string, adminToken: string, seed: AdminOrderSeed, connections: number): Scenario {
  const body = () => {
    if (Math.random() < 0.5) {
      const n = Math.floor(Math.random() * seed.customers);
      return JSON.stringify({ query: SEARCH, variables: { page: 1, pageSize: 20, search: emailOf(n).split("@")[0] + "@" } });
    }
    const to = Date.now() - Math.floor(Math.random() * HISTORY_DAYS) * 86_400_000;
    const from = to - 30 * 86_400_000;
    const variables = { page: 1, pageSize: 20, status: pick(ORDER_STATUSES), from: new Date(from).toISOString(), to: new Date(to).toISOString() };
    return JSON.stringify({ query: SEARCH, variables });
  };
  return {
    key: "adminOrderSearch",
    connections,
    name: `GraphQL admin order search over ${seed.orders.toLocaleString("en-US")} orders (by email; by status + 30 days)`,
    note: "Page 1 of 20 with the total, as the admin's Orders page asks",
    url: graphqlUrl,
    headers: { authorization: `Bearer ${adminToken}` },
    requests: [{ method: "POST", path: "/graphql", setupRequest: (r) => ({ ...r, body: body() }) }],
  };
}
