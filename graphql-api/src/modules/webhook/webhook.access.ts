// Who may manage webhook endpoints (see auth/access.ts for the rules): admins, every endpoint; partners' API keys with
// the scope webhooks:manage (apikey.scopes.ts), their own (WebhookService scopes each call to the caller).
import type { AccessTable } from "../../auth/access.js";

export const webhookAccess = {
  webhookEventTypes: "admin",
  webhookEndpoints: "admin",
  createWebhookEndpoint: "admin",
  updateWebhookEndpoint: "admin",
  deleteWebhookEndpoint: "admin",
  webhookDeliveries: "admin",
  resendWebhookDelivery: "admin",
} as const satisfies AccessTable;
