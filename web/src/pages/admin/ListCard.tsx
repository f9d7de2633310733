import type { ReactNode } from "react";
import { Card, Skeleton, Text } from "@chakra-ui/react";
import { errorMessage } from "../../apollo/errors";

/** A card holding a list while it loads, when it failed, when it is empty, and then the list itself. */
export function ListCard(props: { loading: boolean; error: unknown; failed: string; empty: string; count: number; children: ReactNode }) {
  const { loading, error, failed, empty, count, children } = props;
  return (
    <Card.Root>
      <Card.Body>
        {loading ? (
          <Skeleton height="200px" />
        ) : error ? (
          <Text color="fg.error">{errorMessage(error, failed)}</Text>
        ) : count === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}
