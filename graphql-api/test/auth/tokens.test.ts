import { afterEach, describe, expect, it, vi } from "vitest";
import { SignJWT } from "jose";
import { TokenService } from "../../src/auth/tokens.js";

const SECRET = "test-secret-test-secret-test-secret-0123";
const claims = { userId: "3f2b1c9e-1111-4222-8333-444455556666", role: "user" as const, version: 2 };

describe("TokenService", () => {
  it("round-trips its own tokens", async () => {
    const tokens = new TokenService(SECRET, 3600);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it("rejects tokens signed with another secret", async () => {
    const other = await new TokenService("another-secret-another-secret-0123456789", 3600).sign(claims);
    expect(await new TokenService(SECRET, 3600).verify(other)).toBeNull();
  });

  it("rejects expired, malformed, tampered and unsigned tokens", async () => {
    const tokens = new TokenService(SECRET, 3600);
    const expired = await new SignJWT({ role: "user", v: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(expired)).toBeNull();
    expect(await tokens.verify("not.a.token")).toBeNull();

    const [header, , signature] = (await tokens.sign(claims)).split(".");
    const adminBody = Buffer.from(JSON.stringify({ sub: claims.userId, role: "admin", v: 2 })).toString("base64url");
    expect(await tokens.verify(`${header}.${adminBody}.${signature}`)).toBeNull();

    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${adminBody}.`;
    expect(await tokens.verify(none)).toBeNull();
  });

  it("rejects tokens without the expected claims", async () => {
    const noVersion = await new SignJWT({ role: "user" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(SECRET));
    expect(await new TokenService(SECRET, 3600).verify(noVersion)).toBeNull();
  });

  describe("a token it has verified before", () => {
    afterEach(() => vi.useRealTimers());

    it("still expires at its expiry time", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
      const tokens = new TokenService(SECRET, 60);
      const token = await tokens.sign(claims);
      expect(await tokens.verify(token)).toEqual(claims);
      vi.setSystemTime(new Date("2026-03-01T12:00:59Z"));
      expect(await tokens.verify(token)).toEqual(claims);
      vi.setSystemTime(new Date("2026-03-01T12:01:00Z"));
      expect(await tokens.verify(token)).toBeNull();
    });

    it("does not make a tampered copy of it valid", async () => {
      const tokens = new TokenService(SECRET, 3600);
      const token = await tokens.sign(claims);
      expect(await tokens.verify(token)).toEqual(claims);
      const [header, , signature] = token.split(".");
      const adminBody = Buffer.from(JSON.stringify({ sub: claims.userId, role: "admin", v: 2, exp: 4102444800 })).toString("base64url");
      expect(await tokens.verify(`${header}.${adminBody}.${signature}`)).toBeNull();
    });
  });
});
