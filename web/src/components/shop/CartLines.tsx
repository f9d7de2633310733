import { Box, Flex, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { FaMinus, FaPlus, FaTrash } from "react-icons/fa";
import { formatMoney, formatShipping } from "../common/format";
import { titleWithVariant, variantDescription } from "../common/variantText";
import type { CartLine } from "./useCart";

interface LinesProps {
  items: CartLine[];
  /** What the automatic promotions take off each line, by variant id, as the server quoted it: the line's price is struck. */
  promotionOff?: ReadonlyMap<string, number>;
  onChangeQuantity: (line: CartLine, delta: 1 | -1) => void;
  onRemove: (line: CartLine) => void;
}

/** Cart lines (with the chosen size / colour) with +/− (minus disabled at 1) and remove. */
export function CartLines({ items, promotionOff, onChangeQuantity, onRemove }: LinesProps) {
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {items.map((line) => {
        // Two sizes of one product are two lines: the buttons' names say which one they change.
        const name = titleWithVariant(line.title, line);
        const variant = variantDescription(line);
        const off = promotionOff?.get(line.variantId) ?? 0;
        return (
          <Flex as="li" key={line.id} gap="3" align="center" data-testid="cart-line">
            <Image src={line.image} alt={line.title} boxSize="16" objectFit="cover" rounded="md" />
            <Box flex="1" minW="0">
              <Text fontWeight="semibold" lineClamp={2}>
                {line.title}
              </Text>
              {variant && (
                <Text fontSize="sm" color="fg.muted" data-testid="cart-line-variant">
                  {variant}
                </Text>
              )}
              <HStack gap="2" mt="1">
                <IconButton
                  aria-label={`Decrease quantity of ${name}`}
                  size="xs"
                  variant="outline"
                  rounded="full"
                  disabled={line.quantity <= 1}
                  onClick={() => onChangeQuantity(line, -1)}
                >
                  <FaMinus />
                </IconButton>
                <Text minW="6" textAlign="center" aria-label={`Quantity of ${name}`}>
                  {line.quantity}
                </Text>
                <IconButton
                  aria-label={`Increase quantity of ${name}`}
                  size="xs"
                  variant="outline"
                  rounded="full"
                  onClick={() => onChangeQuantity(line, 1)}
                >
                  <FaPlus />
                </IconButton>
              </HStack>
            </Box>
            <Stack align="flex-end" gap="1">
              {off > 0 ? (
                <LinePromoted totalCents={line.lineTotalCents} offCents={off} />
              ) : (
                <Text fontWeight="semibold">{formatMoney(line.lineTotalCents)}</Text>
              )}
              <IconButton aria-label={`Remove ${name} from cart`} size="xs" variant="ghost" onClick={() => onRemove(line)}>
                <FaTrash />
              </IconButton>
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}

/** A line the promotions take something off: its price struck (said as "was" to a screen reader), then what it costs now. */
function LinePromoted({ totalCents, offCents }: { totalCents: number; offCents: number }) {
  return (
    <Stack align="flex-end" gap="0">
      <Text fontSize="sm" color="fg.muted" textDecoration="line-through" data-testid="cart-line-was">
        <Box as="span" srOnly>
          was{" "}
        </Box>
        {formatMoney(totalCents)}
      </Text>
      <Text fontWeight="semibold" color="red.600" data-testid="cart-line-promoted">
        {formatMoney(totalCents - offCents)}
      </Text>
    </Stack>
  );
}

/** Subtotal, shipping ("Free" when the server charges none) and total, as the server computed them. */
export function CartSummary({ subtotalCents, shippingCents, totalCents }: { subtotalCents: number; shippingCents: number; totalCents: number }) {
  const row = (label: string, value: string, bold = false) => (
    <Flex justify="space-between" fontWeight={bold ? "bold" : "normal"}>
      <Text>{label}</Text>
      <Text data-testid={`summary-${label.toLowerCase()}`}>{value}</Text>
    </Flex>
  );
  return (
    <Stack gap="1">
      {row("Subtotal", formatMoney(subtotalCents))}
      {row("Shipping", formatShipping(shippingCents))}
      {row("Total", formatMoney(totalCents), true)}
    </Stack>
  );
}
