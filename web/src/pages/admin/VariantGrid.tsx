import { useState, type KeyboardEvent } from "react";
import { Badge, Box, Button, CloseButton, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import {
  addGridValue,
  cellErrors,
  gridCells,
  hasGrid,
  removeGridValue,
  setCell,
  cellKey,
  type CellErrors,
  type CellField,
  type Dimension,
  type GridValues,
} from "./variantGrid";

interface Props {
  grid: GridValues;
  onChange: (grid: GridValues) => void;
  /** The form's Total Stock: the stock of the one cell a product without sizes has, carried into the grid. */
  totalStock: string;
  serverErrors: CellErrors;
  onServerErrorsChange: (errors: CellErrors) => void;
}

const DIMENSIONS: { dim: Dimension; one: string; example: string }[] = [
  { dim: "sizes", one: "size", example: "M" },
  { dim: "colours", one: "colour", example: "Black" },
];

const CELL_FIELDS: { field: CellField; label: string; placeholder: string; inputMode: "numeric" | "decimal" | "text" }[] = [
  { field: "stock", label: "Stock", placeholder: "0", inputMode: "numeric" },
  { field: "sku", label: "SKU", placeholder: "TEE-M-BLK", inputMode: "text" },
  { field: "price", label: "Price", placeholder: "Product's", inputMode: "decimal" },
];

/**
 * Sizes and colours of the product and, once it has any, one cell per pair with its stock, SKU and optional own
 * price. Each cell shows what is wrong with it: blanks and malformed values as typed, the server's messages (a
 * SKU another product uses) until the cell is edited.
 */
export default function VariantGrid({ grid, onChange, totalStock, serverErrors, onServerErrorsChange }: Props) {
  const [drafts, setDrafts] = useState<Record<Dimension, string>>({ sizes: "", colours: "" });
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const add = (dim: Dimension) => {
    // The one default cell takes the typed Total Stock along into the grid.
    const seeded = hasGrid(grid) ? grid : setCell(grid, cellKey("", ""), "stock", grid.cells[cellKey("", "")]?.stock || totalStock);
    const next = addGridValue(seeded, dim, drafts[dim]);
    if (next === seeded) return;
    onChange(next);
    setDrafts((d) => ({ ...d, [dim]: "" }));
    onServerErrorsChange({}); // the cells' order changed: the server's paths no longer point at them
  };
  const onDraftKey = (dim: Dimension) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault(); // Enter adds the value; it must not submit the whole product form
    add(dim);
  };
  const edit = (key: string, field: CellField, value: string) => {
    onChange(setCell(grid, key, field, value));
    setTouched((t) => ({ ...t, [`${key}:${field}`]: true }));
    if (serverErrors[key]) {
      const { [key]: _edited, ...rest } = serverErrors;
      onServerErrorsChange(rest);
    }
  };

  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm">
        Sizes and colours
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {hasGrid(grid) ? "Each size and colour has its own stock, SKU and (optionally) price." : "Without any, the product is one size and Total Stock is its stock."}
      </Text>
      <Stack gap="3" mt="2">
        {DIMENSIONS.map(({ dim, one, example }) => (
          <Stack key={dim} gap="2">
            <HStack gap="2" wrap="wrap" aria-label={`${one[0]!.toUpperCase()}${one.slice(1)}s`} role="list">
              {grid[dim].map((value) => (
                <Badge key={value} role="listitem" size="lg" variant="subtle" gap="1">
                  {value}
                  <CloseButton size="2xs" aria-label={`Remove ${one} ${value}`} onClick={() => onChange(removeGridValue(grid, dim, value))} />
                </Badge>
              ))}
            </HStack>
            <HStack gap="2">
              <Input
                size="sm"
                aria-label={`New ${one}`}
                placeholder={`e.g. ${example}`}
                value={drafts[dim]}
                onChange={(e) => setDrafts((d) => ({ ...d, [dim]: e.target.value }))}
                onKeyDown={onDraftKey(dim)}
              />
              <Button size="sm" variant="outline" onClick={() => add(dim)} disabled={drafts[dim].trim() === ""}>
                Add {one}
              </Button>
            </HStack>
          </Stack>
        ))}
        {serverErrors[""]?.cell && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {serverErrors[""].cell}
          </Text>
        )}
        {hasGrid(grid) &&
          gridCells(grid).map(({ key, label, values }) => {
            const local = cellErrors(values);
            const server = serverErrors[key] ?? {};
            return (
              <Box key={key} borderWidth="1px" rounded="md" p="3" data-testid="variant-cell">
                <Heading as="h4" size="xs" mb="2">
                  {label}
                </Heading>
                {server.cell && (
                  <Text color="fg.error" fontSize="sm" mb="2">
                    {server.cell}
                  </Text>
                )}
                <SimpleGrid columns={3} gap="2">
                  {CELL_FIELDS.map(({ field, label: fieldLabel, placeholder, inputMode }) => {
                    // Blanks are pointed out once typed into (a new cell starts empty); other mistakes at once.
                    const blankUntouched = values[field].trim() === "" && !touched[`${key}:${field}`];
                    const error = server[field] ?? (blankUntouched ? undefined : local[field]);
                    return (
                      <Field.Root key={field} invalid={!!error} required={field !== "price"}>
                        <Field.Label fontSize="xs">{fieldLabel}</Field.Label>
                        <Input
                          size="sm"
                          aria-label={`${fieldLabel} of ${label}`}
                          inputMode={inputMode}
                          placeholder={placeholder}
                          value={values[field]}
                          onChange={(e) => edit(key, field, e.target.value)}
                        />
                        {error && <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>}
                      </Field.Root>
                    );
                  })}
                </SimpleGrid>
              </Box>
            );
          })}
      </Stack>
    </Box>
  );
}
