import { Box, Text } from "@chakra-ui/react";

export const DEMO_PAYMENTS_NOTICE = "Demo payments: no money is taken";

/**
 * On every page while the shop takes payments through the built-in offline sandbox. Fixed in a corner, so it never
 * moves the page (no layout shift) and never takes a click meant for what lies under it.
 */
export function DemoPaymentsNote() {
  return (
    <Box
      role="note"
      position="fixed"
      insetStart="3"
      bottom="3"
      zIndex="toast"
      pointerEvents="none"
      bg="yellow.300"
      color="black"
      px="3"
      py="1.5"
      rounded="full"
      shadow="md"
      borderWidth="1px"
      borderColor="yellow.600"
    >
      <Text fontSize="sm" fontWeight="semibold">
        {DEMO_PAYMENTS_NOTICE}
      </Text>
    </Box>
  );
}
