// The orders CSV export: what a spreadsheet opens (header, one row per order line, decimal amounts, RFC 4180
// quoting, no formulas), who may download it, and that it reads the orders in batches instead of all at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { day, placeOrder } from "./admin-orders-fixtures.js";
import { CSV_HEADER } from "../../../src/modules/order/order-csv.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
let joe: Awaited<ReturnType<typeof createUser>>;
let mallory: Awaited<ReturnType<typeof createUser>>;
let joeOrder: string;

/** RFC 4180 reader: quoted cells may hold commas, doubled quotes and line breaks; records end with CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(cell), (cell = "");
    else if (c === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
    else cell += c;
  }
  expect(cell === "" && row.length === 0, "the file ends with a complete CRLF-terminated record").toBe(true);
  return rows;
}

const download = (query = "", token?: string) =>
  fetch(`${t.url}/api/admin/orders/export.csv${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
  joe = await createUser(t, { userName: "Joe, \"the\" Buyer", email: "joe@example.test" });
  mallory = await createUser(t, { userName: "=HYPERLINK(\"http://evil.test\")", email: "mallory@example.test" });
  joeOrder = (
    await placeOrder(t, {
      userId: joe.id,
      at: day("2026-10-05"),
      status: "delivered",
      lines: [
        { title: "Wool Coat", priceCents: 12050, quantity: 2 },
        { title: "Socks, 3 pairs\nblack", priceCents: 999, quantity: 1 },
      ],
      shippingCents: 0,
    })
  ).id;
  await placeOrder(t, { userId: mallory.id, at: day("2026-10-07"), status: "pending", payment: "pending", lines: [{ title: "+SUM(A1:A9)", priceCents: 5, quantity: 3 }] });
});
afterAll(() => t?.close());

describe("orders CSV export", () => {
  it("downloads as a UTF-8 CSV attachment with a header row and one row per order line", async () => {
    const res = await download("", admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows).toHaveLength(1 + 3); // mallory's one line, then joe's two
    const joeRows = rows.filter((r) => r[0] === joeOrder);
    expect(joeRows).toEqual([
      [joeOrder, "2026-10-05T12:00:00.000Z", 'Joe, "the" Buyer', "joe@example.test", "delivered", "paid", "Socks, 3 pairs\nblack", "1", "9.99", "9.99", "250.99", "0.00", "250.99", "", "0.00", "", "0.00", "no", "0.00"],
      [joeOrder, "2026-10-05T12:00:00.000Z", 'Joe, "the" Buyer', "joe@example.test", "delivered", "paid", "Wool Coat", "2", "120.50", "241.00", "250.99", "0.00", "250.99", "", "0.00", "", "0.00", "no", "0.00"],
    ]);
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const rows = parseCsv(await (await download("", admin.token)).text());
    const mal = rows.find((r) => r[3] === "mallory@example.test")!;
    expect(mal[2]).toBe("'=HYPERLINK(\"http://evil.test\")");
    expect(mal[6]).toBe("'+SUM(A1:A9)");
    expect(mal.slice(7)).toEqual(["3", "0.05", "0.15", "0.15", "5.00", "5.15", "", "0.00", "", "0.00", "no", "0.00"]);
  });

  it("exports only the orders the filters match", async () => {
    const byStatus = parseCsv(await (await download("?status=pending", admin.token)).text());
    expect(byStatus.slice(1).map((r) => r[3])).toEqual(["mallory@example.test"]);
    const bySearch = parseCsv(await (await download("?q=JOE%40&from=2026-10-01&to=2026-10-06", admin.token)).text());
    expect(bySearch.slice(1).map((r) => r[0])).toEqual([joeOrder, joeOrder]);
    const none = parseCsv(await (await download("?from=2027-01-01", admin.token)).text());
    expect(none).toEqual([[...CSV_HEADER]]);
  });

  it("answers a bad filter with a JSON 400 before any CSV", async () => {
    const res = await download("?from=someday", admin.token);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("from must be a date, e.g. 2026-11-01 or 2026-11-01T00:00:00Z.");
  });

  it("is for admins only: 401 signed out, 403 for a customer", async () => {
    expect((await download("")).status).toBe(401);
    const asCustomer = await download("", joe.token);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("reads the orders in batches (keyset paging) and writes the same file as one big read", async () => {
    const buyer = await createUser(t);
    // Ten orders, four of them at the very same moment: batches must neither skip nor repeat across equal dates.
    for (let i = 0; i < 10; i++) {
      await placeOrder(t, { userId: buyer.id, at: i < 4 ? day("2026-09-01") : day(`2026-09-${String(10 + i).padStart(2, "0")}`) });
    }
    const collect = async (batchSize: number) => {
      let text = "";
      for await (const chunk of t.shop.services.orders.exportCsv({ customerId: buyer.id }, batchSize)) text += chunk;
      return text;
    };
    const reads: string[] = [];
    const stop = t.db.onStatement((sql) => {
      if (/FROM "Order" o/.test(sql) && /LIMIT/.test(sql)) reads.push(sql);
    });
    const batched = await collect(3);
    stop();
    expect(reads).toHaveLength(4); // 3 + 3 + 3 + 1 orders
    expect(reads.every((sql) => /LIMIT/.test(sql))).toBe(true);
    const rows = parseCsv(batched);
    expect(rows).toHaveLength(11);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(10);
    expect(batched).toBe(await collect(1000));
  });
});
