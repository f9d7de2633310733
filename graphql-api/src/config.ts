import path from "node:path";
import { z } from "zod";

export const DEV_TOKEN_SECRET = "dev-only-token-secret-change-me-0123456789";
export const DEV_ADMIN_EMAIL = "admin@shop.test";
export const DEV_ADMIN_PASSWORD = "admin12345";

const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  TOKEN_SECRET: z.string().min(32, "TOKEN_SECRET must be at least 32 characters").default(DEV_TOKEN_SECRET),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  CORS_ORIGINS: z.string().default("http://localhost:5173"),
  SEED_ADMIN_EMAIL: z.string().email().default(DEV_ADMIN_EMAIL),
  SEED_ADMIN_PASSWORD: z.string().min(8).default(DEV_ADMIN_PASSWORD),
  SEED_DEMO_DATA: z.enum(["true", "false"]).default("true"),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_MODE: z.enum(["sandbox", "live"]).default("sandbox"),
  PAYPAL_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SMTP_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  MAIL_FROM: z.string().default("E-Commerce Shop <no-reply@shop.test>"),
  BODY_LIMIT: z.string().default("1mb"),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  RATE_LIMIT_AUTH_PER_15MIN: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(["silent", "info", "debug"]).default("info"),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once; everything else receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && e.TOKEN_SECRET === DEV_TOKEN_SECRET) {
    throw new Error("Refusing to start in production with the default TOKEN_SECRET: set TOKEN_SECRET.");
  }
  if (production && e.SEED_ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
    throw new Error("Refusing to start in production with the default admin password: set SEED_ADMIN_PASSWORD.");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    uploadDir: path.join(dataDir, "uploads"),
    outboxDir: path.join(dataDir, "outbox"),
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    corsOrigins: e.CORS_ORIGINS.split(",").map((s) => s.trim()).filter(Boolean),
    seed: {
      demoData: e.SEED_DEMO_DATA === "true",
      adminEmail: e.SEED_ADMIN_EMAIL.toLowerCase(),
      adminPassword: e.SEED_ADMIN_PASSWORD,
      usingDefaultAdmin: e.SEED_ADMIN_PASSWORD === DEV_ADMIN_PASSWORD,
    },
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      mode: e.PAYPAL_MODE,
      sandboxLatencyMs: e.PAYPAL_SANDBOX_LATENCY_MS,
    },
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL || undefined,
    mailFrom: e.MAIL_FROM,
    bodyLimit: e.BODY_LIMIT,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    authRateLimit: e.RATE_LIMIT_AUTH_PER_15MIN,
    registerRateLimit: e.RATE_LIMIT_REGISTER_PER_HOUR,
    logLevel: e.LOG_LEVEL,
  };
}
