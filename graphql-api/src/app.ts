import express, { type Express } from "express";
import helmet from "helmet";
import cors from "cors";
import cookieParser from "cookie-parser";
import { expressMiddleware } from "@as-integrations/express5";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { TokenService } from "./auth/tokens.js";
import { SessionCookies, authenticate } from "./auth/session.js";
import { createCsrf } from "./auth/csrf.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { createPaymentProvider, SANDBOX_PATH, WEBHOOK_PATH } from "./payments/index.js";
import type { PaymentProvider } from "./payments/provider.js";
import { createPaypalSandbox } from "./payments/sandbox/router.js";
import { createPaypalWebhookRouter } from "./payments/webhook.router.js";
import { scheduleReconciliation } from "./modules/order/payment-reconciler.js";
import { createServices } from "./services.js";
import { buildAppSchema } from "./schema.js";
import { createApollo } from "./graphql.js";
import { GRAPHQL_PATH, jsonErrorHandler } from "./http-errors.js";
import { createRestRouter } from "./rest/index.js";
import { createUploadRouter } from "./modules/upload/upload.router.js";
import { createImageRouter } from "./modules/product/images.router.js";
import { createWebRouter } from "./web-static.js";
import { createLogger, type Logger } from "./logger.js";
import type { Context } from "./context.js";
import { notFound } from "./errors.js";
import { connectRedis } from "./redis.js";

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: Logger;
  /** Replace the payment provider or mailer (both default from config). */
  payments?: PaymentProvider;
  mailer?: Mailer;
}

/** Composition only: wires config, database, services and the HTTP surfaces together. No rules live here. */
export async function createApp(options: AppOptions) {
  const { config, db } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const tokens = new TokenService(config.tokenSecret, config.tokenTtlSeconds);
  const session = new SessionCookies(config.production, config.tokenTtlSeconds);
  const csrf = createCsrf(config.tokenSecret, config.production);
  const mailer = options.mailer ?? createMailer({ ...config.mail, from: config.mailFrom, outboxDir: config.outboxDir });
  const payments = options.payments ?? createPaymentProvider(config);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const services = createServices({ prisma: db.prisma, config, tokens, mailer, payments, redis, logger });

  const apollo = createApollo(await buildAppSchema(), logger);
  await apollo.start();

  const app: Express = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "img-src": ["'self'", "data:", "blob:", "https:"],
          "form-action": ["'self'", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
        },
      },
      crossOriginResourcePolicy: { policy: "same-site" },
    }),
  );
  app.use(cors({ origin: config.corsOrigins, credentials: true, exposedHeaders: ["Retry-After"] }));
  app.use(cookieParser());
  app.use(express.json({ limit: config.bodyLimit }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(authenticate(db.prisma, tokens));

  app.get("/healthz", async (_req, res) => {
    await db.sql.query("SELECT 1");
    res.json({ ok: true, database: db.kind });
  });
  app.use("/uploads", express.static(config.uploadDir, { fallthrough: false, maxAge: "7d", index: false }));
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

  app.get("/api/auth/csrf-token", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ success: true, csrfToken: csrf.issue(req, res) });
  });
  // The REST facade also serves the spec's bare /user/profile and /wishlist paths: same CSRF rule there.
  app.use([GRAPHQL_PATH, "/api", "/user", "/wishlist"], csrf.protect);
  app.use(
    GRAPHQL_PATH,
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<Context> => ({
        viewer: req.viewer ?? null,
        services,
        session,
        req,
        res,
        ip: req.ip ?? "unknown",
        issueCsrf: csrf.issue,
      }),
    }),
  );
  app.use(createPaypalWebhookRouter(services));
  app.use(createUploadRouter(services));
  app.use(createRestRouter({ services, session, issueCsrf: csrf.issue }));
  app.use(["/api", GRAPHQL_PATH], (req, _res, next) => next(notFound(`No route for ${req.method} ${req.originalUrl}.`)));
  app.use(createWebRouter());
  app.use((req, _res, next) => next(notFound(`Not found: ${req.method} ${req.originalUrl}`)));
  app.use(jsonErrorHandler(logger));

  const stopReconciliation = scheduleReconciliation(() => services.orders.reconcilePayments(), config.paypal.reconcileIntervalSeconds, logger);
  return {
    app,
    services,
    tokens,
    logger,
    close: async () => {
      await stopReconciliation();
      await apollo.stop();
      redis?.disconnect();
    },
  };
}

export type App = Awaited<ReturnType<typeof createApp>>;
