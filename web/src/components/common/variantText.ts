// How a chosen variant reads wherever a line names it (cart, checkout, orders). A product's default variant has
// size "" and colour "": those parts are left out, so lines of products without sizes read as they always did.

export interface VariantNaming {
  size: string;
  colour: string;
}

/** "Size M · Colour Black", "Size M", "" for a default variant. */
export function variantDescription({ size, colour }: VariantNaming): string {
  return [size && `Size ${size}`, colour && `Colour ${colour}`].filter(Boolean).join(" · ");
}

/** The title with the variant, for accessible names that must tell two lines of one product apart: "Tee (M, Black)". */
export function titleWithVariant(title: string, { size, colour }: VariantNaming): string {
  const parts = [size, colour].filter(Boolean);
  return parts.length ? `${title} (${parts.join(", ")})` : title;
}
