import { Suspense, memo, useDeferredValue, useId, useState, type ReactNode } from "react";
import { Box, Button, Heading, Separator, Stack } from "@chakra-ui/react";
import { FaChevronDown, FaChevronUp } from "react-icons/fa";
import { useQuery } from "@apollo/client/react";
import { FILTER_GROUPS, toApiBrand } from "../common/catalog";
import { useTaxonomy } from "../common/useTaxonomy";
import { activeFilterCount, type Filters, type ListFilterKey } from "./filters";
import { facetsVariables } from "./listingQueries";
import { ProductFacetsQuery } from "./productDocuments";
import { FilterOption } from "./FilterOption";
import { lazyModule } from "../../ssr/lazyModule";

const VariantFilters = lazyModule(() => import("./VariantFilters"));

/**
 * Checkbox groups, one per filter key (category and brand as the shop lists them, size, colour), each value with the
 * number of products it would list, and a price range. A sidebar from md up; on phones the groups fold away behind
 * a "Filters" button (with the number of active filters), so the products are on the first screen.
 */
interface PanelProps {
  filters: Filters;
  onToggle: (key: ListFilterKey, value: string) => void;
  onPriceChange: (min: string, max: string) => void;
}

const useFacets = (filters: Filters) => useQuery(ProductFacetsQuery, { variables: facetsVariables(filters) }).data?.productFacets;
type Facets = NonNullable<ReturnType<typeof useFacets>>;

/**
 * Apollo delivers answers as urgent updates, which React renders in one task. The panel (dozens of checkboxes) stays
 * out of them: it skips the page's re-render when the products arrive (memo), and renders its counts in a deferred
 * pass, which React splits into short tasks, so a slow phone stays responsive while the listing loads.
 */
export const FiltersPanel = memo(function FiltersPanel(props: PanelProps) {
  const facets = useDeferredValue(useFacets(props.filters));
  return <FilterGroups {...props} facets={facets} />;
});

const FilterGroups = memo(function FilterGroups({ filters, onToggle, onPriceChange, facets }: PanelProps & { facets: Facets | undefined }) {
  const [open, setOpen] = useState(false);
  const groupsId = useId();
  const taxonomy = useTaxonomy();
  const options = { category: taxonomy.categories, brand: taxonomy.brands };
  const active = activeFilterCount(filters);
  // Facets name brands as the API does (H&M is hm).
  const countOf = (key: "category" | "brand", id: string) => {
    if (!facets) return undefined;
    const value = key === "brand" ? toApiBrand(id) : id;
    return facets[key].find((f) => f.value === value)?.count ?? 0;
  };
  return (
    <FiltersFrame active={active} open={open} onToggleOpen={() => setOpen((o) => !o)} groupsId={groupsId}>
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
              <FilterOption
                key={option.id}
                label={option.label}
                checked={filters[group.key]?.includes(option.id) ?? false}
                count={countOf(group.key, option.id)}
                onToggle={() => onToggle(group.key, option.id)}
              />
            ))}
          </Stack>
        ))}
        <Suspense fallback={null}>
          <VariantFilters filters={filters} facets={facets} onToggle={onToggle} onPriceChange={onPriceChange} />
        </Suspense>
      </Stack>
    </FiltersFrame>
  );
});

/** The panel around the groups: a sidebar headed "Filters" from md up, a button that opens the groups on phones. */
export function FiltersFrame(props: { active: number; open: boolean; onToggleOpen: () => void; groupsId: string; children?: ReactNode }) {
  const { active, open, onToggleOpen, groupsId, children } = props;
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
        onClick={onToggleOpen}
      >
        {active > 0 ? `Filters (${active})` : "Filters"}
        {open ? <FaChevronUp /> : <FaChevronDown />}
      </Button>
      {children}
    </Box>
  );
}
