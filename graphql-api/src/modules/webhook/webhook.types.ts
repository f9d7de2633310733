// The GraphQL shapes of webhook endpoints and their delivery log.
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("WebhookEndpoint", { description: "Where the shop sends the events chosen, signed as Standard Webhooks specify (see the partner guide)." })
export class WebhookEndpointType {
  @Field(() => ID, { description: "The endpoint's id." }) id!: string;
  @Field(() => String, { description: "The address events are POSTed to (http or https; never a private, loopback or link-local address)." }) url!: string;
  @Field(() => [String], { description: "The event types sent to it, e.g. order.paid (webhookEventTypes lists them all)." }) events!: string[];
  @Field(() => String, { description: "Its owner's note (at most 200 characters)." }) description!: string;
  @Field(() => Boolean, { description: "Whether events are sent; while off, its new and pending deliveries wait." }) enabled!: boolean;
  @Field(() => String, { nullable: true, description: "Why the shop turned it off (deliveries failing for 3 days); null otherwise." }) disabledReason!: string | null;
  @Field(() => Boolean, { description: "Made by a partner's API key (true) or by an admin (false)." }) ownedByKey!: boolean;
  @Field(() => Date, { description: "When it was made." }) createdAt!: Date;
}

@ObjectType("CreatedWebhookEndpoint", { description: "A new endpoint with its signing secret, which is shown in this answer only." })
export class CreatedWebhookEndpointType {
  @Field(() => WebhookEndpointType, { description: "The endpoint." }) endpoint!: WebhookEndpointType;
  @Field(() => String, { description: "The signing secret (whsec_…): keep it; the shop never shows it again. Verify each delivery's webhook-signature with it." })
  secret!: string;
}

@ObjectType("WebhookEventType", { description: "An event type an endpoint can subscribe to." })
export class WebhookEventTypeType {
  @Field(() => String, { description: "Its name, e.g. order.paid." }) name!: string;
  @Field(() => String, { description: "When it is sent and what its data is." }) description!: string;
}

@ObjectType("WebhookAttempt", { description: "One try of a delivery." })
export class WebhookAttemptType {
  @Field(() => Date, { description: "When it was made." }) at!: Date;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when none came (refused, timed out after 10 s, an address webhooks may not target)." })
  statusCode!: number | null;
  @Field(() => String, { nullable: true, description: "What went wrong (with the start of the receiver's answer); null when it was taken (2xx)." }) error!: string | null;
  @Field(() => Int, { description: "How long it took, in milliseconds." }) durationMs!: number;
}

@ObjectType("WebhookDelivery", { description: "One event for one endpoint: its attempts, and where it stands." })
export class WebhookDeliveryType {
  @Field(() => ID, { description: "The delivery's id (resendWebhookDelivery takes it)." }) id!: string;
  @Field(() => ID, { description: "The event's id: the webhook-id header, the same on every attempt and resend (deduplicate by it)." }) eventId!: string;
  @Field(() => String, { description: "The event type, e.g. order.paid." }) eventType!: string;
  @Field(() => String, { description: "The resource it is about, e.g. order:<id> or product:<id>: one resource's events arrive in order." }) resourceKey!: string;
  @Field(() => Date, { description: "When the change happened." }) occurredAt!: Date;
  @Field(() => String, { description: "pending (not yet taken; retried with backoff), delivered (a 2xx came) or failed (3 days of failures)." }) status!: string;
  @Field(() => Date, { nullable: true, description: "When a pending delivery is tried next; null otherwise." }) nextAttemptAt!: Date | null;
  @Field(() => [WebhookAttemptType], { description: "Its latest 20 attempts, newest first." }) attempts!: WebhookAttemptType[];
}

@InputType("WebhookEndpointInput", { description: "An endpoint's settings; on an update, only the fields given change." })
export class WebhookEndpointInput {
  @Field(() => String, { nullable: true, description: "http(s) address receiving the POSTs; refused when it resolves to a private, loopback or link-local address." })
  url?: string | null;
  @Field(() => [String], { nullable: true, description: "Event types wanted (at least one of webhookEventTypes)." }) events?: string[] | null;
  @Field(() => String, { nullable: true, description: "A note, at most 200 characters." }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: "false stops sending (deliveries wait); true resumes. New endpoints are on." }) enabled?: boolean | null;
}
