// Assembling the shop from its parts: config, database, services, jobs and every HTTP surface (GraphQL, REST,
// uploads, PayPal, the web app) mounted in order behind the security middleware; plus draining and closing them.
import express, { type Express, type Request, type Response } from "express";
import helmet from "helmet";
import cors from "cors";
import cookieParser from "cookie-parser";
import compression from "compression";
import { expressMiddleware } from "@as-integrations/express5";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { TokenService } from "./auth/tokens.js";
import { SessionCookies, authenticate } from "./auth/session.js";
import { guestCarts } from "./auth/guest-cart.js";
import { placeOf } from "./modules/session/device.js";
import { compatibilityCsrfToken, createCsrf } from "./auth/csrf.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { createPaymentProvider, SANDBOX_PATH, WEBHOOK_PATH } from "./payments/index.js";
import type { PaymentProvider } from "./payments/provider.js";
import { createPaypalSandbox } from "./payments/sandbox/router.js";
import { createPaypalWebhookRouter } from "./payments/webhook.router.js";
import { createJobQueue, defineShopJobs, startShopSchedule } from "./jobs/shop-jobs.js";
import { createServices } from "./services.js";
import { buildAppSchema } from "./schema.js";
import { createApollo } from "./graphql.js";
import { GRAPHQL_PATH, jsonErrorHandler } from "./http-errors.js";
import { createRestRouter } from "./rest/index.js";
import { createUploadRouter } from "./modules/upload/upload.router.js";
import { createOrderExportRouter } from "./modules/order/order-export.router.js";
import { createInvoiceRouter } from "./modules/invoice/invoice.router.js";
import { createUploadsRouter } from "./modules/upload/uploads.router.js";
import { createImageStore } from "./modules/upload/image-store.js";
import { createImageRouter } from "./modules/product/images.router.js";
import { createWebRouter, isWebBuild, WEB_DIST } from "./web-static.js";
import { createPages, loadRenderer, RunningRenders, type OperationRunner } from "./web-page.js";
import { PageAnswers } from "./page-answers.js";
import { readCatalogueStamps } from "./modules/product/product.cache.js";
import { createCrawlerRouter } from "./crawlers.js";
import { createLogger, type AppLogger } from "./logger.js";
import { requestLog } from "./request-log.js";
import type { Context } from "./context.js";
import { notFound } from "./errors.js";
import { connectRedis } from "./redis.js";
import { createHealthRouter } from "./health.js";
import { apiKeyAuth } from "./modules/apikey/apikey.http.js";
import { TrafficControl } from "./traffic/traffic.js";
import { httpMetrics, metricsOf } from "./observability/metrics.js";
import { createMetricsRouter } from "./observability/metrics.router.js";
import { INLINE_SCRIPT_CSP_SOURCE } from "./inline-script.js";

/** On close, how long pages still rendering past their deadline (their answers sent already) may finish. */
const RENDERS_GRACE_MS = 5_000;
/** On close, how long running jobs (an email being sent) may finish; a job cut off is retried by the queue. */
const JOBS_GRACE_MS = 5000;
export const COMPRESS_FROM_BYTES = 1024;

/** Streams must reach the client as they are written; a compressor would hold them back until its buffer fills. */
function compressible(req: express.Request, res: express.Response): boolean {
  const type = String(res.getHeader("Content-Type") ?? "");
  if (/^(text\/event-stream|multipart\/mixed)/.test(type)) return false;
  return compression.filter(req, res);
}

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: AppLogger;
  /** Replace the payment provider or mailer (both default from config). */
  payments?: PaymentProvider;
  mailer?: Mailer;
}

/** Composition only: wires config, database, services and the HTTP surfaces together. No rules live here. */
export async function createApp(options: AppOptions) {
  const { config, db } = options;
  const logger = options.logger ?? createLogger(config.logLevel, config.logFormat);
  const tokens = new TokenService(config.tokenSecret, config.tokenTtlSeconds);
  const session = new SessionCookies(config.production, config.tokenTtlSeconds);
  const csrf = createCsrf(config.corsOrigins);
  const mailer = options.mailer ?? createMailer({ ...config.mail, from: config.mailFrom, outboxDir: config.outboxDir });
  const payments = options.payments ?? createPaymentProvider(config);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : null;
  const images = await createImageStore(config.s3, db.prisma);
  const jobs = await createJobQueue(db, logger);
  const pool = db.pool;
  const databaseWaiters = pool ? () => pool.waitingCount : undefined;
  const services = createServices({ prisma: db.prisma, hotQuery: db.hotQuery, databaseWaiters, config, tokens, mailer, payments, redis: redis?.client ?? null, logger, images, jobs });
  await services.uploads.importLegacyFiles(config.uploadDir, logger);

  // Query cost, per-client budgets and load shedding, for GraphQL and the REST facade's catalogue reads alike.
  const traffic = new TrafficControl(redis?.client ?? null, db.poolWaits ?? null, config.traffic, (line) => logger.warn(line));
  const apollo = createApollo(await buildAppSchema(), logger, { introspection: config.introspection, traffic });
  await apollo.start();
  /** What every GraphQL operation is handed: the request at /graphql's, or the page's the server renders. */
  const contextOf = (req: Request, res: Response): Context => ({
    viewer: req.viewer ?? null,
    apiKey: req.apiKey ?? null,
    services,
    session,
    req,
    res,
    guestCart: req.guestCart ?? null,
    ip: req.ip ?? "unknown",
    issueCsrf: compatibilityCsrfToken,
    client: () => ({ ip: req.ip ?? "unknown", userAgent: req.get("user-agent"), deviceId: session.device(req, res) }),
  });

  const app: Express = express();
  app.disable("x-powered-by");
  app.use(requestLog(logger));
  app.use(httpMetrics());
  // Whose X-Forwarded-For names the client (rate limits key on it): nobody's unless TRUST_PROXY says so.
  app.set("trust proxy", config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "img-src": ["'self'", "data:", "blob:", "https:"],
          "script-src": ["'self'", INLINE_SCRIPT_CSP_SOURCE],
          "form-action": ["'self'", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
        },
      },
      crossOriginResourcePolicy: { policy: "same-site" },
    }),
  );
  app.use(cors({ origin: config.corsOrigins, credentials: true, exposedHeaders: ["Retry-After", "X-Request-Id", "RateLimit", "RateLimit-Policy"] }));
  // JSON and GraphQL answers (and index.html) compressed on the fly; built assets come precompressed (web-static.ts)
  // and keep their Content-Encoding. Small answers stay raw: compressing them saves less than it costs.
  app.use(compression({ threshold: COMPRESS_FROM_BYTES, filter: compressible }));
  app.use(cookieParser());
  app.use(express.json({ limit: config.bodyLimit }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(authenticate(db.hotQuery, tokens, placeOf));
  // A public storefront lets visitors keep a cart without an account (a members-only one reads no guest cookie).
  if (config.storefrontAccess === "public") app.use(guestCarts(config.production));

  // The process is up (200) even while Redis is down: the limits then count per process, and `redis` says so.
  let draining = false;
  app.use(createHealthRouter(db, redis, { draining: () => draining }, logger));
  app.use(createMetricsRouter(metricsOf({ pool: db.pool, jobs }), config.metricsToken));
  app.use(createUploadsRouter(services.uploads));
  app.use(createImageRouter());
  const { webhookId } = config.paypal;
  if (config.paypal.offline && webhookId) {
    const sandbox = createPaypalSandbox({
      prisma: db.prisma,
      clientId: config.paypal.clientId,
      clientSecret: config.paypal.clientSecret,
      latencyMs: config.paypal.sandboxLatencyMs,
      webhook: { url: `${config.publicUrl}${WEBHOOK_PATH}`, id: webhookId },
      returnOrigin: new URL(config.publicUrl).origin,
      log: logger.info,
    });
    app.use(SANDBOX_PATH, sandbox);
  }

  // Kept for clients written when writes needed an X-CSRF-Token header; nothing requires the token now.
  app.get("/api/auth/csrf-token", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ success: true, csrfToken: compatibilityCsrfToken() });
  });
  // Partners' keys work on GraphQL only: the REST facade is the original web client's API.
  app.use(GRAPHQL_PATH, apiKeyAuth(services.apiKeys));
  // The REST facade also serves the spec's bare /user/profile and /wishlist paths: same CSRF rule there.
  app.use([GRAPHQL_PATH, "/api", "/user", "/wishlist"], csrf.protect);
  app.use(
    GRAPHQL_PATH,
    expressMiddleware(apollo, {
      context: async ({ req, res }) => contextOf(req, res),
    }),
  );
  app.use(createPaypalWebhookRouter(services));
  app.use(createUploadRouter(services));
  app.use(createOrderExportRouter(services, logger));
  app.use(createInvoiceRouter(services));
  app.use(createRestRouter({ services, session, issueCsrf: compatibilityCsrfToken, traffic }));
  app.use(["/api", GRAPHQL_PATH], (req, _res, next) => next(notFound(`No route for ${req.method} ${req.originalUrl}.`)));
  app.use(createCrawlerRouter({ publicUrl: config.publicUrl, storefrontAccess: config.storefrontAccess, services }));
  // A page's queries run through the API as its visitor, with the same rules as a request to /graphql; the catalogue's
  // answers, the same for every visitor, are kept by the catalogue's stamps between pages (page-answers.ts).
  const pageAnswers = new PageAnswers({ readStamps: () => readCatalogueStamps(db.prisma), admit: (req, cost, expensive) => traffic.admit(req, cost, expensive) });
  const runOperation: OperationRunner = (req, res) =>
    pageAnswers.forPage(req, async (operation) => {
      const { body } = await apollo.executeOperation(operation, { contextValue: contextOf(req, res) });
      if (body.kind !== "single") throw new Error(`${operation.operationName ?? "operation"}: an incremental answer`);
      return body.singleResult;
    });
  // The bundled app is rendered by the server; another app's build (WEB_DIR) is served as built.
  const webDir = config.webDir ?? WEB_DIST;
  const renders = new RunningRenders();
  if (isWebBuild(webDir)) {
    const renderer = config.webDir ? null : await loadRenderer(webDir);
    const pages = createPages({ dist: webDir, renderer, execute: runOperation, logger, deadlineMs: config.renderDeadlineMs, keepChars: config.renderKeepChars, running: renders });
    app.use(createWebRouter(webDir, pages));
  }
  app.use((req, _res, next) => next(notFound(`Not found: ${req.method} ${req.originalUrl}`)));
  app.use(jsonErrorHandler(logger));

  await defineShopJobs(jobs, services, logger, config.paypal.reconcileIntervalSeconds);
  await services.products.warmUp().catch((e: unknown) => logger.warn(`The search warm-up failed (the first search pays it instead): ${(e as Error).message}`));
  return {
    app,
    /** Starts the periodic work (payment reconciliation, pruning): call once the server listens. */
    startJobs: () => startShopSchedule(jobs, config.paypal.reconcileIntervalSeconds),
    services,
    tokens,
    logger,
    /** /readyz answers 503 from now on, so load balancers send new requests to other replicas. */
    drain: () => {
      draining = true;
    },
    close: async () => {
      await jobs.stop(JOBS_GRACE_MS);
      await renders.settled(RENDERS_GRACE_MS);
      await apollo.stop();
      await services.apiKeys.close();
      traffic.close();
      redis?.close();
      images.close?.();
    },
  };
}

export type App = Awaited<ReturnType<typeof createApp>>;
