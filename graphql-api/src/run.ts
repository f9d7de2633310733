// Starting the shop as a process: load config, open and seed the database, listen, and stop gracefully on SIGINT/SIGTERM
// (draining requests in flight first). Configuration problems are printed one per line before exiting.
import http from "node:http";
import path from "node:path";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { createApp } from "./app.js";
import { createLogger } from "./logger.js";
import { drainer } from "./shutdown.js";
import { seedIfEmpty } from "./seed/index.js";
import type { Tracing } from "./observability/tracing.js";

async function main(tracing: Tracing | null) {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, config.logFormat);
  const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: path.join(config.dataDir, "pglite") });
  logger.info(db.kind === "postgres" ? "Database: PostgreSQL (DATABASE_URL)" : `Database: embedded PGlite in ${path.join(config.dataDir, "pglite")}`);
  await seedIfEmpty(db.prisma, config, logger);
  const shop = await createApp({ config, db, logger });
  const server = http.createServer(shop.app);
  const requests = drainer(server);
  server.listen(config.port, config.host, () => {
    logger.info(`Shop listening on ${config.publicUrl} (GraphQL at ${config.publicUrl}/graphql)`);
    shop.startJobs().catch((e: unknown) => logger.error("Could not start the periodic jobs", e));
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      logger.error(`${signal} again: exiting without waiting for the ${requests.inFlight()} requests in flight`);
      process.exit(1);
    }
    stopping = true;
    const grace = config.shutdownGraceSeconds;
    logger.info(`${signal}: stopping; new connections are refused, ${requests.inFlight()} requests in flight get up to ${grace} s to finish`);
    shop.drain();
    const cut = await requests.drain(grace * 1000);
    if (cut) logger.error(`${cut} request${cut === 1 ? " was" : "s were"} still running after ${grace} s and cut off`);
    try {
      await shop.close();
      await db.close();
      await tracing?.shutdown();
    } catch (e) {
      logger.error("Could not close cleanly", e);
      process.exit(1);
    }
    logger.info("Stopped");
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** Runs the shop until a signal stops it; exits the process with one line per problem when it cannot start. */
export function run(tracing: Tracing | null): void {
  main(tracing).catch((e: Error) => {
    // One line per problem a person can act on: the message, not a stack trace.
    const problems = e instanceof ConfigError ? e.problems : [e.message];
    for (const problem of problems) console.error(`Cannot start the shop: ${problem}`);
    process.exit(1);
  });
}
