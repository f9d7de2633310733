import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("configuration", () => {
  it("uses the documented defaults outside production", () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.corsOrigins).toEqual(["http://localhost:5173"]);
    expect(c.seed.adminEmail).toBe("admin@shop.test");
    expect(c.seed.usingDefaultAdmin).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });

  it("refuses to start in production with the default token secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SEED_ADMIN_PASSWORD: "a-real-password" })).toThrow(/TOKEN_SECRET/);
  });

  it("refuses to start in production with the default admin password", () => {
    expect(() => loadConfig({ NODE_ENV: "production", TOKEN_SECRET: "x".repeat(40) })).toThrow(/SEED_ADMIN_PASSWORD/);
  });

  it("starts in production once both secrets are set", () => {
    const c = loadConfig({ NODE_ENV: "production", TOKEN_SECRET: "x".repeat(40), SEED_ADMIN_PASSWORD: "a-real-password" });
    expect(c.production).toBe(true);
  });

  it("explains an invalid value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
