// What a service may be given (database, config, mail, payments, jobs, image store), apart from services.ts: every
// service depends on this contract alone, and only services.ts, which builds them all, knows every service.
import type { Config } from "./config.js";
import type { HotQuery, Prisma } from "./db/database.js";
import type { TokenService } from "./auth/tokens.js";
import type { Mailer } from "./mail/mailer.js";
import type { PaymentProvider } from "./payments/provider.js";
import type { Redis } from "ioredis";
import type { Logger } from "./logger.js";
import type { JobSender } from "./jobs/queue.js";
import type { ImageStore } from "./modules/upload/stored-image.js";

/** What every service may depend on; injected here, never imported from globals. */
export interface ServiceDeps {
  prisma: Prisma;
  /** The driver without Prisma's engine, for a hot path's few statements (db/database.ts). */
  hotQuery: HotQuery;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Shared counters (rate limits) across replicas; null keeps them in this process. */
  redis?: Redis | null;
  /** Where services report what they cannot tell the caller (a mail that failed, a PayPal event ignored). */
  logger?: Logger;
  /** Background work (emails, PayPal follow-ups), done by whichever replica is free. */
  jobs?: JobSender;
  /**
   * How many requests wait for a database connection right now (the pool's queue); background work steps aside while
   * any do. Absent on the embedded database, which has no pool.
   */
  databaseWaiters?: () => number;
  /** Where uploaded images are kept (every replica reads it); the database unless given. */
  images?: ImageStore;
}
