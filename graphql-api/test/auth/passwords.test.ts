import { describe, expect, it } from "vitest";
import { decoyHash, hashPassword, verifyPassword } from "../../src/auth/passwords.js";

describe("passwords", () => {
  it("hashes with argon2id and a fresh salt each time", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a.startsWith("$argon2id$")).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
  });

  it("verifies the right password only", async () => {
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "correct horse ")).toBe(false);
    expect(await verifyPassword(hash, "")).toBe(false);
  });

  it("answers false, not an exception, for a corrupt hash", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("has a decoy hash that is real argon2id work and matches nothing ordinary", async () => {
    const decoy = await decoyHash();
    expect(decoy.startsWith("$argon2id$")).toBe(true);
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword(decoy, "password123")).toBe(false);
  });
});
