import { useState, type FormEvent } from "react";
import { Badge, Box, Button, Field, Flex, Heading, Input, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { formatDateTime } from "../../components/common/format";
import type { WebhooksQuery as WebhooksQueryResult } from "../../gql/graphql";
import { CreateWithSecretCard } from "./CreateWithSecretCard";
import { ChoiceFieldset } from "./ChoiceFieldset";
import { ListCard } from "./ListCard";
import { CreateWebhookMutation, ResendWebhookMutation, SetWebhookEnabledMutation, WebhookDeliveriesQuery, WebhooksQuery } from "./webhookDocuments";

export const WEBHOOK_SECRET_NOTICE = "Copy this signing secret now: it is shown only once. The receiver verifies each delivery's signature with it.";

type Endpoint = WebhooksQueryResult["webhookEndpoints"][number];

/**
 * Webhook endpoints (the shop's and partners'): add one (its secret shown once), turn one off or on, read its delivery
 * log and send a delivery again. Shown on the API Keys page (partners' things together, and no route of its own: the
 * route table is in every page's first load).
 */
export default function Webhooks() {
  const { data, loading, error } = useQuery(WebhooksQuery, { fetchPolicy: "cache-and-network" });
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const endpoints = data?.webhookEndpoints ?? [];

  return (
    <Stack gap={6}>
      <CreateWithSecretCard
        heading={
          <Heading as="h2" size="lg">
            Webhooks
          </Heading>
        }
        intro="The shop POSTs the events chosen to each endpoint, signed (Standard Webhooks), retried for 3 days."
        shown={created && { title: `Endpoint added: ${created.url}`, notice: WEBHOOK_SECRET_NOTICE, label: "Signing secret", secret: created.secret }}
      >
        {data && <NewEndpointForm events={data.webhookEventTypes.map((e) => e.name)} onCreated={setCreated} />}
      </CreateWithSecretCard>
      <ListCard loading={loading && !data} error={error} failed="The endpoints could not be loaded." empty="No webhook endpoints yet." count={endpoints.length}>
        <Stack gap={4}>
          {endpoints.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} open={open === endpoint.id} onToggleLog={() => setOpen(open === endpoint.id ? null : endpoint.id)} />
          ))}
        </Stack>
      </ListCard>
    </Stack>
  );
}

function NewEndpointForm({ events, onCreated }: { events: string[]; onCreated: (c: { url: string; secret: string }) => void }) {
  const [url, setUrl] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [create, { loading }] = useMutation(CreateWebhookMutation, { refetchQueries: [WebhooksQuery] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { data } = await create({ variables: { input: { url, events: chosen } } });
      if (data) onCreated({ url: data.createWebhookEndpoint.endpoint.url, secret: data.createWebhookEndpoint.secret });
      setUrl("");
      toaster.create({ title: "Webhook endpoint added", type: "success" });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The endpoint could not be added."), type: "error" });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Add a webhook endpoint">
      <Stack gap={3}>
        <Field.Root maxW="xl">
          <Field.Label>URL</Field.Label>
          <Input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://partner.example/shop-hooks" />
        </Field.Root>
        <ChoiceFieldset legend="Events" options={events} chosen={chosen} onChange={setChosen} />
        <Box>
          <Button type="submit" loading={loading}>
            Add endpoint
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

function EndpointRow({ endpoint, open, onToggleLog }: { endpoint: Endpoint; open: boolean; onToggleLog: () => void }) {
  const [setEnabled, { loading }] = useMutation(SetWebhookEnabledMutation);
  const toggle = async () => {
    try {
      await setEnabled({ variables: { id: endpoint.id, enabled: !endpoint.enabled } });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The endpoint could not be changed."), type: "error" });
    }
  };
  return (
    <Box borderWidth="1px" rounded="md" p={3} aria-label={`Endpoint ${endpoint.url}`} role="group">
      <Flex gap={3} align="center" wrap="wrap">
        <Box as="code" fontFamily="mono" wordBreak="break-all">
          {endpoint.url}
        </Box>
        <Badge colorPalette={endpoint.enabled ? "green" : "red"}>{endpoint.enabled ? "On" : "Off"}</Badge>
        {endpoint.ownedByKey && <Badge>Partner's key</Badge>}
        <Text fontSize="sm" color="fg.muted">
          {endpoint.events.join(", ")}
        </Text>
        <Flex gap={2} ms="auto">
          <Button size="xs" variant="outline" loading={loading} onClick={() => void toggle()}>
            {endpoint.enabled ? "Turn off" : "Turn on"}
          </Button>
          <Button size="xs" variant="outline" onClick={onToggleLog} aria-expanded={open}>
            Delivery log
          </Button>
        </Flex>
      </Flex>
      {endpoint.disabledReason && (
        <Text mt={2} color="fg.error" fontSize="sm">
          {endpoint.disabledReason}
        </Text>
      )}
      {open && <DeliveryLog endpointId={endpoint.id} />}
    </Box>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, loading, error } = useQuery(WebhookDeliveriesQuery, { variables: { endpointId }, fetchPolicy: "network-only" });
  const [resend] = useMutation(ResendWebhookMutation);
  if (loading && !data) return <Skeleton height="80px" mt={3} />;
  if (error) return <Text color="fg.error">{errorMessage(error, "The delivery log could not be loaded.")}</Text>;
  const deliveries = data?.webhookDeliveries ?? [];
  if (!deliveries.length) return <Text mt={3} color="fg.muted">No deliveries yet.</Text>;
  const again = async (id: string) => {
    try {
      await resend({ variables: { id } });
      toaster.create({ title: "It will be sent again within seconds", type: "success" });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The delivery could not be sent again."), type: "error" });
    }
  };
  return (
    <Table.ScrollArea mt={3}>
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            <Table.ColumnHeader>About</Table.ColumnHeader>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Last attempt</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deliveries.map((d) => {
            const last = d.attempts[0];
            return (
              <Table.Row key={d.id}>
                <Table.Cell>{d.eventType}</Table.Cell>
                <Table.Cell>{d.resourceKey}</Table.Cell>
                <Table.Cell>{formatDateTime(d.occurredAt)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={d.status === "delivered" ? "green" : d.status === "failed" ? "red" : "orange"}>{d.status}</Badge>
                </Table.Cell>
                <Table.Cell>
                  {last ? `${formatDateTime(last.at)}: ${last.statusCode ?? "no answer"}${last.error ? ` (${last.error})` : ""}` : "Not tried yet"}
                  {d.attempts.length > 1 ? `, ${d.attempts.length} attempts` : ""}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="xs" variant="outline" onClick={() => void again(d.id)} aria-label={`Send ${d.eventType} again`}>
                    Send again
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
