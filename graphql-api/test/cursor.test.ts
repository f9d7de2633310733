// Signed cursors (cursor.ts): read back only for their own walk, and an edge signs its cursor only when it is read.
import { describe, expect, it } from "vitest";
import { CursorCodec, edgeOf, OTHER_WALK } from "../src/cursor.js";

describe("edge cursors", () => {
  it("are signed only when read, once, and read back for their walk", () => {
    const codec = new CursorCodec("a-secret-of-the-shop-0123456789abcdef");
    const walk = JSON.stringify(["productsConnection", "titleAtoZ", {}]);
    let signed = 0;
    const edge = edgeOf({ id: "p1" }, () => {
      signed++;
      return codec.encode(walk, { k: "cap", id: "p1" });
    });
    expect(edge.node).toEqual({ id: "p1" });
    expect(signed).toBe(0);
    const cursor = edge.cursor;
    expect(edge.cursor).toBe(cursor);
    expect(signed).toBe(1);
    expect(codec.decode(walk, cursor)).toEqual({ k: "cap", id: "p1" });
    expect(() => codec.decode(JSON.stringify(["productsConnection", "titleZtoA", {}]), cursor)).toThrow(OTHER_WALK);
  });
});
