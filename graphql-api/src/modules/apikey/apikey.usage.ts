// How much each API key is used: counted in memory per request and added to the key's row every few seconds, so a
// busy partner costs one UPDATE per key per interval, not one per request (and no hot row under load).
import type { Prisma } from "../../db/database.js";
import type { Logger } from "../../logger.js";

const FLUSH_EVERY_MS = 2_000;

export class ApiKeyUsage {
  private counts = new Map<string, { requests: number; last: Date }>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly prisma: Prisma, private readonly logger?: Logger) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  record(keyId: string) {
    const seen = this.counts.get(keyId);
    if (seen) {
      seen.requests++;
      seen.last = new Date();
    } else this.counts.set(keyId, { requests: 1, last: new Date() });
  }

  /** Adds what was counted since the last flush; what fails to be written is counted again next time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.counts.size) return;
      const batch = this.counts;
      this.counts = new Map();
      for (const [keyId, { requests, last }] of batch) {
        try {
          await this.prisma.$executeRaw`
            UPDATE "ApiKey" SET "requestCount" = "requestCount" + ${requests},
              "lastUsedAt" = greatest(coalesce("lastUsedAt", ${last}), ${last})
            WHERE id = ${keyId}::uuid`;
        } catch (e) {
          this.logger?.error(`Could not record the use of API key ${keyId}; it is counted again next time`, e);
          const again = this.counts.get(keyId);
          this.counts.set(keyId, { requests: requests + (again?.requests ?? 0), last: again?.last ?? last });
        }
      }
    });
    return this.flushing;
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}
