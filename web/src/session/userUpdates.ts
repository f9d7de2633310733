import type { SessionUser } from "./context";

// The session is fetched without Apollo; when a page changes the user through Apollo (its cache updates the
// normalised User), apollo/WithApollo.tsx reports the new user here and the session follows.
const listeners = new Set<(user: SessionUser) => void>();

export function publishUserUpdate(user: SessionUser) {
  for (const listener of listeners) listener(user);
}

/** Returns the unsubscribe function. */
export function onUserUpdated(listener: (user: SessionUser) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
