import { useEffect } from "react";

declare global {
  interface Window {
    /** The buttons tapped before the app took the page over, in order (graphql-api/src/early-taps.ts keeps them). */
    __earlyTaps?: Element[];
  }
}

/** How long a kept tap waits for its button to be the app's: past that, the page is not what was tapped. */
const WAIT_MS = 10_000;

// React hydrates a page's parts (its Suspense boundaries) after the root, in tasks of their own: a button is the app's
// once React has put its props on it.
const hydrated = (target: Element) => Object.keys(target).some((key) => key.startsWith("__reactProps$"));

/**
 * Taps the buttons a visitor tapped before the app had taken the page over, each once and in order, as soon as React
 * has taken that button over; one that left the page meanwhile is not tapped.
 */
export function replayEarlyTaps(): void {
  const taps = window.__earlyTaps ?? [];
  window.__earlyTaps = undefined;
  const until = performance.now() + WAIT_MS;
  const next = () => {
    for (let target = taps[0]; target; target = taps[0]) {
      const ready = target.isConnected && hydrated(target);
      if (!ready && target.isConnected && performance.now() < until) return void requestAnimationFrame(next);
      taps.shift();
      if (ready && target instanceof HTMLElement) target.click();
    }
  };
  next();
}

/** Rendered after the app: its effect runs once the app's root has hydrated. */
export function ReplayEarlyTaps() {
  useEffect(replayEarlyTaps, []);
  return null;
}
