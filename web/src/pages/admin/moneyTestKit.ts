import { act } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * Replaces a box's text as one paste: typing key by key re-renders the whole form per key, slow on a busy machine,
 * and tests nothing more here. An empty box is not cleared first (one re-render less).
 */
export async function fill(user: UserEvent, box: HTMLElement, text: string) {
  if ((box as HTMLInputElement).value) await user.clear(box);
  act(() => box.focus());
  await user.paste(text);
}
