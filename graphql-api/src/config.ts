// The environment, read and checked once at start-up: every setting with its default, what production refuses
// (development secrets, missing PayPal, SMTP or webhook settings), and every problem reported together.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy.js";

export const DEV_TOKEN_SECRET = "dev-only-token-secret-change-me-0123456789";
export const DEV_ADMIN_EMAIL = "admin@shop.test";
export const DEV_ADMIN_PASSWORD = "admin12345";
/** Where `npm run dev` serves the web app (Vite). */
export const DEV_WEB_ORIGIN = "http://localhost:5173";

const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  DATA_DIR: z.string().default("./data"),
  TOKEN_SECRET: z.string().min(32, "TOKEN_SECRET must be at least 32 characters").default(DEV_TOKEN_SECRET),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  CORS_ORIGINS: z.string().optional(),
  SEED_ADMIN_EMAIL: z.string().email().default(DEV_ADMIN_EMAIL),
  SEED_ADMIN_PASSWORD: z.string().min(8).default(DEV_ADMIN_PASSWORD),
  SEED_DEMO_DATA: z.enum(["true", "false"]).optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_MODE: z.enum(["offline", "sandbox", "live"]).optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAYMENT_HOLD_CANCEL_AFTER_HOURS: z.coerce.number().min(0).max(24 * 365).default(72),
  SMTP_URL: z.string().optional(),
  MAIL_TRANSPORT: z.enum(["smtp", "outbox"]).optional(),
  REDIS_URL: z.string().optional(),
  MAIL_FROM: z.string().default("E-Commerce Shop <no-reply@shop.test>"),
  BODY_LIMIT: z.string().default("1mb"),
  // A phone photo is 3-8 MB, a high-resolution one up to 20 MB.
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(25 * 1024 * 1024),
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  ADMIN_TWO_FACTOR: z.enum(["required", "optional"]).optional(),
  RATE_LIMIT_AUTH_PER_15MIN: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_COST_PER_MINUTE: z.coerce.number().int().positive().default(30_000),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  LOAD_SHED_DB_WAIT_MS: z.coerce.number().int().min(0).optional(),
  LOG_LEVEL: z.enum(["silent", "fatal", "error", "warn", "info", "debug", "trace"]).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  FAILPOINTS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  GRAPHQL_INTROSPECTION: z.enum(["true", "false"]).default("true"),
  WEB_DIR: z.string().optional(),
  RENDER_DEADLINE_MS: z.coerce.number().int().min(1).max(60_000).default(1500),
  RENDER_KEEP_MB: z.coerce.number().min(0).max(4096).default(32),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  S3_PREFIX: z.string().default("uploads/"),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  SHOP_TIME_ZONE: z.string().default("UTC"),
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(5),
  CATALOGUE_EXACT_COUNT_BELOW: z.coerce.number().int().min(1).max(100_000_000).default(10_000),
  STOREFRONT_ACCESS: z.string().optional(),
  RATE_LIMIT_GUEST_CARTS_PER_HOUR: z.coerce.number().int().positive().default(60),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(["true", "false"]).default("false"),
  WEBHOOK_DELIVERED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WEBHOOK_FAILED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
});

/**
 * members: the spec's sign-in wall (every page but sign-in and register sends a visitor to /auth/login);
 * public: anyone browses the catalogue, keeps a guest cart and is found by search engines.
 */
export const STOREFRONT_ACCESS_MODES = ["members", "public"] as const;
export type StorefrontAccess = (typeof STOREFRONT_ACCESS_MODES)[number];

/** Crash points a test can arm (FAILPOINTS=a,b): the process dies there as if the machine had lost power. */
export const FAILPOINT_NAMES = ["capture.afterClaim", "capture.afterPaypal", "capture.inFinalise", "refund.afterClaim", "refund.afterPaypal"] as const;
export type Failpoint = (typeof FAILPOINT_NAMES)[number];

/** Every setting that keeps the shop from starting, one line each, so an operator can fix them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
  }
}

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once; everything else receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable (docker compose's `${X:-}`) means "not set".
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const problems: string[] = [];
  if (production && e.TOKEN_SECRET === DEV_TOKEN_SECRET) problems.push("TOKEN_SECRET is not set: production refuses the development default.");
  if (production && e.SEED_ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) problems.push("SEED_ADMIN_PASSWORD is not set: production refuses the default admin password.");
  const paypal = paypalSettings(e, production, problems);
  const mailTransport = mailSettings(e, production, problems);
  const failpoints = failpointSettings(e.FAILPOINTS, production, problems);
  const s3 = s3Settings(e, problems);
  let trustProxy: ReturnType<typeof parseTrustProxy> = false;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    problems.push(`TRUST_PROXY: ${(error as Error).message}`);
  }
  const webDir = webDirSetting(e.WEB_DIR, problems);
  const timeZone = timeZoneSetting(e.SHOP_TIME_ZONE, problems);
  const storefrontAccess = storefrontAccessSetting(e.STOREFRONT_ACCESS, problems);
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    uploadDir: path.join(dataDir, "uploads"),
    outboxDir: path.join(dataDir, "outbox"),
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    // The Vite dev server's origin is trusted (CORS with credentials, the CSRF check) only outside production.
    corsOrigins: (e.CORS_ORIGINS ?? (production ? "" : DEV_WEB_ORIGIN)).split(",").map((s) => s.trim()).filter(Boolean),
    seed: {
      // Demo accounts have published passwords: never created in production unless asked for.
      demoData: (e.SEED_DEMO_DATA ?? (production ? "false" : "true")) === "true",
      adminEmail: e.SEED_ADMIN_EMAIL.toLowerCase(),
      adminPassword: e.SEED_ADMIN_PASSWORD,
      usingDefaultAdmin: e.SEED_ADMIN_PASSWORD === DEV_ADMIN_PASSWORD,
    },
    paypal: {
      ...paypal,
      sandboxLatencyMs: e.PAYPAL_SANDBOX_LATENCY_MS,
      reconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS,
      reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
      /** A capture PayPal has held for review this long may be cancelled by an admin (held-payments.ts). */
      holdCancelAfterMs: Math.round(e.PAYMENT_HOLD_CANCEL_AFTER_HOURS * 3600 * 1000),
    },
    mail: { transport: mailTransport, smtpUrl: e.SMTP_URL },
    redisUrl: e.REDIS_URL || undefined,
    mailFrom: e.MAIL_FROM,
    bodyLimit: e.BODY_LIMIT,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    /** Images decoded or resized at once in this process (each holds its decoded pixels: ~36 MB for a 12 MP photo). */
    imageConcurrency: e.IMAGE_CONCURRENCY,
    authRateLimit: e.RATE_LIMIT_AUTH_PER_15MIN,
    /** required: an admin signing in with a password must use two-step sign-in, and set it up first if needed. */
    adminTwoFactor: e.ADMIN_TWO_FACTOR ?? (production ? "required" : "optional"),
    registerRateLimit: e.RATE_LIMIT_REGISTER_PER_HOUR,
    /** Query-cost budgets and load shedding (traffic/). */
    traffic: {
      costPerMinute: e.RATE_LIMIT_COST_PER_MINUTE,
      // Off by default outside production: a developer's server (compiling on the fly) and the browser journeys on a
      // loaded machine stalled 350 to 980 ms at times with nothing to shed, and a journey's query was refused.
      shedding: {
        eventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? (production ? 200 : 0),
        poolWaitMs: e.LOAD_SHED_DB_WAIT_MS ?? (production ? 100 : 0),
      },
    },
    logLevel: e.LOG_LEVEL,
    // People read a terminal in development; everything else (files, collectors, tests) reads JSON lines.
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === "development" && process.stdout.isTTY ? "pretty" : "json"),
    failpoints,
    trustProxy,
    introspection: e.GRAPHQL_INTROSPECTION === "true",
    /** Another single-page app's build served at / instead of the bundled web app (undefined: the bundled one). */
    webDir,
    /**
     * How long the server may take to render a page (its data included) before it sends the page for the browser to
     * render instead (web-page.ts): a slow data source cannot hold a page longer.
     */
    renderDeadlineMs: e.RENDER_DEADLINE_MS,
    /** Characters of rendered pages kept under the inputs they were rendered from (web/src/ssr/renderedPages.ts). */
    renderKeepChars: Math.round(e.RENDER_KEEP_MB * 2 ** 20),
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    /** Uploaded images in this S3 bucket; null keeps them in the database. */
    s3,
    /** The IANA time zone the shop's days are counted in (the sales dashboard's "today", its days and ranges). */
    timeZone,
    /** A product at or below this many units is low on stock: listed on the dashboard, and admins are emailed. */
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    /** Listing and search totals the planner expects at or above this are estimated on GraphQL (product.count.ts). */
    exactCountBelow: e.CATALOGUE_EXACT_COUNT_BELOW,
    /** Who may browse the storefront: members only (the default), or anyone, with guest carts (see StorefrontAccess). */
    storefrontAccess,
    /** Guest carts one client address may start an hour (public storefront). */
    guestCartRateLimit: e.RATE_LIMIT_GUEST_CARTS_PER_HOUR,
    /** Webhooks may target private, loopback and link-local addresses (tests, on-premise installs); refused otherwise. */
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS === "true",
    /** Days the webhook outbox keeps an event all of whose deliveries were taken, and one with a delivery that failed. */
    webhookRetentionDays: { delivered: e.WEBHOOK_DELIVERED_RETENTION_DAYS, failed: e.WEBHOOK_FAILED_RETENTION_DAYS },
    /** The bearer token Prometheus sends to read /metrics; without one, /metrics is off (404). */
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

type Env = z.infer<typeof Env>;

/**
 * Real PayPal (sandbox or live API) when credentials are given; the built-in offline sandbox, which takes no money,
 * only in development or when chosen with PAYPAL_MODE=offline. The offline sandbox's own credentials are derived from
 * TOKEN_SECRET, so its dashboard cannot be driven by someone who only read this code.
 */
function paypalSettings(e: Env, production: boolean, problems: string[]) {
  const hasCredentials = Boolean(e.PAYPAL_CLIENT_ID || e.PAYPAL_CLIENT_SECRET);
  const mode = e.PAYPAL_MODE ?? (hasCredentials || production ? "sandbox" : "offline");
  if (mode === "offline") {
    const secret = crypto.createHmac("sha256", e.TOKEN_SECRET).update("paypal-offline-sandbox").digest("hex");
    return { mode, offline: true, clientId: "offline-sandbox", clientSecret: secret, webhookId: e.PAYPAL_WEBHOOK_ID ?? "OFFLINE-SANDBOX-WEBHOOK" };
  }
  const missing = [
    ["PAYPAL_CLIENT_ID", e.PAYPAL_CLIENT_ID],
    ["PAYPAL_CLIENT_SECRET", e.PAYPAL_CLIENT_SECRET],
  ].filter(([, v]) => !v);
  for (const [name] of missing) {
    problems.push(
      production && !e.PAYPAL_MODE
        ? `${name} is not set: production takes real payments through PayPal (or set PAYPAL_MODE=offline for demo payments that take no money).`
        : `${name} is not set: PAYPAL_MODE=${mode} talks to PayPal's ${mode} API.`,
    );
  }
  // Without its webhook id the shop cannot verify PayPal's events, so it would never hear of a held payment clearing
  // or of a refund made in PayPal's dashboard.
  if (production && !e.PAYPAL_WEBHOOK_ID) problems.push("PAYPAL_WEBHOOK_ID is not set: production verifies PayPal's webhook events with it.");
  return { mode, offline: false, clientId: e.PAYPAL_CLIENT_ID ?? "", clientSecret: e.PAYPAL_CLIENT_SECRET ?? "", webhookId: e.PAYPAL_WEBHOOK_ID };
}

/** SMTP when SMTP_URL is set; the outbox folder (nobody receives the mail) only in development or when chosen. */
function mailSettings(e: Env, production: boolean, problems: string[]): "smtp" | "outbox" {
  const transport = e.MAIL_TRANSPORT ?? (e.SMTP_URL || production ? "smtp" : "outbox");
  if (transport === "smtp" && !e.SMTP_URL) {
    problems.push(
      production && !e.MAIL_TRANSPORT
        ? "SMTP_URL is not set: production sends its emails (password resets, order confirmations) by SMTP (or set MAIL_TRANSPORT=outbox to write them to DATA_DIR/outbox)."
        : "SMTP_URL is not set: MAIL_TRANSPORT=smtp sends email through it.",
    );
  }
  return transport;
}

/** WEB_DIR: a built front end (the folder holding its index.html), e.g. the original client kept by a shop. */
function webDirSetting(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  const dir = path.resolve(value);
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    problems.push(`WEB_DIR: ${dir} has no index.html; point it at the folder of a built single-page app (where its index.html is).`);
  }
  return dir;
}

/** S3-compatible object storage for uploaded images when S3_BUCKET is set (the database keeps them otherwise). */
function s3Settings(e: Env, problems: string[]) {
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (keys === 1) problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both (or neither, to use the AWS SDK's usual credentials).");
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || keys) problems.push("S3_BUCKET is not set: the S3 settings are only used with a bucket to store uploaded images in.");
    return null;
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // S3-compatible servers are mostly addressed by path (http://host/bucket/key); AWS itself by virtual host.
    forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? "true" : "false")) === "true",
    prefix: e.S3_PREFIX,
  };
}

/** An IANA zone name (Europe/Paris, America/New_York, UTC), as Intl knows it: the database knows the same names. */
function timeZoneSetting(value: string, problems: string[]): string {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    problems.push(`SHOP_TIME_ZONE: "${value}" is not a time zone; use an IANA name such as UTC, Europe/Paris or America/New_York.`);
    return "UTC";
  }
}

function storefrontAccessSetting(value: string | undefined, problems: string[]): StorefrontAccess {
  if (value === undefined) return "members";
  if ((STOREFRONT_ACCESS_MODES as readonly string[]).includes(value)) return value as StorefrontAccess;
  problems.push(
    `STOREFRONT_ACCESS: "${value}" is not a storefront access; use members (only signed-in shoppers see the shop, the default) or public (anyone may browse, keep a guest cart and find the products).`,
  );
  return "members";
}

function failpointSettings(value: string | undefined, production: boolean, problems: string[]): Set<Failpoint> {
  const names = (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(FAILPOINT_NAMES as readonly string[]).includes(n));
  if (unknown.length) problems.push(`FAILPOINTS: unknown ${unknown.join(", ")} (known: ${FAILPOINT_NAMES.join(", ")}).`);
  if (production && names.length) problems.push("FAILPOINTS is set: crash points are for tests, never for production.");
  return new Set(names as Failpoint[]);
}
