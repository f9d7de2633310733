// Session tokens: signed, expiring JWTs carrying the user's id, role and token version; anything that fails
// verification simply means "not signed in".
import { webcrypto } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import type { Role } from "../generated/prisma/client.js";

export interface TokenClaims {
  userId: string;
  role: Role;
  /** Must equal the user's current tokenVersion: a password change or logout-everywhere invalidates older tokens. */
  version: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every verify (half its cost per request).
  private readonly verifyKey: Promise<webcrypto.CryptoKey>;
  constructor(secret: string, private readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
    this.verifyKey = webcrypto.subtle.importKey("raw", this.key, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, v: claims.version })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a forged, expired or malformed one. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.verifyKey, { algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || (payload.role !== "admin" && payload.role !== "user") || typeof payload.v !== "number") {
        return null;
      }
      return { userId: payload.sub, role: payload.role, version: payload.v };
    } catch {
      return null; // a bad signature, an expired or malformed token: the caller is simply not signed in
    }
  }
}
