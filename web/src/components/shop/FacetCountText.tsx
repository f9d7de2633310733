import { Text } from "@chakra-ui/react";

/** How many products a value would list, beside its checkbox (outside the label, so the box keeps its name). */
export function FacetCountText({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Text as="span" fontSize="xs" color="fg.muted" ms="auto" data-testid="facet-count">
      {count}
    </Text>
  );
}
