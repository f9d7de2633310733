import { graphql } from "../../gql";

export const WebhooksQuery = graphql(`
  query Webhooks {
    webhookEventTypes {
      name
    }
    webhookEndpoints {
      id
      url
      events
      description
      enabled
      disabledReason
      ownedByKey
      createdAt
    }
  }
`);

export const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);

export const SetWebhookEnabledMutation = graphql(`
  mutation SetWebhookEnabled($id: ID!, $enabled: Boolean!) {
    updateWebhookEndpoint(id: $id, input: { enabled: $enabled }) {
      id
      enabled
      disabledReason
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId, first: 50) {
      id
      eventId
      eventType
      resourceKey
      occurredAt
      status
      nextAttemptAt
      attempts {
        at
        statusCode
        error
      }
    }
  }
`);

export const ResendWebhookMutation = graphql(`
  mutation ResendWebhook($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
    }
  }
`);
