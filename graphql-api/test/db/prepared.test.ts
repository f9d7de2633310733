// Which statements are prepared once per connection on PostgreSQL (db/prepared.ts): only the marked ones, under a
// name every replica gives the same text, and no more shapes than the cap (the rest run unnamed, as before).
import { describe, expect, it } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.js";
import { PREPARED, preparedStatementNames } from "../../src/db/prepared.js";

const marked = (text: string) => Prisma.sql`${PREPARED}${Prisma.raw(text)}`.text;

describe("prepared statement names", () => {
  it("name a marked statement, the same in every process, and leave the others unnamed", () => {
    const names = preparedStatementNames();
    const walk = marked(`SELECT id FROM "Product" ORDER BY id LIMIT 25`);
    const name = names({ sql: walk });
    expect(name).toMatch(/^p_[\w-]{24}$/);
    expect(names({ sql: walk })).toBe(name);
    expect(preparedStatementNames()({ sql: walk })).toBe(name);
    expect(names({ sql: marked(`SELECT id FROM "Product" ORDER BY id LIMIT 51`) })).not.toBe(name);
    expect(names({ sql: `SELECT id FROM "Product" ORDER BY id LIMIT 25` })).toBe("");
    expect(names({ sql: `SELECT 1 /* prepared */` })).toBe("");
  });

  it("stop naming new shapes past the cap; the shapes already named keep their names", () => {
    const names = preparedStatementNames(3);
    const shapes = [1, 2, 3, 4, 5].map((n) => marked(`SELECT ${n}`));
    const first = shapes.map((sql) => names({ sql }));
    expect(first.slice(0, 3).every((n) => n.startsWith("p_"))).toBe(true);
    expect(first.slice(3)).toEqual(["", ""]);
    expect(names({ sql: shapes[0]! })).toBe(first[0]);
  });
});
