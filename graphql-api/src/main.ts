import "reflect-metadata";
import path from "node:path";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { createApp } from "./app.js";
import { createLogger } from "./logger.js";
import { seedIfEmpty } from "../../prisma/seed/index.js";

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "pglite") });
  logger.info(db.kind === "postgres" ? "Database: PostgreSQL (DATABASE_URL)" : `Database: embedded PGlite in ${path.join(config.dataDir, "pglite")}`);
  await seedIfEmpty(db.prisma, config, logger);
  const shop = await createApp({ config, db, logger });
  const server = shop.app.listen(config.port, config.host, () => {
    logger.info(`Shop listening on ${config.publicUrl} (GraphQL at ${config.publicUrl}/graphql)`);
  });
  const stop = async () => {
    server.close();
    await shop.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((e: Error) => {
  // One line per problem a person can act on: the message, not a stack trace.
  const problems = e instanceof ConfigError ? e.problems : [e.message];
  for (const problem of problems) console.error(`Cannot start the shop: ${problem}`);
  process.exit(1);
});
