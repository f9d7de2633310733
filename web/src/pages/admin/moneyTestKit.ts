import type { UserEvent } from "@testing-library/user-event";

/** Replaces a box's text as one paste (typing key by key is slow on a busy machine and tests nothing more here). */
export async function fill(user: UserEvent, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}
