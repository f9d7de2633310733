import { Suspense, lazy, useEffect, useState } from "react";
import { toaster } from "./toaster";

const load = () => import("./ToastViewport");
const Toaster = lazy(() => load().then((m) => ({ default: m.Toaster })));

/**
 * The notices' view, mounted with the first notice. Mounting it starts Zag's toast machines, whose first update
 * flushes all of React's pending work at once (flushSync): done while a page loads, that is one long task for
 * nothing. Its code still loads right after the first render, so the first notice shows at once; notices created
 * before it mounts wait in the `toaster` store and show when it does.
 */
export function Notices() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    void load();
    if (needed) return;
    // A notice created between this render and the subscription.
    if (toaster.getCount() > 0) return setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
