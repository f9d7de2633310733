import { useId } from "react";
import { HStack, RadioCard } from "@chakra-ui/react";
import { availabilityText } from "./stock";
import type { ChoiceOption } from "./variantChoice";

interface Props {
  /** "Size" or "Colour": the group's accessible name. */
  label: string;
  options: ChoiceOption[];
  value: string | null;
  onChange: (value: string) => void;
}

/**
 * One row of choice cards (a radio group) for the product dialog. Each card says how many are left when few are;
 * a value with no stock is disabled and reads "Out of stock" (the card's description, announced with it).
 */
export function VariantChooser({ label, options, value, onChange }: Props) {
  const id = useId();
  return (
    <RadioCard.Root size="sm" variant="outline" value={value} onValueChange={(e) => e.value !== null && onChange(e.value)}>
      <RadioCard.Label>{label}</RadioCard.Label>
      <HStack gap="2" wrap="wrap" align="stretch">
        {options.map((option, i) => {
          const note = availabilityText(option.stock);
          const noteId = `${id}-${i}`;
          return (
            <RadioCard.Item key={option.value} value={option.value} disabled={option.stock <= 0} flex="0 0 auto" minW="16">
              <RadioCard.ItemHiddenInput aria-describedby={note ? noteId : undefined} />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{option.value}</RadioCard.ItemText>
                  {note && (
                    <RadioCard.ItemDescription id={noteId} color={option.stock <= 0 ? "fg.muted" : "orange.700"}>
                      {note}
                    </RadioCard.ItemDescription>
                  )}
                </RadioCard.ItemContent>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </HStack>
    </RadioCard.Root>
  );
}
