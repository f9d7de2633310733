import { useState } from "react";
import { Button, Stack, Text } from "@chakra-ui/react";
import type { ProductDetailQuery } from "../../gql/graphql";
import { formatMoney } from "../common/format";
import { ProductPrice } from "./ProductCard";
import { useCart } from "./useCart";
import { VariantChooser } from "./VariantChooser";
import { chosenVariant, colourOptions, initialChoice, missingChoice, sizeOptions, type Choice } from "./variantChoice";

type DetailProduct = NonNullable<ProductDetailQuery["product"]>;

/**
 * The dialog's buying part: size and colour choosers (none for a product with one default variant), the price of
 * the chosen variant, Add to Cart (disabled until the choice is complete) and the chosen variant's stock line.
 */
export function PurchasePanel({ product, onColourChange }: { product: DetailProduct; onColourChange?: (colour: string) => void }) {
  const { variants } = product;
  const [choice, setChoice] = useState<Choice>(() => initialChoice(variants));
  const { quantityInCart, addToCart } = useCart();
  const sizes = sizeOptions(variants, choice);
  const colours = colourOptions(variants, choice);
  const variant = chosenVariant(variants, choice);
  const missing = missingChoice(variants, choice);

  // Until a variant is chosen the line speaks for the whole product.
  const stock = variant ? variant.stock : product.totalStock;
  const inCart = quantityInCart(product.id, variant?.id);
  const available = stock - inCart;

  return (
    <Stack gap="3">
      {variant && variant.priceCents !== null && variant.priceCents !== undefined ? (
        <Text data-testid="price" fontWeight="semibold" fontSize="lg">
          {formatMoney(variant.unitPriceCents)}
        </Text>
      ) : (
        <ProductPrice priceCents={product.priceCents} salePriceCents={product.salePriceCents} />
      )}
      {sizes.length > 0 && (
        <VariantChooser label="Size" options={sizes} value={choice.size} onChange={(size) => setChoice((c) => ({ ...c, size }))} />
      )}
      {colours.length > 0 && (
        <VariantChooser label="Colour" options={colours} value={choice.colour} onChange={(colour) => {
            setChoice((c) => ({ ...c, colour }));
            onColourChange?.(colour);
          }}
        />
      )}
      {missing ? (
        <>
          <Button disabled>Add to Cart</Button>
          <Text fontSize="sm" color="fg.muted">
            {missing}
          </Text>
        </>
      ) : !variant || available <= 0 ? (
        <Button disabled>Out of Stock</Button>
      ) : (
        <Button onClick={() => addToCart(product, variant)}>Add to Cart</Button>
      )}
      <Text fontSize="sm" color="fg.muted">
        Qty: {stock} | In Cart: {inCart} | Available: {Math.max(available, 0)}
      </Text>
    </Stack>
  );
}
