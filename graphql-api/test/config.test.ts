import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, type ConfigError } from "../src/config.js";

describe("configuration", () => {
  it("uses the documented defaults outside production", () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.corsOrigins).toEqual(["http://localhost:5173"]);
    expect(c.seed.adminEmail).toBe("admin@shop.test");
    expect(c.seed.usingDefaultAdmin).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false); // X-Forwarded-For counts for nobody until TRUST_PROXY says whose
    expect(c.introspection).toBe(true);
  });

  it("keeps 10 connections to PostgreSQL unless DATABASE_POOL_SIZE says how many, and refuses a size it cannot use", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "40" }).databasePoolSize).toBe(40);
    for (const size of ["0", "1", "ten", "2.5"]) expect(() => loadConfig({ DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("counts the dashboard's days in SHOP_TIME_ZONE (UTC by default) and refuses a zone Intl does not know", () => {
    expect(loadConfig({}).timeZone).toBe("UTC");
    expect(loadConfig({ SHOP_TIME_ZONE: "Europe/Paris" }).timeZone).toBe("Europe/Paris");
    let error: ConfigError | undefined;
    try {
      loadConfig({ SHOP_TIME_ZONE: "Mars/Olympus_Mons" });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error?.problems).toEqual([
      'SHOP_TIME_ZONE: "Mars/Olympus_Mons" is not a time zone; use an IANA name such as UTC, Europe/Paris or America/New_York.',
    ]);
  });

  it("keeps the storefront for members unless STOREFRONT_ACCESS=public, and refuses any other value with a line saying what to set", () => {
    expect(loadConfig({}).storefrontAccess).toBe("members");
    expect(loadConfig({ STOREFRONT_ACCESS: "public" }).storefrontAccess).toBe("public");
    expect(() => loadConfig({ STOREFRONT_ACCESS: "Public" })).toThrow(
      /^STOREFRONT_ACCESS: "Public" is not a storefront access; use members \(.*\) or public \(.*\)\.$/,
    );
  });

  it("lists products at or below LOW_STOCK_THRESHOLD units as low on stock (5 by default)", () => {
    expect(loadConfig({}).lowStockThreshold).toBe(5);
    expect(loadConfig({ LOW_STOCK_THRESHOLD: "12" }).lowStockThreshold).toBe(12);
    expect(() => loadConfig({ LOW_STOCK_THRESHOLD: "-1" })).toThrow(/LOW_STOCK_THRESHOLD/);
  });

  it("keeps uploaded images in the database unless S3_BUCKET is set, and refuses half an S3 setup", () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "img", S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }).s3).toEqual({
      bucket: "img",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      accessKeyId: "k",
      secretAccessKey: "s",
      forcePathStyle: true,
      prefix: "uploads/",
    });
    expect(loadConfig({ S3_BUCKET: "img" }).s3).toMatchObject({ endpoint: undefined, forcePathStyle: false, accessKeyId: undefined });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (e) {
        return (e as ConfigError).problems;
      }
    };
    expect(problems({ S3_BUCKET: "img", S3_ACCESS_KEY_ID: "k" })).toEqual([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both (or neither, to use the AWS SDK's usual credentials).",
    ]);
    expect(problems({ S3_ENDPOINT: "http://minio:9000" })).toEqual(["S3_BUCKET is not set: the S3 settings are only used with a bucket to store uploaded images in."]);
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: " loopback, 10.0.0.0/8,192.168.1.7, fd00::/8, 172.16.0.0/255.240.0.0" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
      "172.16.0.0/255.240.0.0",
    ]);
  });

  it.each(["true", "everyone", "10.0.0.0/33", "10.0.0.1/8/8", "300.1.1.1", "-1"])("refuses TRUST_PROXY=%s with a message saying what to write", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be a hop count \(e\.g\. 1\) or a comma-separated list/);
  });

  it("takes WEB_DIR only when it holds a built app (an index.html), saying what to fix otherwise", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dir-"));
    try {
      expect(loadConfig({}).webDir).toBeUndefined();
      expect(() => loadConfig({ WEB_DIR: dir })).toThrow(`WEB_DIR: ${dir} has no index.html; point it at the folder of a built single-page app`);
      fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
      expect(loadConfig({ WEB_DIR: path.relative(process.cwd(), dir) }).webDir).toBe(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("turns introspection off only when GRAPHQL_INTROSPECTION is false", () => {
    expect(loadConfig({ GRAPHQL_INTROSPECTION: "false" }).introspection).toBe(false);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: "no" })).toThrow(/GRAPHQL_INTROSPECTION/);
  });

  const PROD = {
    NODE_ENV: "production",
    TOKEN_SECRET: "x".repeat(40),
    SEED_ADMIN_PASSWORD: "a-real-password",
    PAYPAL_CLIENT_ID: "live-id",
    PAYPAL_CLIENT_SECRET: "live-secret",
    PAYPAL_WEBHOOK_ID: "WH-1",
    SMTP_URL: "smtps://user:pass@smtp.example.com",
  };
  const problemsOf = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
      return [];
    } catch (e) {
      return (e as ConfigError).problems.map((p) => p.split(" ")[0]);
    }
  };

  it("starts in production when every secret and service is set, taking real payments and sending real mail", () => {
    const c = loadConfig(PROD);
    expect(c.production).toBe(true);
    expect(c.paypal).toMatchObject({ mode: "sandbox", offline: false, clientId: "live-id", webhookId: "WH-1" });
    expect(c.mail.transport).toBe("smtp");
    expect(c.seed.demoData).toBe(false);
  });

  it("refuses production without each of them, naming every missing setting at once", () => {
    expect(problemsOf({ ...PROD, TOKEN_SECRET: undefined })).toEqual(["TOKEN_SECRET"]);
    expect(problemsOf({ ...PROD, SEED_ADMIN_PASSWORD: undefined })).toEqual(["SEED_ADMIN_PASSWORD"]);
    expect(problemsOf({ ...PROD, PAYPAL_CLIENT_ID: undefined, PAYPAL_CLIENT_SECRET: undefined })).toEqual(["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"]);
    expect(problemsOf({ ...PROD, PAYPAL_WEBHOOK_ID: undefined })).toEqual(["PAYPAL_WEBHOOK_ID"]);
    expect(problemsOf({ ...PROD, SMTP_URL: undefined })).toEqual(["SMTP_URL"]);
    expect(problemsOf({ NODE_ENV: "production" })).toEqual(["TOKEN_SECRET", "SEED_ADMIN_PASSWORD", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID", "SMTP_URL"]);
  });

  it("pretends in production only when told to: PAYPAL_MODE=offline, MAIL_TRANSPORT=outbox, SEED_DEMO_DATA=true", () => {
    const c = loadConfig({ NODE_ENV: "production", TOKEN_SECRET: PROD.TOKEN_SECRET, SEED_ADMIN_PASSWORD: PROD.SEED_ADMIN_PASSWORD, PAYPAL_MODE: "offline", MAIL_TRANSPORT: "outbox", SEED_DEMO_DATA: "true" });
    expect(c.paypal).toMatchObject({ mode: "offline", offline: true });
    expect(c.mail.transport).toBe("outbox");
    expect(c.seed.demoData).toBe(true);
  });

  it("in development: the offline sandbox, the outbox and the demo data, unless configured otherwise", () => {
    expect(loadConfig({})).toMatchObject({ paypal: { mode: "offline", offline: true }, mail: { transport: "outbox" }, seed: { demoData: true } });
    expect(loadConfig({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "s" }).paypal).toMatchObject({ mode: "sandbox", offline: false });
    expect(loadConfig({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "s", PAYPAL_MODE: "offline" }).paypal.offline).toBe(true);
    expect(loadConfig({ SMTP_URL: "smtp://localhost" }).mail.transport).toBe("smtp");
    expect(problemsOf({ PAYPAL_MODE: "live" })).toEqual(["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"]);
    expect(problemsOf({ MAIL_TRANSPORT: "smtp" })).toEqual(["SMTP_URL"]);
  });

  it("the offline sandbox's credentials come from TOKEN_SECRET, so reading the code does not give them away", () => {
    const a = loadConfig({ TOKEN_SECRET: "a".repeat(40) }).paypal.clientSecret;
    const b = loadConfig({ TOKEN_SECRET: "b".repeat(40) }).paypal.clientSecret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it("crash points are for tests: unknown names and production are refused", () => {
    expect(loadConfig({ FAILPOINTS: "capture.afterClaim" }).failpoints.has("capture.afterClaim")).toBe(true);
    expect(problemsOf({ FAILPOINTS: "capture.nowhere" })).toEqual(["FAILPOINTS:"]);
    expect(problemsOf({ ...PROD, FAILPOINTS: "capture.afterClaim" })).toEqual(["FAILPOINTS"]);
  });

  it("takes an empty variable (docker compose's ${X:-}) as not set", () => {
    expect(loadConfig({ PAYPAL_MODE: "", SMTP_URL: "", PUBLIC_URL: "" })).toMatchObject({ paypal: { mode: "offline" }, mail: { transport: "outbox" }, publicUrl: "http://localhost:5000" });
    expect(problemsOf({ ...PROD, PAYPAL_MODE: "", PAYPAL_CLIENT_ID: "" })).toEqual(["PAYPAL_CLIENT_ID"]);
  });

  it("explains an invalid value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
