// The listing's size, colour and price filters: their code (inputs, the range form) loads just after the listing
// renders, keeping the page's first-load JavaScript within its budget.
import { useState, type FormEvent } from "react";
import { Button, Field, Heading, HStack, Input, Separator, Stack, Text } from "@chakra-ui/react";
import type { ProductFacetsQuery } from "../../gql/graphql";
import { parseDollarsToCents } from "../common/format";
import { FilterOption } from "./FilterOption";
import type { Filters, VariantFilterKey } from "./filters";

type Facets = ProductFacetsQuery["productFacets"];

/** The size and colour groups (those with values) and the price range, separated like the panel's other groups. */
export default function VariantFilters({
  filters,
  facets,
  onToggle,
  onPriceChange,
}: {
  filters: Filters;
  facets: Facets | undefined;
  onToggle: (key: VariantFilterKey, value: string) => void;
  onPriceChange: (min: string, max: string) => void;
}) {
  return (
    <Stack gap="4" separator={<Separator />}>
      {variantFilterGroups(filters, facets).map((group) => (
        <VariantFilterChecks key={group.key} group={group} chosen={filters[group.key] ?? []} onToggle={onToggle} />
      ))}
      {/* Remounted when the URL's range changes (a menu link clearing it), so the boxes show what applies. */}
      <PriceRangeFilter
        key={`${filters.minPrice ?? ""}-${filters.maxPrice ?? ""}`}
        min={filters.minPrice ?? ""}
        max={filters.maxPrice ?? ""}
        onApply={onPriceChange}
      />
    </Stack>
  );
}

const VARIANT_GROUPS: { key: VariantFilterKey; label: string }[] = [
  { key: "size", label: "Size" },
  { key: "colour", label: "Colour" },
];

export interface VariantFilterGroup {
  key: VariantFilterKey;
  label: string;
  values: { value: string; count: number | undefined }[];
}

/**
 * The size and colour groups that have something to show: the values the catalogue's variants in stock use (from
 * productFacets, with their counts), plus any chosen value the facets no longer list, so it can still be unticked.
 */
export function variantFilterGroups(filters: Filters, facets: Facets | undefined): VariantFilterGroup[] {
  return VARIANT_GROUPS.map(({ key, label }) => {
    const counted = facets?.[key] ?? [];
    const extra = (filters[key] ?? []).filter((v) => !counted.some((f) => f.value === v));
    const values = [...counted, ...extra.map((value) => ({ value, count: facets ? 0 : undefined }))];
    return { key, label, values };
  }).filter((g) => g.values.length > 0);
}

export function VariantFilterChecks({
  group: { key, label, values },
  chosen,
  onToggle,
}: {
  group: VariantFilterGroup;
  chosen: string[];
  onToggle: (key: VariantFilterKey, value: string) => void;
}) {
  return (
    <Stack as="fieldset" gap="2">
      <Heading as="legend" size="sm" mb="2">
        {label}
      </Heading>
      {values.map(({ value, count }) => (
        <FilterOption key={value} label={value} checked={chosen.includes(value)} count={count} onToggle={() => onToggle(key, value)} />
      ))}
    </Stack>
  );
}

/** Min / max price in dollars (the URL keeps them as typed; the API gets cents). Applied with the button. */
export function PriceRangeFilter({ min, max, onApply }: { min: string; max: string; onApply: (min: string, max: string) => void }) {
  const [minText, setMinText] = useState(min);
  const [maxText, setMaxText] = useState(max);
  const minCents = minText.trim() === "" ? null : parseDollarsToCents(minText);
  const maxCents = maxText.trim() === "" ? null : parseDollarsToCents(maxText);
  const badMin = minText.trim() !== "" && minCents === null;
  const badMax = maxText.trim() !== "" && maxCents === null;
  const crossed = minCents !== null && maxCents !== null && minCents > maxCents;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!badMin && !badMax && !crossed) onApply(minText.trim(), maxText.trim());
  };

  return (
    <Stack as="form" gap="2" onSubmit={submit}>
      <Heading as="h3" size="sm">
        Price
      </Heading>
      <HStack gap="2" align="flex-start">
        <Field.Root invalid={badMin || crossed}>
          <Field.Label fontSize="xs">Min price ($)</Field.Label>
          <Input size="sm" name="minPrice" inputMode="decimal" placeholder="0" value={minText} onChange={(e) => setMinText(e.target.value)} />
        </Field.Root>
        <Field.Root invalid={badMax || crossed}>
          <Field.Label fontSize="xs">Max price ($)</Field.Label>
          <Input size="sm" name="maxPrice" inputMode="decimal" placeholder="Any" value={maxText} onChange={(e) => setMaxText(e.target.value)} />
        </Field.Root>
      </HStack>
      {(badMin || badMax || crossed) && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {crossed ? "The minimum price is above the maximum." : "Enter an amount in dollars, like 12 or 12.99."}
        </Text>
      )}
      <Button type="submit" size="xs" variant="outline" disabled={badMin || badMax || crossed}>
        Apply price
      </Button>
    </Stack>
  );
}
