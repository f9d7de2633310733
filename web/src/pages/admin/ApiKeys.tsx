import { useState, type FormEvent } from "react";
import { Badge, Box, Button, Field, Flex, Heading, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { formatDateTime } from "../../components/common/format";
import type { ApiKeysQuery as ApiKeysQueryResult } from "../../gql/graphql";
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from "./apiKeyDocuments";
import Webhooks from "./Webhooks";
import { CreateWithSecretCard } from "./CreateWithSecretCard";
import { ChoiceFieldset } from "./ChoiceFieldset";
import { ListCard } from "./ListCard";

export const SECRET_NOTICE = "Copy this key now: it is shown only once. The shop keeps only a fingerprint of it.";

/** Partners' API keys: create one (its secret shown once), see each key's use, revoke it; and the webhook endpoints below. */
export default function ApiKeys() {
  const { data, loading, error } = useQuery(ApiKeysQuery, { fetchPolicy: "cache-and-network" });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const keys = data?.apiKeys ?? [];

  return (
    <Stack gap={6}>
      <CreateWithSecretCard
        heading={
          <Heading as="h1" size="xl">
            API Keys
          </Heading>
        }
        intro="Partners read the catalogue or the orders over /graphql with a key of their own."
        shown={created && { title: `Key created for ${created.name}`, notice: SECRET_NOTICE, label: "New API key", secret: created.secret }}
      >
        {data && <NewKeyForm scopes={data.apiKeyScopes} onCreated={setCreated} />}
      </CreateWithSecretCard>
      <ListCard loading={loading && !data} error={error} failed="The keys could not be loaded." empty="No API keys yet." count={keys.length}>
        <KeyTable keys={keys} />
      </ListCard>
      <Webhooks />
    </Stack>
  );
}

function NewKeyForm({ scopes, onCreated }: { scopes: string[]; onCreated: (c: { name: string; secret: string }) => void }) {
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>(scopes.slice(0, 1));
  const [limit, setLimit] = useState("600");
  const [create, { loading }] = useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const rateLimitPerMinute = limit.trim() === "" ? null : Number(limit);
      const { data } = await create({ variables: { input: { name, scopes: chosen, rateLimitPerMinute } } });
      if (data) onCreated({ name: data.createApiKey.apiKey.name, secret: data.createApiKey.secret });
      setName("");
      toaster.create({ title: "API key created", type: "success" });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The key could not be created."), type: "error" });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Create an API key">
      <Flex gap={4} align="flex-end" wrap="wrap">
        <Field.Root w={{ base: "full", md: "64" }}>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Who uses it, e.g. PriceFinder feed" />
        </Field.Root>
        <Field.Root w="40">
          <Field.Label>Requests per minute</Field.Label>
          <Input value={limit} onChange={(e) => setLimit(e.target.value)} inputMode="numeric" />
        </Field.Root>
        <ChoiceFieldset legend="Scopes" options={scopes} chosen={chosen} onChange={setChosen} />
        <Button type="submit" loading={loading}>
          Create key
        </Button>
      </Flex>
    </form>
  );
}

type KeyRow = ApiKeysQueryResult["apiKeys"][number];

function KeyTable({ keys }: { keys: KeyRow[] }) {
  const [revoke] = useMutation(RevokeApiKeyMutation);
  const [revoking, setRevoking] = useState<string | null>(null);

  const onRevoke = async (key: KeyRow) => {
    if (!window.confirm(`Revoke ${key.name}? Requests with it are refused at once.`)) return;
    setRevoking(key.id);
    try {
      await revoke({ variables: { id: key.id } });
      toaster.create({ title: "API key revoked", type: "success" });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The key could not be revoked."), type: "error" });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Table.ScrollArea>
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Key</Table.ColumnHeader>
            <Table.ColumnHeader>Scopes</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Per minute</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
            <Table.ColumnHeader>Last used</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((key) => (
            <Table.Row key={key.id}>
              <Table.Cell>{key.name}</Table.Cell>
              <Table.Cell>
                <Box as="code" fontFamily="mono">
                  {key.prefix}…
                </Box>
              </Table.Cell>
              <Table.Cell>{key.scopes.join(", ")}</Table.Cell>
              <Table.Cell textAlign="end">{key.rateLimitPerMinute}</Table.Cell>
              <Table.Cell textAlign="end">{key.requestCount.toLocaleString("en-US")}</Table.Cell>
              <Table.Cell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={key.revokedAt ? "red" : "green"}>{key.revokedAt ? "Revoked" : "Active"}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">
                {!key.revokedAt && (
                  <Button size="xs" colorPalette="red" variant="outline" loading={revoking === key.id} onClick={() => void onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
