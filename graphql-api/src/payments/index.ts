// Choosing the payment provider from config: PayPal's live or sandbox API, or the built-in offline sandbox (no money
// taken); and the paths where the offline sandbox and PayPal's webhook are mounted.
import type { Config } from "../config.js";
import type { PaymentProvider } from "./provider.js";
import { PayPalProvider } from "./paypal.js";

export const SANDBOX_PATH = "/paypal-sandbox";
export const WEBHOOK_PATH = "/api/paypal/webhook";

/**
 * PayPal's REST API (its sandbox or live one), or with PAYPAL_MODE=offline the same client against the built-in
 * offline sandbox, which takes no money. Config decides which, and never picks the offline one in production by itself.
 */
export function createPaymentProvider(config: Config): PaymentProvider {
  const { clientId, clientSecret, webhookId, mode } = config.paypal;
  const baseUrl = mode === "offline" ? `${config.publicUrl}${SANDBOX_PATH}` : mode === "live" ? "https://api-m.paypal.com" : "https://api-m.sandbox.paypal.com";
  return new PayPalProvider({ baseUrl, clientId, clientSecret, webhookId });
}
