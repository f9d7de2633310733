import { Alert, Box, Button, chakra, SimpleGrid, Stack, Text } from "@chakra-ui/react";

/** The ten recovery codes, shown once: the owner keeps them somewhere safe before going on. */
export function RecoveryCodes({ codes, onDone, doneLabel = "I have saved them" }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  return (
    <Stack gap={4}>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>
          Save these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.
        </Alert.Description>
      </Alert.Root>
      <Box borderWidth="1px" rounded="md" p={4}>
        <SimpleGrid as="ul" listStyleType="none" fontFamily="mono" columns={2} aria-label="Recovery codes">
          {codes.map((code) => (
            <chakra.li key={code}>{code}</chakra.li>
          ))}
        </SimpleGrid>
      </Box>
      <Text color="fg.muted" fontSize="sm">
        {codes.length} codes
      </Text>
      <Button onClick={onDone} colorPalette="gray" bg="black" color="white">
        {doneLabel}
      </Button>
    </Stack>
  );
}
