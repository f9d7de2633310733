export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_MIN_LENGTH = 4;

/** The keyword to search for, or null when the trimmed text is 3 characters or shorter (spec section 4). */
export function searchableKeyword(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
}
