import type { ReactNode } from "react";
import { Box, Card, Stack, Text } from "@chakra-ui/react";

export interface ShownSecret {
  title: string;
  notice: string;
  /** The accessible name of the secret's text. */
  label: string;
  secret: string;
}

/**
 * The card that makes a thing with a secret the shop keeps no readable copy of (an API key, a webhook signing secret):
 * its heading, then the secret just made, shown this once (what it is for, why to copy it now), above the form.
 */
export function CreateWithSecretCard({ heading, intro, shown, children }: { heading: ReactNode; intro: string; shown: ShownSecret | null; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        {heading}
        <Text color="fg.muted">{intro}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          {shown && <SecretShownOnce {...shown} />}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SecretShownOnce({ title, notice, label, secret }: ShownSecret) {
  return (
    <Box role="status" borderWidth="1px" borderColor="green.solid" rounded="md" p={4}>
      <Text fontWeight="semibold">{title}</Text>
      <Text>{notice}</Text>
      <Box as="code" aria-label={label} fontFamily="mono" wordBreak="break-all" display="block" mt={2} p={2} bg="bg.muted" rounded="sm">
        {secret}
      </Box>
    </Box>
  );
}
