// Cursors of the Relay connections partners walk (productsConnection, ordersConnection): opaque to clients, signed
// here, so a cursor that was altered, cut short, or made for another list, sort or filter is a clear BAD_USER_INPUT
// instead of a query on whatever it says. And the one reading of `first`.
import crypto from "node:crypto";
import { badInput } from "./errors.js";

export const CONNECTION_LIMITS = { defaultFirst: 24, maxFirst: 100 } as const;

export const BAD_CURSOR = "This cursor is not valid: pass the endCursor (or an edge's cursor) of the previous page, unchanged.";
export const OTHER_WALK = "This cursor belongs to a walk with another sort or filter: send the same sortBy and filter as the first page, or start again without after.";
export const EXPIRED_CURSOR = "This cursor has expired: start the walk again from the first page.";

/** One page of any cursor walk, as the Relay connection types (PageInfo, *Edge) show it. */
export interface ConnectionView<N> {
  edges: { cursor: string; node: N }[];
  pageInfo: PageInfoView;
}

export interface PageInfoView {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/**
 * A page's PageInfo, Relay's way for a forward walk: hasPreviousPage is whether the page was asked `after` a cursor
 * (a first page has none before it); the start and end cursors are signed when read, like edgeOf's.
 */
export function pageInfoOf<R>(page: readonly R[], hasNextPage: boolean, after: unknown, cursor: (row: R) => string): PageInfoView {
  const first = page[0];
  const last = page.at(-1);
  return {
    hasNextPage,
    hasPreviousPage: after !== null && after !== undefined,
    get startCursor() {
      return first === undefined ? null : cursor(first);
    },
    get endCursor() {
      return last === undefined ? null : cursor(last);
    },
  };
}

/**
 * An edge whose cursor is signed when it is read, i.e. only if the query asks for `cursor`: a feed that follows
 * pageInfo.endCursor (as the README's walk does) signs one cursor a page instead of one per node (each is an HMAC).
 */
export function edgeOf<N>(node: N, cursor: () => string): { cursor: string; node: N } {
  let signed: string | undefined;
  return {
    node,
    get cursor() {
      return (signed ??= cursor());
    },
  };
}

/** A page size as sent (absent for the default), 1 to 100. */
export function parseFirst(first: unknown): number {
  if (first === undefined || first === null) return CONNECTION_LIMITS.defaultFirst;
  if (typeof first !== "number" || !Number.isSafeInteger(first) || first < 1 || first > CONNECTION_LIMITS.maxFirst) {
    throw badInput(`first must be a whole number from 1 to ${CONNECTION_LIMITS.maxFirst}.`);
  }
  return first;
}

/**
 * Signs and reads cursors: base64url(JSON) + "." + base64url(HMAC-SHA256), the key derived from the token secret
 * every replica shares, so any replica reads any replica's cursors. `walk` names the list with its sort and filter:
 * a cursor is only read back for the same walk.
 */
export class CursorCodec {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = crypto.createHmac("sha256", secret).update("connection-cursor/v1").digest();
  }

  encode(walk: string, payload: object): string {
    return this.encoderFor(walk)(payload);
  }

  /** encode for one walk, its name hashed once: a page signs a cursor per edge. */
  encoderFor(walk: string): (payload: object) => string {
    const w = walkId(walk);
    return (payload) => {
      const body = Buffer.from(JSON.stringify({ w, ...payload })).toString("base64url");
      return `${body}.${this.sign(body)}`;
    };
  }

  /** The payload of a cursor made by encode for this walk; BAD_USER_INPUT for anything else. */
  decode(walk: string, cursor: unknown): Record<string, unknown> {
    if (typeof cursor !== "string" || cursor.length > 4096) throw badInput(BAD_CURSOR);
    const [body, signature, extra] = cursor.split(".");
    if (!body || !signature || extra !== undefined) throw badInput(BAD_CURSOR);
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw badInput(BAD_CURSOR);
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      throw badInput(BAD_CURSOR);
    }
    if (!payload || typeof payload !== "object" || Array.isArray(payload)) throw badInput(BAD_CURSOR);
    const { w, ...rest } = payload as Record<string, unknown>;
    if (w !== walkId(walk)) throw badInput(OTHER_WALK);
    return rest;
  }

  private sign(body: string): string {
    return crypto.createHmac("sha256", this.key).update(body).digest("base64url").slice(0, 22);
  }
}

/** A short, stable name of a walk (its list, sort and normalised filter) to carry in each cursor. */
const walkId = (walk: string) => crypto.createHash("sha256").update(walk).digest("base64url").slice(0, 16);
