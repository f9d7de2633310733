// The events a partner can subscribe to, and what each one's `data` is: the resource as the API shows it, money in
// integer cents.

export const WEBHOOK_EVENTS = {
  "order.created": "An order was placed (its payment set up at PayPal). data: the Order.",
  "order.paid": "An order's payment was captured. data: the Order.",
  "order.status_changed": "An order's status changed (confirmed, shipped, delivered, rejected, …). data: the Order.",
  "order.refunded": "An order's payment was refunded. data: the Order.",
  "product.created": "A product was added to the catalogue. data: the Product with its variants.",
  "product.updated": "A product changed (title, prices, stock, variants, …). data: the Product with its variants.",
  "product.deleted": "A product was removed from the catalogue. data: { id }.",
  "variant.stock_changed": "A variant's stock changed (a sale, a refund, an admin's edit). data: { id, productId, sku, size, colour, stock }.",
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

export const EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

export const isEventType = (value: unknown): value is WebhookEventType => typeof value === "string" && Object.hasOwn(WEBHOOK_EVENTS, value);

/** One event to write with the change it reports. */
export interface OutboxEvent {
  type: WebhookEventType;
  /** "order:<id>", "product:<id>": the resource whose events keep their order. */
  resourceKey: string;
  data: unknown;
}
