import { useId, useState } from "react";
import { Box, Button, Checkbox, Heading, Separator, Stack } from "@chakra-ui/react";
import { FaChevronDown, FaChevronUp } from "react-icons/fa";
import { FILTER_GROUPS, type FilterKey } from "../common/catalog";
import { useTaxonomy } from "../common/useTaxonomy";
import type { Filters } from "./filters";

/**
 * Checkbox groups, one per filter key (category, brand), listing the shop's visible categories and brands. A sidebar from md up; on phones the groups fold away behind
 * a "Filters" button (with the number of active filters), so the products are on the first screen.
 */
export function FiltersPanel({ filters, onToggle }: { filters: Filters; onToggle: (key: FilterKey, value: string) => void }) {
  const [open, setOpen] = useState(false);
  const groupsId = useId();
  const taxonomy = useTaxonomy();
  const options = { category: taxonomy.categories, brand: taxonomy.brands };
  const active = FILTER_GROUPS.reduce((n, { key }) => n + (filters[key]?.length ?? 0), 0);
  return (
    <Box as="aside" aria-label="Filters" bg="bg.subtle" rounded="md" p={{ base: "2", md: "4" }}>
      <Heading as="h2" size="lg" mb="3" display={{ base: "none", md: "block" }}>
        Filters
      </Heading>
      <Button
        display={{ md: "none" }}
        variant="ghost"
        w="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={groupsId}
        onClick={() => setOpen((o) => !o)}
      >
        {active > 0 ? `Filters (${active})` : "Filters"}
        {open ? <FaChevronUp /> : <FaChevronDown />}
      </Button>
      <Stack
        id={groupsId}
        gap="4"
        separator={<Separator />}
        display={{ base: open ? "flex" : "none", md: "flex" }}
        p={{ base: "2", md: "0" }}
      >
        {FILTER_GROUPS.map((group) => (
          <Stack key={group.key} as="fieldset" gap="2">
            <Heading as="legend" size="sm" mb="2">
              {group.label}
            </Heading>
            {options[group.key].map((option) => (
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
