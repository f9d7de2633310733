import type { Config } from "../config.js";
import type { PaymentProvider } from "./provider.js";
import { PayPalProvider } from "./paypal.js";

export const SANDBOX_PATH = "/paypal-sandbox";

/** PayPal's REST API when credentials are configured; otherwise the same client against the built-in sandbox. */
export function createPaymentProvider(config: Config): { provider: PaymentProvider; usesSandbox: boolean } {
  const { clientId, clientSecret, mode } = config.paypal;
  if (clientId && clientSecret) {
    const baseUrl = mode === "live" ? "https://api-m.paypal.com" : "https://api-m.sandbox.paypal.com";
    return { provider: new PayPalProvider({ baseUrl, clientId, clientSecret }), usesSandbox: false };
  }
  return {
    provider: new PayPalProvider({ baseUrl: `${config.publicUrl}${SANDBOX_PATH}`, clientId: "sandbox-client", clientSecret: "sandbox-secret" }),
    usesSandbox: true,
  };
}
