// The plain-SQL side of a database, apart from database.ts so that what only runs SQL (migrations, the job queue's
// set-up) depends on this small contract rather than on the module that opens databases.

/** Runs plain SQL (many statements, no parameters) on the same connection source the app uses. */
export type SqlExecutor = {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
};
