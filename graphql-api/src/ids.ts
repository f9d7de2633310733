/** Record ids are UUIDs. A malformed id can match nothing and must never reach PostgreSQL (it would be a 500). */
export const isUuid = (id: unknown): id is string =>
  typeof id === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const NO_ID = "00000000-0000-0000-0000-000000000000";

/** The id itself when well-formed, else an id no record has: lookups then answer "not found", not a crash. */
export const uuidOrNone = (id: unknown): string => (isUuid(id) ? id : NO_ID);
