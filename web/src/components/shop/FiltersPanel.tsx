import { Box, Checkbox, Heading, Separator, Stack } from "@chakra-ui/react";
import { FILTER_GROUPS, type FilterKey } from "../common/catalog";
import type { Filters } from "./filters";

/** Checkbox groups, one per filter key (category, brand). */
export function FiltersPanel({ filters, onToggle }: { filters: Filters; onToggle: (key: FilterKey, value: string) => void }) {
  return (
    <Box as="aside" aria-label="Filters" bg="bg.subtle" rounded="md" p="4">
      <Heading as="h2" size="lg" mb="3">
        Filters
      </Heading>
      <Stack gap="4" separator={<Separator />}>
        {FILTER_GROUPS.map((group) => (
          <Stack key={group.key} as="fieldset" gap="2">
            <Heading as="legend" size="sm" mb="2">
              {group.label}
            </Heading>
            {group.options.map((option) => (
              <Checkbox.Root
                key={option.id}
                size="sm"
                checked={filters[group.key]?.includes(option.id) ?? false}
                onCheckedChange={() => onToggle(group.key, option.id)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
