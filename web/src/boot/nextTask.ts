/** Resolves in a task of its own: what runs after it is a new task, so a tap waiting in between is answered first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let lastStart: Promise<void> = Promise.resolve();

/**
 * Starts `load` (a chunk's import) in a task of its own, after the one started before it. Each import adds a preload
 * link to the head for each of its chunks not asked for yet (0.3-0.8 ms of the main thread each, a dozen or more for
 * a menu, the toasts or the home page's products; a few a task: web/build/preloadsInTurn.ts): started amid the page's
 * hydration or its effects, they made some of its longest tasks on a slow phone.
 */
export function startInTurn<T>(load: () => Promise<T>): Promise<T> {
  let loading!: Promise<T>;
  const started = lastStart.then(nextTask).then(() => {
    loading = load();
  });
  lastStart = started.catch(() => undefined);
  return started.then(() => loading);
}
