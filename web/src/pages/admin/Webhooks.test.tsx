import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import Webhooks, { WEBHOOK_SECRET_NOTICE } from "./Webhooks";
import { CreateWebhookMutation, ResendWebhookMutation, WebhookDeliveriesQuery, WebhooksQuery } from "./webhookDocuments";

const endpoint = (over: object = {}) => ({
  __typename: "WebhookEndpoint",
  id: "e1",
  url: "https://partner.example/hooks",
  events: ["order.paid"],
  description: "",
  enabled: false,
  disabledReason: "Deliveries failed for 3 days (last: HTTP 503)",
  ownedByKey: true,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});
const list = (endpoints: object[]) => ({
  request: { query: WebhooksQuery },
  result: { data: { webhookEventTypes: ["order.paid", "variant.stock_changed"].map((name) => ({ __typename: "WebhookEventType", name })), webhookEndpoints: endpoints } },
});
const SECRET = "whsec_" + "A".repeat(43) + "=";

describe("admin Webhooks page", () => {
  it("adds an endpoint for the chosen events and shows its signing secret once", async () => {
    const mocks = [
      list([]),
      {
        request: { query: CreateWebhookMutation, variables: { input: { url: "https://feeds.example/in", events: ["variant.stock_changed"] } } },
        result: { data: { createWebhookEndpoint: { __typename: "CreatedWebhookEndpoint", secret: SECRET, endpoint: { __typename: "WebhookEndpoint", id: "e2", url: "https://feeds.example/in" } } } },
      },
      list([endpoint({ id: "e2", url: "https://feeds.example/in", events: ["variant.stock_changed"], enabled: true, disabledReason: null, ownedByKey: false })]),
    ];
    renderWithProviders(<Webhooks />, { mocks, session: { user: adminUser } });
    expect(await screen.findByText("No webhook endpoints yet.")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("URL"), "https://feeds.example/in");
    await user.click(screen.getByRole("checkbox", { name: "variant.stock_changed" }));
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByLabelText("Signing secret")).toHaveTextContent(SECRET);
    expect(screen.getByText(WEBHOOK_SECRET_NOTICE)).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: "Endpoint https://feeds.example/in" })).toBeInTheDocument();
  });

  it("shows why the shop turned an endpoint off, its delivery log, and sends a failed delivery again", async () => {
    const delivery = {
      __typename: "WebhookDelivery",
      id: "d1",
      eventId: "ev1",
      eventType: "order.paid",
      resourceKey: "order:o1",
      occurredAt: "2026-11-25T09:00:00.000Z",
      status: "failed",
      nextAttemptAt: null,
      attempts: [{ __typename: "WebhookAttempt", at: "2026-11-28T09:00:00.000Z", statusCode: 503, error: "HTTP 503" }],
    };
    const mocks = [
      list([endpoint()]),
      { request: { query: WebhookDeliveriesQuery, variables: { endpointId: "e1" } }, result: { data: { webhookDeliveries: [delivery] } } },
      { request: { query: ResendWebhookMutation, variables: { id: "d1" } }, result: { data: { resendWebhookDelivery: { __typename: "WebhookDelivery", id: "d1", status: "pending", nextAttemptAt: "2026-11-28T10:00:00.000Z" } } } },
    ];
    renderWithProviders(<Webhooks />, { mocks, session: { user: adminUser } });
    const group = await screen.findByRole("group", { name: "Endpoint https://partner.example/hooks" });
    expect(within(group).getByText("Deliveries failed for 3 days (last: HTTP 503)")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(group).getByRole("button", { name: "Delivery log" }));
    const row = await within(group).findByRole("row", { name: /order:o1/ });
    expect(within(row).getByText("failed")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Send order.paid again" }));
    expect(await within(row).findByText("pending")).toBeInTheDocument();
  });
});
