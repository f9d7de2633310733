// PayPal's webhook events: verified with PayPal, applied once per event id through the same sagas as the shop's own
// calls, and followed up by a background job when PayPal cannot be asked at that moment.
import type { ServiceDeps } from "../../service-deps.js";
import { AppError, badInput } from "../../errors.js";
import { isUniqueViolation } from "../../db/prisma-errors.js";
import { isPaymentError, type WebhookDelivery } from "../../payments/provider.js";
import type { CaptureSaga } from "./capture-saga.js";
import type { RefundSaga } from "./refund-saga.js";
import type { HeldPayments } from "./held-payments.js";

/** The sagas an event's payment may be settled through. */
export interface Sagas {
  captures: CaptureSaga;
  refunds: RefundSaga;
  holds: HeldPayments;
}

const PAYPAL = { kind: "paypal" } as const;

const HANDLED = new Set(["PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.PENDING", "PAYMENT.CAPTURE.DENIED", "PAYMENT.CAPTURE.REFUNDED"]);

export interface PaypalEvent {
  id: string;
  event_type: string;
  resource: Record<string, any>;
}

/**
 * PayPal's webhook events: each is verified by asking PayPal (verify-webhook-signature), handled at most once (a
 * replayed id changes nothing), and taken as a cue to ask PayPal where the payment stands, which is then applied
 * through the same sagas as the shop's own calls; an event that only repeats what the shop knows changes nothing. Events about orders the shop does not know, and types it
 * does not handle, are acknowledged (PayPal would otherwise resend them for days) and logged.
 */
export async function receivePaypalWebhook(deps: ServiceDeps, sagas: Sagas, delivery: WebhookDelivery): Promise<string> {
  // What PayPal is asked to verify is these headers and this event: a forged delivery too large or malformed for that
  // call is refused here, as a forgery (400), not passed on to fail there (which would read as PayPal being down).
  const problem = transmissionProblem(delivery.headers);
  if (problem) throw badInput(problem);
  const event = parseEvent(delivery.event);
  let genuine: boolean;
  try {
    genuine = await deps.payments.verifyWebhook(delivery);
  } catch (e) {
    if (!isPaymentError(e)) throw e;
    // PayPal sends the event again later when it gets an error status.
    throw new AppError("UNAVAILABLE", "The webhook could not be verified with PayPal right now; please deliver it again later.");
  }
  if (!genuine) {
    deps.logger?.info(`PayPal webhook ${event.id} (${event.event_type}) refused: its signature did not verify`);
    throw badInput("The webhook's signature could not be verified.");
  }
  if (await deps.prisma.paypalWebhookEvent.findUnique({ where: { id: event.id } })) return log(deps, event, "duplicate, ignored");

  const outcome = await apply(deps, sagas, event, "follow up");
  await deps.prisma.paypalWebhookEvent
    .create({ data: { id: event.id, eventType: event.event_type, resourceId: String(event.resource.id ?? ""), outcome } })
    .catch((e: unknown) => {
      // The same event delivered twice at once: the other delivery recorded it; both applied the same idempotent change.
      if (!isUniqueViolation(e)) throw e;
    });
  return log(deps, event, outcome);
}

export const WEBHOOK_FOLLOW_UP_JOB = "paypal.webhook-follow-up";

/**
 * The job queued when PayPal could not be asked about an event's payment: asks again (the queue retries with backoff
 * until PayPal answers), applies the answer and records it as the event's outcome.
 */
export async function followUpPaypalWebhook(deps: ServiceDeps, sagas: Sagas, { event }: { event: PaypalEvent }): Promise<void> {
  const outcome = await apply(deps, sagas, event, "throw");
  await deps.prisma.paypalWebhookEvent.updateMany({ where: { id: event.id }, data: { outcome: `followed up: ${outcome}` } });
  log(deps, event, `followed up: ${outcome}`);
}

/**
 * What an event changes. When PayPal cannot be asked right now, the first delivery queues a follow-up job (PayPal's
 * delivery is then acknowledged: the shop's queue keeps asking, with backoff, on whichever replica is free); the
 * follow-up itself throws, so the queue tries again. Without a queue, PayPal is asked to deliver again later.
 */
async function apply(deps: ServiceDeps, { captures, refunds, holds }: Sagas, event: PaypalEvent, onNoAnswer: "follow up" | "throw"): Promise<string> {
  if (!HANDLED.has(event.event_type)) return "event type not handled, ignored";
  const order = await orderOf(deps, event);
  if (!order?.paymentId) return "unknown order, ignored";
  const before = order.paymentStatus;
  // A hold an admin ended: PayPal's later word is settled there (a payment cleared after all is refunded).
  if (before === "failed" && order.releasedHoldAt) return `order ${order.id}: released hold ${await holds.settleReleased(order.id)}`;
  // Only a refund can still change a paid order; nothing changes a settled one.
  const open: readonly string[] = event.event_type === "PAYMENT.CAPTURE.REFUNDED" ? ["capturing", "held", "paid", "refunding"] : ["capturing", "held"];
  if (!open.includes(before)) return `order ${order.id} already ${before}, ignored`;
  // The shop's own capture of it is asking PayPal right now, in this process (PayPal sends the event as it answers
  // that call): its answer is the one this event announces. Asking again would cost a PayPal call and a locked
  // transaction that changes nothing; only when that capture learnt nothing does the event's own look follow.
  const inFlight = before === "capturing" ? captures.inFlight(order.id) : undefined;
  const settled = inFlight ? await inFlight.catch(() => null) : null;
  if (settled && settled.outcome.kind !== "unknown") return `order ${order.id} settled by the shop's capture in flight`;
  // The event says something changed; PayPal itself says what (an event may be late, or arrive out of order).
  const outcome = await captures.look(order.paymentId, false);
  if (outcome.kind === "unknown") {
    const unavailable = new AppError("UNAVAILABLE", "PayPal could not be asked about this payment right now; please deliver the event again later.");
    if (onNoAnswer === "throw" || !deps.jobs) throw unavailable;
    try {
      await deps.jobs.send(WEBHOOK_FOLLOW_UP_JOB, { event }, `paypal-webhook:${event.id}`);
    } catch (e) {
      deps.logger?.error(`Could not queue the follow-up of PayPal webhook ${event.id}`, e);
      throw unavailable;
    }
    return `order ${order.id}: PayPal could not be asked now; a follow-up job asks again`;
  }
  if (outcome.kind !== "captured") return `order ${order.id}: PayPal reports no capture, ignored`;
  if (outcome.capture.status === "REFUNDED" && (before === "paid" || before === "refunding")) await refunds.refunded(order.id, PAYPAL, [before]);
  else if (before === "capturing" || before === "held") await captures.apply(order.id, outcome, PAYPAL, [before]);
  else return `order ${order.id} already ${before}, ignored`;
  const after = (await deps.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { paymentStatus: true } })).paymentStatus;
  return after === before ? `order ${order.id} still ${before}` : `order ${order.id} ${before} -> ${after}`;
}

/** The order an event is about: a capture names its PayPal order; a refund links "up" to its capture. */
function orderOf(deps: ServiceDeps, { event_type, resource }: PaypalEvent) {
  if (event_type === "PAYMENT.CAPTURE.REFUNDED") {
    const up = Array.isArray(resource.links) ? resource.links.find((l: { rel?: string }) => l.rel === "up") : undefined;
    const captureId = typeof up?.href === "string" ? up.href.split("/").pop() : undefined;
    return captureId ? deps.prisma.order.findFirst({ where: { captureId } }) : null;
  }
  const paypalOrderId = resource.supplementary_data?.related_ids?.order_id;
  return deps.prisma.order.findFirst({
    where: { OR: [{ captureId: String(resource.id) }, ...(typeof paypalOrderId === "string" ? [{ paymentId: paypalOrderId }] : [])] },
  });
}

/** PayPal's events are a few kilobytes; verify-webhook-signature is sent the whole event back. */
export const WEBHOOK_EVENT_MAX_BYTES = 64 * 1024;

/**
 * The shape of each transmission header PayPal sends (and verify-webhook-signature takes): an algorithm name, the
 * certificate's URL, a transmission id, a time and a base64 signature, each far shorter than these bounds.
 */
const TRANSMISSION_HEADERS: readonly { name: string; valid: (v: string) => boolean }[] = [
  { name: "PAYPAL-AUTH-ALGO", valid: (v) => /^[A-Za-z0-9]{1,40}$/.test(v) },
  { name: "PAYPAL-CERT-URL", valid: (v) => v.length <= 500 && /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v) },
  { name: "PAYPAL-TRANSMISSION-ID", valid: (v) => /^[A-Za-z0-9-]{1,100}$/.test(v) },
  { name: "PAYPAL-TRANSMISSION-TIME", valid: (v) => v.length <= 64 && !Number.isNaN(Date.parse(v)) },
  { name: "PAYPAL-TRANSMISSION-SIG", valid: (v) => /^[A-Za-z0-9+/=_-]{1,2048}$/.test(v) },
];

function transmissionProblem(headers: Record<string, string | undefined>): string | null {
  for (const { name, valid } of TRANSMISSION_HEADERS) {
    const value = headers[name.toLowerCase()] ?? headers[name];
    if (typeof value !== "string" || !valid(value)) return `The webhook's ${name} header is missing or malformed.`;
  }
  return null;
}

function parseEvent(body: unknown): PaypalEvent {
  if (Buffer.byteLength(JSON.stringify(body ?? null)) > WEBHOOK_EVENT_MAX_BYTES) {
    throw badInput(`A PayPal webhook event is at most ${WEBHOOK_EVENT_MAX_BYTES / 1024} KB; this one is larger.`);
  }
  const e = body as Partial<PaypalEvent> | null;
  if (!e || typeof e !== "object" || typeof e.id !== "string" || !e.id || e.id.length > 100) throw badInput("A PayPal webhook event needs an id.");
  if (typeof e.event_type !== "string" || !e.event_type) throw badInput("A PayPal webhook event needs an event_type.");
  if (!e.resource || typeof e.resource !== "object" || Array.isArray(e.resource)) throw badInput("A PayPal webhook event needs a resource.");
  return e as PaypalEvent;
}

function log(deps: ServiceDeps, event: PaypalEvent, outcome: string) {
  deps.logger?.info(`PayPal webhook ${event.id} (${event.event_type}): ${outcome}`);
  return outcome;
}
