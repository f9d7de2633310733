import { Suspense, lazy, useState } from "react";
import { servedState } from "../../servedState";

// Both load after the first render; the note is fixed in a corner, so nothing moves when it appears.
const Note = lazy(() => import("./DemoPaymentsNote").then((m) => ({ default: m.DemoPaymentsNote })));
const AskingNote = lazy(() => import("./DemoPaymentsNotice").then((m) => ({ default: m.DemoPaymentsNoticeWithApollo })));

/**
 * The demo-payments note on every page: from the facts the page was served with, or, on a page served without them
 * (the Vite dev server), asked of the API through Apollo Client.
 */
export function DemoPayments() {
  const [served] = useState(() => servedState().shop);
  if (served && !served.demoPayments) return null;
  return <Suspense fallback={null}>{served ? <Note /> : <AskingNote />}</Suspense>;
}
