// The floor: the least a server can do to answer the listing. node:http + pg (PGlite when embedded), the API's
// plan for a page in as few statements as SQL allows (page + count, in parallel on a pool of the same size), and the same JSON body
// the GraphQL API returns for LISTING_QUERY. No validation, no auth, no framework: what is left is the database
// and JSON. Run as its own process: `tsx bench/floor.ts` with BENCH_FLOOR_PORT and DATABASE_URL or BENCH_PGLITE_DIR.
// It also floors the partners' cursor walk (a request whose query is productsConnection): the API's own statement and
// cursors (planWalkPage), run on pg with no Prisma, GraphQL, session check or Express.
import http from "node:http";
import pg from "pg";
import { CursorCodec } from "../graphql-api/src/cursor.js";
import { planWalkPage } from "../graphql-api/src/modules/product/product.connection.js";

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const ORDER: Record<string, string> = {
  priceLowToHigh: `"effectivePriceCents" ASC, "id" ASC`,
  priceHighToLow: `"effectivePriceCents" DESC, "id" ASC`,
  titleAtoZ: `"titleKey" ASC, "id" ASC`,
  titleZtoA: `"titleKey" DESC, "id" ASC`,
};

const COLUMNS = `"id", "title", "description", "category"::text AS "category", "brand"::text AS "brand", "image", "priceCents", "salePriceCents", "totalStock", "averageReview", "reviewCount"`;

export function listingSql(vars: { filter?: { category?: string[]; brand?: string[]; size?: string[] }; sortBy?: string; page?: number; pageSize?: number }) {
  const params: unknown[] = [];
  const where: string[] = [];
  const cats = vars.filter?.category ?? [];
  const brands = vars.filter?.brand ?? [];
  if (cats.length) where.push(`"category" IN (${cats.map((c) => (params.push(c), `$${params.length}::text`)).join(", ")})`);
  if (brands.length) where.push(`"brand" IN (${brands.map((b) => (params.push(b), `$${params.length}::text`)).join(", ")})`);
  // The size filter as Prisma writes it for the API (a correlated EXISTS on the variants in stock).
  const sizes = vars.filter?.size ?? [];
  if (sizes.length) {
    where.push(`EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."size" IN (${sizes.map((x) => (params.push(x), `$${params.length}`)).join(", ")}) AND v."stock" > 0 AND v."productId" = "Product"."id")`);
  }
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const pageSize = vars.pageSize ?? 24;
  const page = vars.page ?? 1;
  const countParams = [...params];
  const order = ORDER[vars.sortBy ?? "priceLowToHigh"];
  params.push(pageSize, (page - 1) * pageSize);
  return {
    page,
    pageSize,
    // The API's plan in one statement: the page's ids from the covering indexes, then only those rows.
    rows: {
      text: `SELECT ${COLUMNS} FROM "Product" WHERE "id" IN (SELECT "id" FROM "Product" ${whereSql} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}) ORDER BY ${order}`,
      params,
    },
    count: { text: `SELECT count(*)::int AS "total" FROM "Product" ${whereSql}`, params: countParams },
  };
}

/** A page of the cursor walk as the API answers the bench's walk query (its node fields, in its order). */
async function walkPage(query: Query, cursors: CursorCodec, variables: Record<string, unknown>) {
  const page = planWalkPage(cursors, { ...variables, withVariants: false });
  const { edges, pageInfo } = page.read((await query(page.statement.text, page.statement.values)) as never);
  const nodes = edges.map(({ cursor, node: p }) => ({ cursor, node: { id: p.id, title: p.title, priceCents: p.priceCents, salePriceCents: p.salePriceCents, totalStock: p.totalStock } }));
  return { data: { productsConnection: { edges: nodes, pageInfo } } };
}

export async function startFloor(query: Query, port: number) {
  const cursors = new CursorCodec(process.env.TOKEN_SECRET ?? "bench-floor-cursors");
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      try {
        const { query: document, variables } = JSON.parse(body || "{}");
        if (typeof document === "string" && document.includes("productsConnection")) {
          const out = JSON.stringify(await walkPage(query, cursors, variables ?? {})) + "\n";
          res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(out) });
          res.end(out);
          return;
        }
        const q = listingSql(variables ?? {});
        const [rows, counted] = await Promise.all([query(q.rows.text, q.rows.params), query(q.count.text, q.count.params)]);
        const items = rows.map((p) => ({
          id: p.id,
          title: p.title,
          description: p.description,
          category: p.category,
          brand: p.brand,
          image: p.image,
          price: (p.priceCents as number) / 100,
          salePrice: (p.salePriceCents as number) / 100,
          totalStock: p.totalStock,
          averageReview: p.averageReview,
          reviewCount: p.reviewCount,
        }));
        // Apollo ends its JSON with a newline.
        const out = JSON.stringify({ data: { products: { total: counted[0]!.total, page: q.page, pageSize: q.pageSize, items } } }) + "\n";
        res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(out) });
        res.end(out);
      } catch (e) {
        res.writeHead(500).end(String(e));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

async function main() {
  const port = Number(process.env.BENCH_FLOOR_PORT ?? 5099);
  let query: Query;
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    query = async (text, params) => (await pool.query(text, params)).rows;
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create(process.env.BENCH_PGLITE_DIR!, { extensions: { pg_trgm } });
    query = async (text, params) => (await db.query(text, params)).rows as Record<string, unknown>[];
  }
  await startFloor(query, port);
  process.stdout.write("floor ready\n");
}

if (process.argv[1]?.endsWith("floor.ts")) void main();
