// Webhook endpoints over GraphQL, for admins and partners' keys (webhooks:manage): thin calls into WebhookService.
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { unauthenticated } from "../../errors.js";
import { WEBHOOK_EVENTS } from "./webhook.events.js";
import type { WebhookCaller } from "./webhook.service.js";
import { CreatedWebhookEndpointType, WebhookDeliveryType, WebhookEndpointInput, WebhookEndpointType, WebhookEventTypeType } from "./webhook.types.js";

/** A key manages its own endpoints; an admin (the shield let only admins and keys through) every one. */
function callerOf(ctx: Context): WebhookCaller {
  if (ctx.apiKey) return { kind: "key", keyId: ctx.apiKey.id };
  if (!ctx.viewer) throw unauthenticated();
  return { kind: "admin", userId: ctx.viewer.id };
}

@Resolver(() => WebhookEndpointType)
export class WebhookResolver {
  @Query(() => [WebhookEventTypeType], { description: "Admin or webhooks:manage: the event types an endpoint can subscribe to." })
  webhookEventTypes() {
    return Object.entries(WEBHOOK_EVENTS).map(([name, description]) => ({ name, description }));
  }

  @Query(() => [WebhookEndpointType], { description: "Admin: every webhook endpoint; a key with webhooks:manage: its own. Oldest first." })
  webhookEndpoints(@Ctx() ctx: Context) {
    return ctx.services.webhooks.list(callerOf(ctx));
  }

  @Mutation(() => CreatedWebhookEndpointType, { description: "A new endpoint (url and events required); its signing secret is in this answer only." })
  createWebhookEndpoint(@Arg("input", () => WebhookEndpointInput, { description: "Its url, events, and optionally a description and enabled." }) input: WebhookEndpointInput, @Ctx() ctx: Context) {
    return ctx.services.webhooks.create(callerOf(ctx), input);
  }

  @Mutation(() => WebhookEndpointType, { description: "Changes the fields given; enabled: true resumes an endpoint the shop turned off, its waiting deliveries first." })
  updateWebhookEndpoint(
    @Arg("id", () => ID, { description: "The endpoint's id." }) id: string,
    @Arg("input", () => WebhookEndpointInput, { description: "The fields to change." }) input: WebhookEndpointInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.webhooks.update(callerOf(ctx), id, input);
  }

  @Mutation(() => ID, { description: "Removes the endpoint and its delivery log; returns its id." })
  deleteWebhookEndpoint(@Arg("id", () => ID, { description: "The endpoint's id." }) id: string, @Ctx() ctx: Context) {
    return ctx.services.webhooks.remove(callerOf(ctx), id);
  }

  @Query(() => [WebhookDeliveryType], { description: "The endpoint's delivery log, newest first, each delivery with its latest attempts." })
  webhookDeliveries(
    @Arg("endpointId", () => ID, { description: "The endpoint's id." }) endpointId: string,
    @Arg("first", () => Int, { nullable: true, defaultValue: 20, description: "How many deliveries, 1 to 100." }) first: number | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.webhooks.deliveries(callerOf(ctx), endpointId, first);
  }

  @Mutation(() => WebhookDeliveryType, { description: "Sends a delivery again (same event id), within seconds: e.g. a failed one once the receiver works again." })
  resendWebhookDelivery(@Arg("id", () => ID, { description: "The delivery's id." }) id: string, @Ctx() ctx: Context) {
    return ctx.services.webhooks.resend(callerOf(ctx), id);
  }
}
