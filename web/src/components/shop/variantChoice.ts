// The product dialog's size / colour choice over a product's variants (ordered by position). A dimension nobody
// uses (every size "" or every colour "") has no chooser and counts as chosen; a product with one default
// variant therefore needs no choice at all.

export interface ChoosableVariant {
  id: string;
  size: string;
  colour: string;
  stock: number;
}

export interface Choice {
  size: string | null;
  colour: string | null;
}

export interface ChoiceOption {
  value: string;
  /** Units of this value within the other dimension's current choice (all of them while it is open). */
  stock: number;
}

const distinct = (values: string[]) => [...new Set(values)];

export function sizesOf(variants: readonly ChoosableVariant[]): string[] {
  return distinct(variants.map((v) => v.size)).filter((s) => s !== "");
}

export function coloursOf(variants: readonly ChoosableVariant[]): string[] {
  return distinct(variants.map((v) => v.colour)).filter((c) => c !== "");
}

/** A single value needs no decision: it starts chosen. */
export function initialChoice(variants: readonly ChoosableVariant[]): Choice {
  const sizes = sizesOf(variants);
  const colours = coloursOf(variants);
  return { size: sizes.length === 1 ? sizes[0]! : null, colour: colours.length === 1 ? colours[0]! : null };
}

/** Each size with its stock in the chosen colour (or across colours until one is chosen). */
export function sizeOptions(variants: readonly ChoosableVariant[], choice: Choice): ChoiceOption[] {
  return sizesOf(variants).map((size) => ({
    value: size,
    stock: sumStock(variants.filter((v) => v.size === size && (choice.colour === null || v.colour === choice.colour))),
  }));
}

export function colourOptions(variants: readonly ChoosableVariant[], choice: Choice): ChoiceOption[] {
  return coloursOf(variants).map((colour) => ({
    value: colour,
    stock: sumStock(variants.filter((v) => v.colour === colour && (choice.size === null || v.size === choice.size))),
  }));
}

/** The variant the choice names, or null while a used dimension is still open (or the pair does not exist). */
export function chosenVariant<V extends ChoosableVariant>(variants: readonly V[], choice: Choice): V | null {
  const size = sizesOf(variants).length ? choice.size : "";
  const colour = coloursOf(variants).length ? choice.colour : "";
  if (size === null || colour === null) return null;
  return variants.find((v) => v.size === size && v.colour === colour) ?? null;
}

/** What is still to choose, for the hint under the disabled button: "Choose a size", "Choose a colour" or null. */
export function missingChoice(variants: readonly ChoosableVariant[], choice: Choice): string | null {
  if (sizesOf(variants).length && choice.size === null) return "Choose a size";
  if (coloursOf(variants).length && choice.colour === null) return "Choose a colour";
  return null;
}

const sumStock = (variants: readonly ChoosableVariant[]) => variants.reduce((n, v) => n + v.stock, 0);
