// Building blocks of the hostile-input suite: what an attacker or a broken client sends, and a fingerprint of
// the whole database to prove a refused request changed nothing.
import fc from "fast-check";
import type { TestServer } from "../support/harness.js";

export const sqlish = fc.constantFrom(
  "' OR '1'='1", "'; DROP TABLE \"User\"; --", "\" OR \"\"=\"", "1; SELECT pg_sleep(30)--", "1)) OR pg_sleep(30) IS NULL--",
  "$1", "\\", "%", "_%_", "\u0000", "a\u0000b", "../../etc/passwd", "<script>alert(1)</script>", "${7*7}", "{{7*7}}",
  "{\"$gt\":\"\"}", "NaN", "Infinity", "-1", "1e309", "0x10", "00000000-0000-0000-0000-000000000000", "null", "undefined", "true",
);
export const regexish = fc.constantFrom(".*", "(a+)+$", "[", "\\", "^$", "(?<x>", "a{1000000}", "(.*a){25}", "*", "+", "?", "|", ")");
const long = fc.integer({ min: 1_000, max: 300_000 }).chain((n) => fc.constantFrom("x", "é", "😀", "'", "%").map((c) => c.repeat(n)));

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: sqlish },
  { weight: 2, arbitrary: regexish },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: long },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), sqlish, regexish).map((p) => p.join("")) },
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 101, 1_000_000),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(hostileString, hostileNumber), { maxKeys: 4 }) },
);

/** An object with the given fields, each hostile, sometimes missing, sometimes with extra keys. */
export const hostileRecord = (keys: string[]) =>
  fc.tuple(fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }))
    .map(([base, extra]) => ({ ...extra, ...base }));

/** Row count and checksum of every table: equal fingerprints mean nothing was written. */
export async function fingerprint(t: TestServer): Promise<string> {
  const tables = await t.db.sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_%' ORDER BY 1`,
  );
  const sql = tables
    .map(({ name }) => `SELECT '${name}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${name}" x`)
    .join(" UNION ALL ");
  return JSON.stringify(await t.db.sql.query(sql));
}

export interface Tally {
  inputs: number;
  server5xx: { what: string; status: number; body: string }[];
  hangs: string[];
  changedOnRefusal: string[];
}

export const newTally = (): Tally => ({ inputs: 0, server5xx: [], hangs: [], changedOnRefusal: [] });

/** fetch with a deadline: a request that takes longer counts as a hang. */
export async function send(tally: Tally, what: string, url: string, init: RequestInit, timeoutMs = 15_000) {
  tally.inputs++;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    if (res.status >= 500) tally.server5xx.push({ what, status: res.status, body: body.slice(0, 300) });
    return { status: res.status, body };
  } catch (e) {
    const name = (e as Error).name;
    if (name === "TimeoutError" || name === "AbortError") tally.hangs.push(what);
    else tally.server5xx.push({ what, status: 0, body: String((e as Error).message) }); // connection reset: the server broke
    return { status: 0, body: "" };
  }
}

/** A GraphQL answer is a refusal when it carries errors and no data for the operation. */
export function refused(status: number, body: string): boolean {
  if (status >= 400) return true;
  try {
    const json = JSON.parse(body) as { errors?: unknown[]; data?: Record<string, unknown> | null };
    return Boolean(json.errors?.length) && (!json.data || Object.values(json.data).every((v) => v === null));
  } catch {
    return true;
  }
}
