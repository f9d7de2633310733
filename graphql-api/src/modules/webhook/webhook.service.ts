// Webhook endpoints and their delivery log, for admins (every endpoint) and partners whose API key holds
// webhooks:manage (their own): made with a signing secret shown once, changed, turned off or on, removed; a delivery
// sent again on demand. Sending itself is webhook.worker.ts's.
import crypto from "node:crypto";
import type { ServiceDeps } from "../../service-deps.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { SecretBox } from "../../auth/secret-box.js";
import { EVENT_TYPES, isEventType, type WebhookEventType } from "./webhook.events.js";
import { checkTargetUrl } from "./webhook.target.js";
import { pruneWebhookEvents } from "./webhook.retention.js";

/** Who manages endpoints: an admin (all of them) or a partner's key (those it made). */
export type WebhookCaller = { kind: "admin"; userId: string } | { kind: "key"; keyId: string };

export interface WebhookEndpointInput {
  url?: unknown;
  events?: unknown;
  description?: unknown;
  enabled?: unknown;
}

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  disabledReason: string | null;
  ownedByKey: boolean;
  createdAt: Date;
}

export interface WebhookAttemptView {
  at: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  resourceKey: string;
  occurredAt: Date;
  status: string;
  nextAttemptAt: Date | null;
  attempts: WebhookAttemptView[];
}

export const ENDPOINT_NOT_FOUND = "Webhook endpoint not found.";
export const DELIVERY_NOT_FOUND = "Webhook delivery not found.";
/** Endpoints one owner may have: a partner needs one or two. */
const MAX_ENDPOINTS_PER_OWNER = 20;
/** Attempts each delivery shows, newest first. */
export const ATTEMPTS_SHOWN = 20;
const MAX_DESCRIPTION = 200;

/** The secret in Standard Webhooks' form: whsec_ and 32 random bytes in base64. */
const newSecret = () => `whsec_${crypto.randomBytes(32).toString("base64")}`;

export const endpointSecretBox = (tokenSecret: string) => new SecretBox(tokenSecret, "webhook-endpoint");

export class WebhookService {
  private readonly box: SecretBox;

  constructor(private readonly deps: ServiceDeps) {
    this.box = endpointSecretBox(deps.config.tokenSecret);
  }

  async list(caller: WebhookCaller): Promise<WebhookEndpointView[]> {
    const rows = await this.deps.prisma.webhookEndpoint.findMany({ where: ownedBy(caller), orderBy: { createdAt: "asc" }, take: 100 });
    return rows.map(endpointView);
  }

  /** A new endpoint, with its signing secret: the only time the secret is shown. */
  async create(caller: WebhookCaller, input: WebhookEndpointInput): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
    const url = await checkTargetUrl(input?.url, this.deps.config.webhookAllowPrivateTargets);
    const events = parseEvents(input?.events);
    const description = parseDescription(input?.description) ?? "";
    const enabled = parseEnabled(input?.enabled) ?? true;
    // The limit is per owner: a key's endpoints, or the shop's own (the admins' together).
    const count = await this.deps.prisma.webhookEndpoint.count({ where: { apiKeyId: caller.kind === "key" ? caller.keyId : null } });
    if (count >= MAX_ENDPOINTS_PER_OWNER) throw badInput(`At most ${MAX_ENDPOINTS_PER_OWNER} webhook endpoints: remove one first.`);
    const secret = newSecret();
    const row = await this.deps.prisma.webhookEndpoint.create({
      data: { url, events, description, enabled, secretBox: this.box.seal(secret), apiKeyId: caller.kind === "key" ? caller.keyId : null },
    });
    return { endpoint: endpointView(row), secret };
  }

  /** Changes the fields given. Turning an endpoint on again resumes its pending deliveries, in order. */
  async update(caller: WebhookCaller, id: string, input: WebhookEndpointInput): Promise<WebhookEndpointView> {
    await this.owned(caller, id);
    const data: { url?: string; events?: string[]; description?: string; enabled?: boolean; disabledReason?: null } = {};
    if (input?.url !== undefined && input.url !== null) data.url = await checkTargetUrl(input.url, this.deps.config.webhookAllowPrivateTargets);
    if (input?.events !== undefined && input.events !== null) data.events = parseEvents(input.events);
    const description = parseDescription(input?.description);
    if (description !== null) data.description = description;
    const enabled = parseEnabled(input?.enabled);
    if (enabled !== null) Object.assign(data, { enabled, disabledReason: null });
    return endpointView(await this.deps.prisma.webhookEndpoint.update({ where: { id }, data }));
  }

  /** Removes the endpoint and its delivery log. */
  async remove(caller: WebhookCaller, id: string): Promise<string> {
    await this.owned(caller, id);
    await this.deps.prisma.webhookEndpoint.delete({ where: { id } });
    return id;
  }

  /** The endpoint's deliveries, newest first, each with its latest attempts. */
  async deliveries(caller: WebhookCaller, endpointId: string, first: number | null | undefined): Promise<WebhookDeliveryView[]> {
    await this.owned(caller, endpointId);
    const take = first ?? 20;
    if (!Number.isInteger(take) || take < 1 || take > 100) throw badInput("first must be 1 to 100.");
    const rows = await this.deps.prisma.webhookDelivery.findMany({
      where: { endpointId },
      orderBy: [{ createdAt: "desc" }, { eventSeq: "desc" }],
      take,
      include: { event: { select: { id: true, type: true, occurredAt: true } }, attempts: { orderBy: { id: "desc" }, take: ATTEMPTS_SHOWN } },
    });
    return rows.map(deliveryView);
  }

  /** Sends a delivery again (delivered or failed alike): pending now, tried at the worker's next round. */
  async resend(caller: WebhookCaller, deliveryId: string): Promise<WebhookDeliveryView> {
    const found = isUuid(deliveryId) ? await this.deps.prisma.webhookDelivery.findUnique({ where: { id: deliveryId }, select: { endpointId: true } }) : null;
    if (!found) throw notFound(DELIVERY_NOT_FOUND);
    await this.owned(caller, found.endpointId, DELIVERY_NOT_FOUND);
    const row = await this.deps.prisma.webhookDelivery.update({
      where: { id: deliveryId },
      data: { status: "pending", nextAttemptAt: new Date(), failingSince: null },
      include: { event: { select: { id: true, type: true, occurredAt: true } }, attempts: { orderBy: { id: "desc" }, take: ATTEMPTS_SHOWN } },
    });
    return deliveryView(row);
  }

  /** NOT_FOUND for an endpoint that is not the caller's (a key never learns that another's exists). */
  /** The job webhooks.prune: removes the events past their retention (WEBHOOK_*_RETENTION_DAYS) with their logs; returns how many. */
  prune(now = new Date()): Promise<number> {
    return pruneWebhookEvents(this.deps.prisma, this.deps.config.webhookRetentionDays, now);
  }

  private async owned(caller: WebhookCaller, id: string, message = ENDPOINT_NOT_FOUND) {
    const row = isUuid(id) ? await this.deps.prisma.webhookEndpoint.findFirst({ where: { id, ...ownedBy(caller) }, select: { id: true } }) : null;
    if (!row) throw notFound(message);
  }
}

const ownedBy = (caller: WebhookCaller) => (caller.kind === "admin" ? {} : { apiKeyId: caller.keyId });

function parseEvents(value: unknown): WebhookEventType[] {
  if (!Array.isArray(value) || !value.length) throw badInput(`events must list at least one of: ${EVENT_TYPES.join(", ")}.`);
  const unknown = value.find((v) => !isEventType(v));
  if (unknown !== undefined) throw badInput(`Unknown event type: ${String(unknown).slice(0, 60)}. Known: ${EVENT_TYPES.join(", ")}.`);
  return [...new Set(value as WebhookEventType[])].sort();
}

function parseDescription(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string" || value.trim().length > MAX_DESCRIPTION) throw badInput(`description must be text of at most ${MAX_DESCRIPTION} characters.`);
  return value.trim();
}

function parseEnabled(value: unknown): boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "boolean") throw badInput("enabled must be true or false.");
  return value;
}

type EndpointRow = { id: string; url: string; events: string[]; description: string; enabled: boolean; disabledReason: string | null; apiKeyId: string | null; createdAt: Date };

const endpointView = (r: EndpointRow): WebhookEndpointView => ({
  id: r.id,
  url: r.url,
  events: r.events,
  description: r.description,
  enabled: r.enabled,
  disabledReason: r.disabledReason,
  ownedByKey: r.apiKeyId !== null,
  createdAt: r.createdAt,
});

type DeliveryRow = {
  id: string;
  resourceKey: string;
  status: string;
  nextAttemptAt: Date;
  event: { id: string; type: string; occurredAt: Date };
  attempts: { at: Date; statusCode: number | null; error: string | null; durationMs: number }[];
};

const deliveryView = (r: DeliveryRow): WebhookDeliveryView => ({
  id: r.id,
  eventId: r.event.id,
  eventType: r.event.type,
  resourceKey: r.resourceKey,
  occurredAt: r.event.occurredAt,
  status: r.status,
  nextAttemptAt: r.status === "pending" ? r.nextAttemptAt : null,
  attempts: r.attempts.map((a) => ({ at: a.at, statusCode: a.statusCode, error: a.error, durationMs: a.durationMs })),
});
