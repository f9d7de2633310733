// Bulk seeding of a large, deterministic catalogue: one `INSERT ... SELECT * FROM unnest($1::type[], ...)` per batch
// (one parameter per column whatever the batch size), which both PostgreSQL and PGlite run fast.
import crypto from "node:crypto";
import type { SqlExecutor } from "../graphql-api/src/db/database.js";
import { hashPassword } from "../graphql-api/src/auth/passwords.js";
import { CATALOGUE } from "../graphql-api/src/seed/catalogue.js";

export const BENCH_PASSWORD = "bench-password-123";

/** Small deterministic PRNG (mulberry32): the same size always gives the same catalogue. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLOURS = ["Black", "White", "Navy", "Olive", "Grey", "Red", "Sand", "Teal", "Burgundy", "Cream", "Khaki", "Cobalt"];
const EDITIONS = ["Classic", "Pro", "Lite", "Heritage", "Urban", "Trail", "Studio", "Essential", "Premium", "Everyday"];

export interface SeedSizes {
  products: number;
  reviewers: number;
  reviews: number;
  orders: number;
  shoppers: number;
}

export function sizesFor(products: number, shoppers: number): SeedSizes {
  return {
    products,
    // Reviews and orders in proportion to the catalogue: on average one review per product, one order per 10.
    reviewers: Math.max(50, Math.ceil(products / 100)),
    reviews: products,
    orders: Math.ceil(products / 10),
    shoppers,
  };
}

export interface Seeded {
  productIds: string[];
  /** Each product's first variant (clothing comes in sizes: a cart line names one), in productIds' order. */
  variantIds: string[];
  /** Users the cart and order scenarios act as (each with an address). */
  shoppers: { id: string; addressId: string }[];
  admin: { id: string };
  counts: Record<string, number>;
}

type Col = [name: string, type: string];

async function insert(sql: SqlExecutor, table: string, cols: Col[], rows: unknown[][], batch = 5000, wrap = (insert: string) => insert) {
  const names = cols.map(([n]) => `"${n}"`).join(", ");
  // Enum columns ("Role") travel as text[]: the embedded database's driver cannot send an array of an enum type.
  const params = cols.map(([, t], i) => (t.startsWith('"') ? `$${i + 1}::text[]::${t}[]` : `$${i + 1}::${t}[]`)).join(", ");
  const text = wrap(`INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${params})`);
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    await sql.query(text, cols.map((_c, i) => chunk.map((r) => r[i])));
  }
}

const uuid = () => crypto.randomUUID();

/** md5(text)::uuid, as PostgreSQL writes it: the variant ids the seeding statement gives are known here too. */
const md5Uuid = (text: string) => crypto.createHash("md5").update(text).digest("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

export const BENCH_SIZES = ["S", "M", "L"];
export const BENCH_COLOURS = ["Black", "White"];

/**
 * Each batch of products and their variants in one statement (so the database's default-variant check at commit finds
 * them): clothing (men, women, kids) in 3 sizes x 2 colours sharing its stock, about one in eight of the sizes past the
 * first sold out; footwear and accessories one default variant. Ids md5(product:n)::uuid, SKUs from the product id.
 */
const withVariants = (insertProducts: string) => `
  WITH p AS (${insertProducts} RETURNING "id", "category"::text IN ('men', 'women', 'kids') AS sized, "totalStock")
  INSERT INTO "ProductVariant" ("id", "productId", "sku", "size", "colour", "stock", "position", "updatedAt")
  SELECT md5(p.id::text || ':' || g)::uuid, p.id, upper(left(replace(p.id::text, '-', ''), 12)) || CASE WHEN p.sized THEN '-' || g ELSE '' END,
    CASE WHEN p.sized THEN (ARRAY[${BENCH_SIZES.map((x) => `'${x}'`).join(", ")}])[g / 2 + 1] ELSE '' END,
    CASE WHEN p.sized THEN (ARRAY[${BENCH_COLOURS.map((x) => `'${x}'`).join(", ")}])[g % 2 + 1] ELSE '' END,
    CASE WHEN NOT p.sized THEN p."totalStock" WHEN g > 0 AND abs(hashtext(p.id::text || g)) % 8 = 0 THEN 0 ELSE p."totalStock" / 6 END,
    g, now()
  FROM p CROSS JOIN LATERAL generate_series(0, CASE WHEN p.sized THEN ${BENCH_SIZES.length * BENCH_COLOURS.length - 1} ELSE 0 END) g`;

/**
 * Drops the secondary indexes of Product, ProductVariant, ProductKeyVersion and ProductTitleWord (search's title words,
 * about 8 a product) that no trigger or check of the seeding reads (the unique ones and those on productId stay) and returns their definitions, to be made again afterwards. At
 * 1,000,000 products on a busy machine this took the seed from 22,000 to 41,000 products a minute.
 */
async function dropSecondaryIndexes(sql: SqlExecutor): Promise<{ name: string; def: string }[]> {
  const indexes = await sql.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename IN ('Product', 'ProductVariant', 'ProductKeyVersion', 'ProductTitleWord')
       AND indexdef NOT LIKE 'CREATE UNIQUE%' AND indexname NOT IN ('ProductVariant_productId_idx', 'ProductKeyVersion_productId_idx')`,
  );
  for (const { name } of indexes) await sql.exec(`DROP INDEX "${name}"`);
  return indexes;
}

export async function seedBench(sql: SqlExecutor, sizes: SeedSizes, log: (m: string) => void): Promise<Seeded> {
  const random = rng(20261122);
  const now = Date.now();
  const hash = await hashPassword(BENCH_PASSWORD); // one argon2 hash shared by every bench user

  // Users: one admin, reviewers (the review authors), shoppers (the load scenarios' users).
  const admin = { id: uuid() };
  const users: unknown[][] = [[admin.id, "Bench Admin", "bench-admin@shop.test", hash, "admin", new Date(now)]];
  const reviewerIds: string[] = [];
  for (let i = 0; i < sizes.reviewers; i++) {
    const id = uuid();
    reviewerIds.push(id);
    users.push([id, `Reviewer ${i}`, `reviewer${i}@bench.test`, hash, "user", new Date(now)]);
  }
  const shoppers: { id: string; addressId: string }[] = [];
  for (let i = 0; i < sizes.shoppers; i++) {
    shoppers.push({ id: uuid(), addressId: uuid() });
    users.push([shoppers[i]!.id, `Shopper ${i}`, `shopper${i}@bench.test`, hash, "user", new Date(now)]);
  }
  const userCols: Col[] = [["id", "uuid"], ["userName", "text"], ["email", "text"], ["passwordHash", "text"], ["role", '"Role"'], ["updatedAt", "timestamp"]];
  await insert(sql, "User", userCols, users);
  await insert(
    sql,
    "Address",
    [["id", "uuid"], ["userId", "uuid"], ["address", "text"], ["city", "text"], ["pincode", "text"], ["phone", "text"], ["notes", "text"], ["updatedAt", "timestamp"]],
    shoppers.map((s) => [s.addressId, s.id, "1 Bench Street", "Springfield", "12345", "5550100", "", new Date(now)]),
  );

  // Products: every base item of the demo catalogue in many editions and colours, prices spread around the original.
  const productIds: string[] = [];
  const ratings = new Map<number, number[]>();
  const reviews: unknown[][] = [];
  for (let r = 0; r < sizes.reviews; r++) {
    const p = Math.floor(random() * sizes.products);
    const value = 1 + Math.floor(random() * 5);
    const list = ratings.get(p) ?? [];
    // (productId, userId) is unique: the k-th review of a product comes from the k-th reviewer after a start point.
    const reviewer = reviewerIds[(p * 7 + list.length) % reviewerIds.length]!;
    if (list.length >= reviewerIds.length) continue;
    list.push(value);
    ratings.set(p, list);
    reviews.push([uuid(), p, reviewer, value, new Date(now - Math.floor(random() * 3e10))]);
  }
  const products: unknown[][] = [];
  for (let i = 0; i < sizes.products; i++) {
    const base = CATALOGUE[i % CATALOGUE.length]!;
    const edition = EDITIONS[Math.floor(random() * EDITIONS.length)]!;
    const colour = COLOURS[Math.floor(random() * COLOURS.length)]!;
    const priceCents = Math.max(500, Math.round(base.price * 100 * (0.6 + random() * 0.8)));
    const salePriceCents = random() < 0.2 ? Math.round(priceCents * 0.8) : 0;
    const id = uuid();
    productIds.push(id);
    const rs = ratings.get(i) ?? [];
    const avg = rs.length ? Math.round((rs.reduce((a, b) => a + b, 0) / rs.length) * 10) / 10 : 0;
    products.push([
      id,
      `${base.title} ${edition} ${colour} ${1000 + (i % 9000)}`,
      `${base.description} ${edition} edition in ${colour.toLowerCase()}.`,
      base.category,
      base.brand,
      `/images/products/${base.slug}.svg`,
      priceCents,
      salePriceCents,
      // Plenty of stock: the order scenario buys for minutes and must not run out.
      100_000 + Math.floor(random() * 1000),
      avg,
      rs.length,
      new Date(now - i * 1000),
      new Date(now),
    ]);
  }
  // The secondary indexes of the catalogue's tables are made once after the bulk insert rather than kept up row by row:
  // each product is written twice (its variants' trigger sets its stock), each write entered in a dozen indexes.
  const rebuild = await dropSecondaryIndexes(sql);
  await insert(
    sql,
    "Product",
    [
      ["id", "uuid"], ["title", "text"], ["description", "text"], ["category", "text"], ["brand", "text"], ["image", "text"],
      ["priceCents", "int"], ["salePriceCents", "int"], ["totalStock", "int"], ["averageReview", "float8"],
      ["reviewCount", "int"], ["createdAt", "timestamp"], ["updatedAt", "timestamp"],
    ],
    products,
    5000,
    withVariants,
  );
  for (const { def } of rebuild) await sql.exec(def);
  const variantIds = productIds.map((id) => md5Uuid(`${id}:0`));
  const [variants] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "ProductVariant"`);
  log(`  ${products.length} products, ${variants!.n} variants`);

  await insert(
    sql,
    "Review",
    [["id", "uuid"], ["productId", "uuid"], ["userId", "uuid"], ["userName", "text"], ["reviewMessage", "text"], ["reviewValue", "int"], ["createdAt", "timestamp"]],
    reviews.map(([id, p, userId, value, at]) => [id, productIds[p as number], userId, "Reviewer", `Rated ${value as number} out of 5: fits as expected.`, value, at]),
  );
  log(`  ${reviews.length} reviews`);

  // Past orders (paid, delivered) by the reviewers, 1 to 3 lines each.
  const orders: unknown[][] = [];
  const items: unknown[][] = [];
  for (let o = 0; o < sizes.orders; o++) {
    const id = uuid();
    let subtotal = 0;
    const lines = 1 + Math.floor(random() * 3);
    for (let l = 0; l < lines; l++) {
      const p = Math.floor(random() * sizes.products);
      const row = products[p]!;
      const price = row[8] as number;
      const quantity = 1 + Math.floor(random() * 2);
      subtotal += price * quantity;
      items.push([uuid(), id, row[0], row[1], row[5], price, quantity]);
    }
    const shipping = subtotal < 100_000 ? 500 : subtotal < 200_000 ? 250 : 0;
    const at = new Date(now - Math.floor(random() * 3e10));
    orders.push([id, reviewerIds[o % reviewerIds.length], "1 Bench Street", "Springfield", "12345", "5550100", "", "delivered", "paid", subtotal, shipping, subtotal + shipping, `BENCH${o}`, at, at]);
  }
  await insert(
    sql,
    "Order",
    [
      ["id", "uuid"], ["userId", "uuid"], ["address", "text"], ["city", "text"], ["pincode", "text"], ["phone", "text"], ["notes", "text"],
      ["orderStatus", '"OrderStatus"'], ["paymentStatus", '"PaymentStatus"'], ["subtotalCents", "int"], ["shippingCents", "int"], ["totalCents", "int"],
      ["paymentId", "text"], ["orderDate", "timestamp"], ["orderUpdateDate", "timestamp"],
    ],
    orders,
  );
  await insert(
    sql,
    "OrderItem",
    [["id", "uuid"], ["orderId", "uuid"], ["productId", "uuid"], ["title", "text"], ["image", "text"], ["priceCents", "int"], ["quantity", "int"]],
    items,
  );
  log(`  ${orders.length} orders with ${items.length} lines, ${users.length} users`);

  // Fresh statistics and visibility map, as autovacuum would have them on a live shop.
  await sql.exec(`VACUUM ANALYZE`);
  return {
    productIds,
    variantIds,
    shoppers,
    admin,
    counts: { products: products.length, variants: variants!.n, reviews: reviews.length, orders: orders.length, orderItems: items.length, users: users.length },
  };
}

/**
 * Paid orders for the sales dashboard, written by the database itself (INSERT ... SELECT generate_series: 200,000 in
 * seconds): captured over the past year, one or two units of one product each, one in 20 refunded (which the
 * dashboard must leave out).
 */
export async function seedDashboardOrders(sql: SqlExecutor, count: number, userId: string): Promise<number> {
  const products = `(SELECT id, title, image, category, "effectivePriceCents" AS price, row_number() OVER (ORDER BY id) - 1 AS n FROM (SELECT * FROM "Product" ORDER BY id LIMIT 2000) s)`;
  const line = `FROM generate_series(1, ${Math.trunc(count)}) g JOIN ${products} p ON p.n = g % (SELECT least(count(*), 2000) FROM "Product")`;
  await sql.exec(`
    INSERT INTO "Order" (id, "userId", address, city, pincode, phone, notes, "orderStatus", "paymentStatus",
      "subtotalCents", "shippingCents", "totalCents", "unitCount", "paymentId", "capturedAt", "orderDate", "orderUpdateDate")
    SELECT md5('dashboard-order-' || g)::uuid, '${userId}'::uuid, '1 Bench Street', 'Springfield', '12345', '5550100', '',
      CASE WHEN g % 20 = 0 THEN 'rejected' ELSE 'delivered' END::"OrderStatus", CASE WHEN g % 20 = 0 THEN 'refunded' ELSE 'paid' END::"PaymentStatus",
      p.price * (1 + g % 2), 500, p.price * (1 + g % 2) + 500, 1 + g % 2, 'DASHBOARD' || g,
      now()::timestamp - make_interval(secs => (g * 157.3) % (365 * 86400)), now()::timestamp, now()::timestamp
    ${line}`);
  await sql.exec(`
    INSERT INTO "OrderItem" (id, "orderId", "productId", title, image, category, "priceCents", quantity, "paidAt")
    SELECT md5('dashboard-line-' || g)::uuid, md5('dashboard-order-' || g)::uuid, p.id, p.title, p.image, p.category, p.price, 1 + g % 2, o."capturedAt"
    ${line} JOIN "Order" o ON o.id = md5('dashboard-order-' || g)::uuid AND o."paymentStatus" = 'paid'`);
  await sql.exec(`
    INSERT INTO "OrderItem" (id, "orderId", "productId", title, image, category, "priceCents", quantity)
    SELECT md5('dashboard-line-' || g)::uuid, md5('dashboard-order-' || g)::uuid, p.id, p.title, p.image, p.category, p.price, 1 + g % 2
    ${line} WHERE g % 20 = 0`);
  await sql.exec(`VACUUM ANALYZE "Order"`);
  await sql.exec(`VACUUM ANALYZE "OrderItem"`);
  return count;
}

/**
 * What seedBench returned, read back from a database it seeded earlier and kept (BENCH_KEEP_DB=true, then
 * BENCH_REUSE_DB): seeding 1,000,000 products takes 10 to 25 minutes on this machine, a run of the scenarios minutes.
 */
export async function readSeeded(sql: SqlExecutor): Promise<Seeded> {
  const products = await sql.query<{ id: string; variantId: string }>(
    `SELECT p.id, v.id AS "variantId" FROM "Product" p
     JOIN LATERAL (SELECT id FROM "ProductVariant" WHERE "productId" = p.id ORDER BY position, id LIMIT 1) v ON true ORDER BY p."createdAt", p.id`,
  );
  const shoppers = await sql.query<{ id: string; addressId: string }>(
    `SELECT u.id, a.id AS "addressId" FROM "User" u JOIN "Address" a ON a."userId" = u.id
     WHERE u.email LIKE 'shopper%@bench.test' ORDER BY length(u.email), u.email`,
  );
  const [admin] = await sql.query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'bench-admin@shop.test'`);
  const count = async (table: string) => Number((await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`))[0]!.n);
  return {
    productIds: products.map((p) => p.id),
    variantIds: products.map((p) => p.variantId),
    shoppers,
    admin: admin!,
    counts: { products: products.length, variants: await count("ProductVariant"), reviews: await count("Review"), orders: await count("Order"), orderItems: await count("OrderItem"), users: await count("User") },
  };
}
