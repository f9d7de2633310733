// Partners' API keys: created (the secret shown once, only its hash kept), listed and revoked by admins; and the
// check every partner request goes through (the key, its scopes, its own rate limit, its usage).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimiterRes } from "rate-limiter-flexible";
import { Prisma } from "../../generated/prisma/client.js";
import { PREPARED } from "../../db/prepared.js";
import type { ServiceDeps } from "../../service-deps.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { sharedLimiter, TooManyRequestsError } from "../../auth/rate-limit.js";
import { badInput, notFound, unauthenticated } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { AuditAction, recordAudit } from "../audit/audit.service.js";
import { isScope, SCOPE_NAMES, type ApiKeyScope } from "./apikey.scopes.js";
import { ApiKeyUsage } from "./apikey.usage.js";

/** A partner's key, as a request carrying it is served. */
export interface PartnerKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
}

export interface ApiKeyView {
  id: string;
  name: string;
  /** What the back office shows of the key: "shk_" and its public part. */
  prefix: string;
  scopes: string[];
  rateLimitPerMinute: number;
  requestCount: number;
  lastUsedAt: Date | null;
  createdAt: Date;
  createdByEmail: string | null;
  revokedAt: Date | null;
}

export const KEY_PREFIX = "shk_";
const KEY_FORMAT = /^shk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
const MAX_RATE_LIMIT_PER_MINUTE = 100_000;
const MAX_NAME_LENGTH = 100;
export const INVALID_KEY = "This API key is not valid or has been revoked. Ask the shop for a new one.";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A new key: its public prefix, the whole secret (shown once) and the hash that is stored instead of it. */
export function newKeySecret(): { prefix: string; secret: string; secretHash: string } {
  const prefix = randomBytes(6).toString("hex");
  const secret = `${KEY_PREFIX}${prefix}_${randomBytes(32).toString("base64url")}`;
  return { prefix, secret, secretHash: sha256(secret) };
}

/** Refused for spending its key's budget; says which budget, so the partner knows it is not the shop's general limit. */
export class ApiKeyRateLimitedError extends TooManyRequestsError {
  constructor(limit: number, retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `This API key may make ${limit} requests a minute. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`;
  }
}

export class ApiKeyService {
  private readonly usage: ApiKeyUsage;
  /** One limiter per budget size (keys with the same budget share it; the counter is per key id). */
  private readonly limiters = new Map<number, RateLimiterAbstract>();

  constructor(private readonly deps: ServiceDeps) {
    this.usage = new ApiKeyUsage(deps.prisma, deps.logger);
  }

  /** Creates a key; the returned secret is the only time the whole key is ever shown. */
  async create(viewer: Viewer | null, input: { name?: unknown; scopes?: unknown; rateLimitPerMinute?: unknown }) {
    const admin = requireViewer(viewer);
    const name = parseName(input.name);
    const scopes = parseScopes(input.scopes);
    const rateLimitPerMinute = parseRateLimit(input.rateLimitPerMinute);
    const { prefix, secret, secretHash } = newKeySecret();
    const row = await this.deps.prisma.$transaction(async (tx) => {
      const created = await tx.apiKey.create({
        data: { name, prefix, secretHash, scopes, rateLimitPerMinute, createdById: admin.id },
        include: { createdBy: { select: { email: true } } },
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: AuditAction.apiKeyCreate,
        targetType: "apiKey",
        targetId: created.id,
        targetLabel: name,
        changes: [
          { field: "scopes", before: null, after: scopes.join(" ") },
          { field: "rateLimitPerMinute", before: null, after: String(rateLimitPerMinute) },
        ],
      });
      return created;
    });
    return { apiKey: toView(row), secret };
  }

  /** Every key, the newest first, revoked ones included (for the record). */
  async list(): Promise<ApiKeyView[]> {
    const rows = await this.deps.prisma.apiKey.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], include: { createdBy: { select: { email: true } } } });
    return rows.map(toView);
  }

  /** Refused from the next request on, on every replica (each request reads its key). Revoking twice changes nothing. */
  async revoke(viewer: Viewer | null, id: unknown): Promise<ApiKeyView> {
    const admin = requireViewer(viewer);
    if (typeof id !== "string" || !isUuid(id)) throw notFound("API key not found");
    const row = await this.deps.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ revokedAt: Date | null; name: string }[]>`
        SELECT "revokedAt", name FROM "ApiKey" WHERE id = ${id}::uuid FOR UPDATE`;
      if (!locked) throw notFound("API key not found");
      if (!locked.revokedAt) {
        await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
        await recordAudit(tx, {
          actorId: admin.id,
          action: AuditAction.apiKeyRevoke,
          targetType: "apiKey",
          targetId: id,
          targetLabel: locked.name,
          changes: [{ field: "revoked", before: "no", after: "yes" }],
        });
      }
      return tx.apiKey.findUniqueOrThrow({ where: { id }, include: { createdBy: { select: { email: true } } } });
    });
    return toView(row);
  }

  /**
   * The key a partner request carries, checked against the database on every request (a revoked key is refused at
   * once everywhere): UNAUTHENTICATED for anything but a live key, TOO_MANY_REQUESTS past its budget. Counts the use.
   */
  async admit(raw: string): Promise<PartnerKey> {
    const match = KEY_FORMAT.exec(raw);
    if (!match) throw unauthenticated(INVALID_KEY);
    // On every partner request: prepared, and run without Prisma's engine (HotQuery).
    const [row] = await this.deps.hotQuery<{ id: string; name: string; secretHash: string; scopes: string[]; rateLimitPerMinute: number; revoked: boolean }>(Prisma.sql`${PREPARED}
      SELECT id::text AS id, name, "secretHash", scopes, "rateLimitPerMinute", "revokedAt" IS NOT NULL AS revoked FROM "ApiKey" WHERE prefix = ${match[1]}`);
    if (!row || row.revoked || !sameHash(row.secretHash, sha256(raw))) throw unauthenticated(INVALID_KEY);
    await this.spend(row.id, row.rateLimitPerMinute);
    this.usage.record(row.id);
    return { id: row.id, name: row.name, scopes: row.scopes.filter(isScope), rateLimitPerMinute: row.rateLimitPerMinute };
  }

  scopes(): string[] {
    return [...SCOPE_NAMES];
  }

  /** Writes the usage counted so far (the server calls it when it stops). */
  close(): Promise<void> {
    return this.usage.close();
  }

  private async spend(keyId: string, perMinute: number) {
    let limiter = this.limiters.get(perMinute);
    if (!limiter) {
      limiter = sharedLimiter(this.deps.redis ?? null, `apikey:${perMinute}`, perMinute, 60);
      this.limiters.set(perMinute, limiter);
    }
    try {
      await limiter.consume(keyId);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new ApiKeyRateLimitedError(perMinute, Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
      throw e;
    }
  }
}

function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(given, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseName(value: unknown): string {
  const name = typeof value === "string" ? value.trim() : "";
  if (!name) throw badInput("Please give the key a name (who or what uses it).");
  if (name.length > MAX_NAME_LENGTH) throw badInput(`A key's name can be at most ${MAX_NAME_LENGTH} characters.`);
  return name;
}

function parseScopes(value: unknown): ApiKeyScope[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput(`Please choose at least one scope (${SCOPE_NAMES.join(", ")}).`);
  const unknown = value.filter((s) => !isScope(s));
  if (unknown.length) throw badInput(`Unknown scope: ${String(unknown[0])}. Scopes are ${SCOPE_NAMES.join(", ")}.`);
  return SCOPE_NAMES.filter((s) => value.includes(s));
}

function parseRateLimit(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_RATE_LIMIT_PER_MINUTE;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_RATE_LIMIT_PER_MINUTE) {
    throw badInput(`The rate limit must be a whole number of requests a minute from 1 to ${MAX_RATE_LIMIT_PER_MINUTE.toLocaleString("en-US")}.`);
  }
  return value as number;
}

type Row = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  rateLimitPerMinute: number;
  requestCount: bigint;
  lastUsedAt: Date | null;
  createdAt: Date;
  revokedAt: Date | null;
  createdBy: { email: string } | null;
};

function toView(r: Row): ApiKeyView {
  return {
    id: r.id,
    name: r.name,
    prefix: `${KEY_PREFIX}${r.prefix}`,
    scopes: r.scopes,
    rateLimitPerMinute: r.rateLimitPerMinute,
    requestCount: Number(r.requestCount),
    lastUsedAt: r.lastUsedAt,
    createdAt: r.createdAt,
    createdByEmail: r.createdBy?.email ?? null,
    revokedAt: r.revokedAt,
  };
}
