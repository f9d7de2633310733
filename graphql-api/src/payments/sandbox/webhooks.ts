// The offline sandbox's side of PayPal webhooks: it signs and delivers each event, and its verify-webhook-signature
// endpoint checks such a signature as PayPal's does. The shop never checks one itself: it asks the provider, exactly
// as it asks PayPal in production.
import crypto from "node:crypto";
import zlib from "node:zlib";

export interface WebhookTarget {
  url: string;
  /** The webhook id the shop was told (PAYPAL_WEBHOOK_ID); signed into every event. */
  id: string;
}

export const SANDBOX_AUTH_ALGO = "HMACSHA256";

/** PayPal's signed string: transmission id | time | webhook id | CRC32 of the body. */
export function signature(secret: string, transmissionId: string, time: string, webhookId: string, body: string): string {
  const signed = `${transmissionId}|${time}|${webhookId}|${zlib.crc32(body)}`;
  return crypto.createHmac("sha256", secret).update(signed).digest("base64");
}

export function verifySignature(secret: string, v: Record<string, unknown>): boolean {
  const fields = ["auth_algo", "transmission_id", "transmission_sig", "transmission_time", "webhook_id"] as const;
  if (fields.some((f) => typeof v[f] !== "string") || v.auth_algo !== SANDBOX_AUTH_ALGO) return false;
  if (!v.webhook_event || typeof v.webhook_event !== "object") return false;
  const expected = signature(secret, v.transmission_id as string, v.transmission_time as string, v.webhook_id as string, JSON.stringify(v.webhook_event));
  const given = Buffer.from(v.transmission_sig as string);
  return given.length === Buffer.byteLength(expected) && crypto.timingSafeEqual(given, Buffer.from(expected));
}

const RETRY_DELAYS_MS = [250, 1000, 4000];

/**
 * Sends one event to the shop, signed, retrying a few times on failure as PayPal does (PayPal keeps trying for days;
 * the shop's reconciler covers what a lost event would have said).
 */
export function deliver(target: WebhookTarget, secret: string, certUrl: string, eventType: string, resourceType: string, resource: object, log: (m: string) => void) {
  const event = {
    id: `WH-${crypto.randomBytes(10).toString("hex").toUpperCase()}`,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: "2.0",
    event_type: eventType,
    summary: `${eventType} (PayPal offline sandbox)`,
    resource,
  };
  const body = JSON.stringify(event);
  const transmissionId = crypto.randomUUID();
  const time = new Date().toISOString();
  const headers = {
    "content-type": "application/json",
    "PAYPAL-AUTH-ALGO": SANDBOX_AUTH_ALGO,
    "PAYPAL-CERT-URL": certUrl,
    "PAYPAL-TRANSMISSION-ID": transmissionId,
    "PAYPAL-TRANSMISSION-TIME": time,
    "PAYPAL-TRANSMISSION-SIG": signature(secret, transmissionId, time, target.id, body),
  };
  const attempt = async (n: number): Promise<void> => {
    try {
      const res = await fetch(target.url, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
      if (res.ok) return;
      throw new Error(`HTTP ${res.status}`);
    } catch (e) {
      const delay = RETRY_DELAYS_MS[n];
      if (delay === undefined) return log(`PayPal sandbox: gave up delivering ${eventType} ${event.id}: ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, delay).unref());
      return attempt(n + 1);
    }
  };
  void attempt(0);
  return event;
}
