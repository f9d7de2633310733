import { Suspense, lazy, useEffect, useState } from "react";
import { startInTurn } from "../../boot/nextTask";

const load = () => import("./ToastViewport");
const Toaster = lazy(() => load().then((m) => ({ default: m.Toaster })));

/**
 * The notices' view, mounted with the first notice. Mounting it starts Zag's toast machines, whose first update
 * flushes all of React's pending work at once (flushSync): done while a page loads, that is one long task for
 * nothing. Its code (with the `toaster` store, kept out of the entry chunk) loads right after the first render, so
 * the first notice shows at once; notices created before it mounts wait in the store and show when it does. It
 * starts in a task of its own (startInTurn), apart from the page's other effects.
 */
export function Notices() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    void startInTurn(load).then(({ toaster }) => {
      if (!live) return;
      // Notices created by the pages (whose chunks import the same store) before this subscription.
      if (toaster.getCount() > 0) setNeeded(true);
      else unsubscribe = toaster.subscribe(() => setNeeded(true));
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
