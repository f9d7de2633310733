// Picking the products a discount code or a promotion applies to: the admin searches the catalogue by title and adds a
// product; the chosen ones show by title and can be removed. An id no product has any more (deleted) shows as such.
import { useEffect, useState } from "react";
import { Badge, Button, CloseButton, Field, Input, Stack, Text, Wrap } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";

export const ProductPickerSearchQuery = graphql(`
  query ProductPickerSearch($keyword: String!) {
    searchProducts(keyword: $keyword, pageSize: 8) {
      items {
        id
        title
        brand
      }
    }
  }
`);

export const ProductPickerChosenQuery = graphql(`
  query ProductPickerChosen($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      id
      title
    }
  }
`);

const SEARCH_DELAY_MS = 300;
const MIN_KEYWORD = 2;

/**
 * The text once it has stopped changing for a moment. Not the shop's useDebouncedValue: sharing that module with the
 * back office splits it into a chunk of its own, which the search page's first load would then fetch separately.
 */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export function ProductPicker({ value, onChange, helper }: { value: string[]; onChange: (ids: string[]) => void; helper?: string }) {
  const [text, setText] = useState("");
  const keyword = useSettled(text.trim());
  const searching = keyword.length >= MIN_KEYWORD;
  const found = useQuery(ProductPickerSearchQuery, { variables: { keyword }, skip: !searching });
  const chosen = useQuery(ProductPickerChosenQuery, { variables: { ids: value }, skip: value.length === 0 });
  const titles = new Map((chosen.data?.productsByIds ?? []).flatMap((p) => (p ? [[p.id, p.title] as const] : [])));
  const matches = (found.data?.searchProducts.items ?? []).filter((p) => !value.includes(p.id));
  const nameOf = (id: string) => titles.get(id) ?? (chosen.loading ? "…" : `Unknown product ${id}`);

  return (
    <Field.Root>
      <Field.Label>Products</Field.Label>
      <Stack gap={2} w="full">
        {value.length > 0 && (
          <Wrap gap={2} aria-label="Chosen products">
            {value.map((id) => (
              // A badge, not Chakra's Tag: the Tag's recipe would join every page's theme for this one admin form.
              <Badge key={id} size="lg" gap={1} data-testid="chosen-product">
                {nameOf(id)}
                <CloseButton size="2xs" aria-label={`Remove ${nameOf(id)}`} onClick={() => onChange(value.filter((v) => v !== id))} />
              </Badge>
            ))}
          </Wrap>
        )}
        <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search products by title" />
        {searching && found.data && (
          matches.length ? (
            <Stack as="ul" gap={1} listStyleType="none" aria-label="Matching products">
              {matches.map((p) => (
                <li key={p.id}>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Add ${p.title}`}
                    onClick={() => {
                      onChange([...value, p.id]);
                      setText("");
                    }}
                  >
                    {p.title}
                    {p.brand ? ` · ${p.brand}` : ""}
                  </Button>
                </li>
              ))}
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No other product matches “{keyword}”.
            </Text>
          )
        )}
      </Stack>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
