// Hot statements prepared once per connection: PostgreSQL then parses each once and, after a few runs, reuses one
// plan instead of planning it on every request. The partners' cursor walk spent more of the database's time parsing
// and planning its statement (about 1 ms) than running it (about 0.3 ms). Only statements that start with PREPARED
// are named: a named statement stays in every pooled connection for the life of the connection, so this is for
// statements of a few fixed shapes, with anything that changes their plan (a LIMIT, say) written into the text.
import crypto from "node:crypto";
import { Prisma } from "../generated/prisma/client.js";

const MARK = "/* prepared */";
/** Put at the very start of a raw statement to have it prepared (see above). */
export const PREPARED = Prisma.raw(`${MARK} `);
/**
 * How many shapes get a name. Past this (a bug making texts without end, or filters combined in rare ways), a
 * statement runs unnamed, as every other statement does, instead of filling the server's memory with plans.
 */
export const MAX_PREPARED = 64;

/**
 * For the PostgreSQL adapter's statementNameGenerator: a stable name for a marked statement's text, "" (unnamed, so
 * parsed and planned on each run) for any other. Names are the same in every process for the same text.
 */
export function preparedStatementNames(max = MAX_PREPARED): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    if (!sql.startsWith(MARK)) return "";
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= max) return "";
    const name = `p_${crypto.createHash("sha256").update(sql).digest("base64url").slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
}
