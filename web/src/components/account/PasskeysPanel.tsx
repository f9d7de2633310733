import { useState } from "react";
import { Badge, Button, Card, Field, HStack, Heading, Input, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { formatDate } from "../common/format";
import { toaster } from "../common/toaster";

const PasskeysQuery = graphql(`
  query Passkeys {
    passkeys {
      id
      name
      synced
      createdAt
      lastUsedAt
    }
  }
`);
const RegistrationOptions = graphql(`
  mutation PasskeyRegistrationOptions {
    passkeyRegistrationOptions {
      challengeId
      options
    }
  }
`);
const AddPasskey = graphql(`
  mutation AddPasskey($challengeId: ID!, $response: String!, $name: String) {
    addPasskey(challengeId: $challengeId, response: $response, name: $name) {
      id
    }
  }
`);
const RemovePasskey = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id) {
      id
    }
  }
`);

/** The account's passkeys: add one (the browser's prompt), list them, remove one. */
export function PasskeysPanel() {
  const { data, loading, refetch } = useQuery(PasskeysQuery, { fetchPolicy: "cache-and-network" });
  const [options] = useMutation(RegistrationOptions);
  const [add] = useMutation(AddPasskey);
  const [remove] = useMutation(RemovePasskey);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      const r = await options();
      const challenge = r.data!.passkeyRegistrationOptions;
      const { startRegistration } = await import("@simplewebauthn/browser");
      const answer = await startRegistration({ optionsJSON: JSON.parse(challenge.options) });
      await add({ variables: { challengeId: challenge.challengeId, response: JSON.stringify(answer), name: name.trim() || null } });
      setName("");
      toaster.create({ title: "Passkey added", type: "success" });
      await refetch();
    } catch (error) {
      if (!(error instanceof Error && error.name === "NotAllowedError")) toaster.create({ title: errorMessage(error, "Could not add the passkey"), type: "error" });
    }
    setBusy(false);
  };
  const drop = async (id: string) => {
    try {
      await remove({ variables: { id } });
      await refetch();
    } catch (error) {
      toaster.create({ title: errorMessage(error, "Could not remove the passkey"), type: "error" });
    }
  };

  const passkeys = data?.passkeys ?? [];
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={4}>
          <Heading as="h3" size="md">
            Passkeys
          </Heading>
          <Text>Sign in with your fingerprint, face or screen lock instead of your password. A passkey counts as two-step sign-in.</Text>
          {loading && !data ? (
            <Skeleton h="16" />
          ) : passkeys.length ? (
            <Table.Root size="sm" aria-label="Your passkeys">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Added</Table.ColumnHeader>
                  <Table.ColumnHeader>Last used</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {passkeys.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell>
                      {p.name} {p.synced && <Badge>Synced</Badge>}
                    </Table.Cell>
                    <Table.Cell>{formatDate(p.createdAt)}</Table.Cell>
                    <Table.Cell>{p.lastUsedAt ? formatDate(p.lastUsedAt) : "Never"}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="outline" onClick={() => void drop(p.id)} aria-label={`Remove passkey ${p.name}`}>
                        Remove
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text color="fg.muted">No passkeys yet.</Text>
          )}
          <HStack align="end">
            <Field.Root>
              <Field.Label>Passkey name</Field.Label>
              <Input placeholder="e.g. My laptop" value={name} onChange={(e) => setName(e.target.value)} />
            </Field.Root>
            <Button onClick={create} loading={busy} colorPalette="gray" bg="black" color="white">
              Add a passkey
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
