// The gallery being edited, before it is saved.
export interface DraftPicture {
  url: string;
  alt: string;
  colour: string;
}

/** The list with the item at `from` moved to `to` (the others keep their order); out-of-range moves change nothing. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
