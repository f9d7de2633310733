import { Badge, Button, Card, HStack, Heading, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { formatDateTime } from "../common/format";
import { toaster } from "../common/toaster";

const SessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      place
      method
      createdAt
      lastSeenAt
      current
    }
  }
`);
const SignOutSession = graphql(`
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id) {
      id
    }
  }
`);
const SignOutOthers = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions {
      id
    }
  }
`);

/** Where the account is signed in (device, approximate place, last seen): sign one out, or all the others. */
export function SessionsPanel() {
  const { data, loading, refetch } = useQuery(SessionsQuery, { fetchPolicy: "cache-and-network" });
  const [signOut] = useMutation(SignOutSession);
  const [signOutOthers, { loading: endingOthers }] = useMutation(SignOutOthers);
  const sessions = data?.mySessions ?? [];

  const end = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toaster.create({ title: done, type: "success" });
      await refetch();
    } catch (error) {
      toaster.create({ title: errorMessage(error, "Could not sign the session out"), type: "error" });
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={4}>
          <HStack justify="space-between">
            <Heading as="h3" size="md">
              Where you are signed in
            </Heading>
            <Button size="sm" variant="outline" loading={endingOthers} disabled={sessions.length < 2} onClick={() => void end(() => signOutOthers(), "Signed out everywhere else")}>
              Sign out all other sessions
            </Button>
          </HStack>
          {loading && !data ? (
            <Skeleton h="16" />
          ) : (
            <Table.Root size="sm" aria-label="Your sessions">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Device</Table.ColumnHeader>
                  <Table.ColumnHeader>Place</Table.ColumnHeader>
                  <Table.ColumnHeader>Last seen</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sessions.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell>
                      <Text>
                        {s.device} {s.current && <Badge colorPalette="green">This device</Badge>}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {s.method}, signed in {formatDateTime(s.createdAt)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{s.place}</Table.Cell>
                    <Table.Cell>{formatDateTime(s.lastSeenAt)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {!s.current && (
                        <Button size="xs" variant="outline" aria-label={`Sign out ${s.device}`} onClick={() => void end(() => signOut({ variables: { id: s.id } }), "Session signed out")}>
                          Sign out
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
