// Which log lines a person gets: readable ones (pino-pretty) when a developer watches the terminal, JSON lines for
// everything that reads them as data (a pipe, a file, a collector, production), unless LOG_FORMAT says otherwise.
import { afterEach, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";

const wasTTY = process.stdout.isTTY;
afterEach(() => {
  process.stdout.isTTY = wasTTY;
});

const formatWith = (tty: boolean, env: Record<string, string>) => {
  process.stdout.isTTY = tty;
  return loadConfig({ DATA_DIR: "/tmp/shop-log-format", ...env }).logFormat;
};

const PRODUCTION = { NODE_ENV: "production", TOKEN_SECRET: "x".repeat(40), SEED_ADMIN_PASSWORD: "a-real-password", PAYPAL_MODE: "offline", MAIL_TRANSPORT: "outbox" };

it("is pretty in development on a terminal, JSON when piped, JSON in production even on a terminal", () => {
  expect(formatWith(true, { NODE_ENV: "development" })).toBe("pretty");
  expect(formatWith(false, { NODE_ENV: "development" })).toBe("json");
  expect(formatWith(true, PRODUCTION)).toBe("json");
});

it("follows LOG_FORMAT when it is set", () => {
  expect(formatWith(true, { NODE_ENV: "development", LOG_FORMAT: "json" })).toBe("json");
  expect(formatWith(false, { ...PRODUCTION, LOG_FORMAT: "pretty" })).toBe("pretty");
});
