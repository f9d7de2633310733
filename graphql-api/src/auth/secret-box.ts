// Secrets the shop must read back (an authenticator's TOTP secret), kept encrypted at rest: AES-256-GCM under a key
// derived from TOKEN_SECRET, so a copy of the database alone does not yield anyone's second factor.
import crypto from "node:crypto";

const VERSION = "v1";

export class SecretBox {
  private readonly key: Buffer;
  constructor(secret: string, purpose: string) {
    this.key = crypto.createHmac("sha256", secret).update(`secret-box:${purpose}`).digest();
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
  }

  /** The sealed text, or null when it was sealed under another key (TOKEN_SECRET changed) or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split(".");
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}
