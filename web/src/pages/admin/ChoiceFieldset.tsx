import { Box, Checkbox, Flex, Text } from "@chakra-ui/react";

/** A fieldset of checkboxes (an API key's scopes, an endpoint's events): `chosen` is the options ticked. */
export function ChoiceFieldset({ legend, options, chosen, onChange }: { legend: string; options: string[]; chosen: string[]; onChange: (chosen: string[]) => void }) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb={1}>
        {legend}
      </Text>
      <Flex gap={4} wrap="wrap">
        {options.map((option) => (
          <Checkbox.Root
            key={option}
            checked={chosen.includes(option)}
            onCheckedChange={(e) => onChange(e.checked ? [...chosen, option] : chosen.filter((x) => x !== option))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </Box>
  );
}
