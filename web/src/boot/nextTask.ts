/** Resolves in a task of its own: what runs after it is a new task, so a tap waiting in between is answered first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
