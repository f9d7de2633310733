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
  /** The session (a Session row) the token belongs to; tokens issued before sessions were kept have none. */
  sessionId?: string;
}

export interface SignInTicket {
  userId: string;
  /** second-factor: a code finishes the sign-in; two-factor-setup: setting two-step sign-in up does. */
  purpose: "second-factor" | "two-factor-setup";
  version: number;
}

const TICKET_TTL_SECONDS = 10 * 60;

/** How many verified tokens are remembered (a few hundred bytes each): the clients active at once, with room. */
const VERIFIED_KEPT = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  // A token's signature and claims never change: once verified, each later request with it only checks the expiry
  // (a WebCrypto HMAC and two JSON parses saved per request). Revocation is the caller's tokenVersion check, not ours.
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every verify (half its cost per request).
  private readonly verifyKey: Promise<webcrypto.CryptoKey>;
  constructor(secret: string, private readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
    this.verifyKey = webcrypto.subtle.importKey("raw", this.key, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, v: claims.version, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a forged, expired or malformed one. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: a token is expired from its exp second on.
      if (Math.floor(Date.now() / 1000) < known.expiresAt) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.verifyKey, { algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || (payload.role !== "admin" && payload.role !== "user") || typeof payload.v !== "number") {
        return null;
      }
      const claims: TokenClaims = { userId: payload.sub, role: payload.role, version: payload.v, ...(typeof payload.sid === "string" ? { sessionId: payload.sid } : {}) };
      if (typeof payload.exp === "number") this.remember(token, claims, payload.exp);
      return claims;
    } catch {
      return null; // a bad signature, an expired or malformed token: the caller is simply not signed in
    }
  }

  /**
   * A sign-in ticket: proof that `userId` gave the right password moments ago, good for `purpose` only and for 10
   * minutes. It is not a session (no role claim, so verify() refuses it), and a password change (version) voids it.
   */
  signTicket(ticket: SignInTicket): Promise<string> {
    return new SignJWT({ purpose: ticket.purpose, v: ticket.version })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(ticket.userId)
      .setIssuedAt()
      .setExpirationTime(`${TICKET_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The ticket's claims when it is genuine, unexpired and for `purpose`; else null. */
  async verifyTicket(token: string, purpose: SignInTicket["purpose"]): Promise<SignInTicket | null> {
    try {
      const { payload } = await jwtVerify(token, await this.verifyKey, { algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || payload.purpose !== purpose || typeof payload.v !== "number") return null;
      return { userId: payload.sub, purpose, version: payload.v };
    } catch {
      return null;
    }
  }

  private remember(token: string, claims: TokenClaims, expiresAt: number) {
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, expiresAt });
  }
}
