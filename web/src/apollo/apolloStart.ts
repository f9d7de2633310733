import type { NormalizedCacheObject } from "@apollo/client";

// The Apollo cache a page was served with, handed from the page's start (start.tsx) to the app's client, which is
// created only when a page first needs it (apollo/client.ts). Small on purpose: the entry chunk holds it.
let start: NormalizedCacheObject | undefined;

export function giveApolloStart(cache: NormalizedCacheObject | undefined) {
  start = cache;
}

/** The served cache, once: a client made later (after a sign-out) starts empty. */
export function takeApolloStart(): NormalizedCacheObject | undefined {
  const taken = start;
  start = undefined;
  return taken;
}
