import { Suspense, lazy, useState } from "react";
import { DEMO_NOTE_ID, servedState } from "../../servedState";

// Both load after the first render; the note is fixed in a corner, so nothing moves when it appears.
const Note = lazy(() => import("./DemoPaymentsNote").then((m) => ({ default: m.DemoPaymentsNote })));
const AskingNote = lazy(() => import("./DemoPaymentsNotice").then((m) => ({ default: m.DemoPaymentsNoticeWithApollo })));

/**
 * The demo-payments note on every page. A page the shop served says whether payments are a demo and, when they are,
 * comes with the note drawn, which stays while the app shows page after page; on a page served without either (the
 * Vite dev server) the app asks the API through Apollo Client.
 */
export function DemoPayments() {
  const [served] = useState(() => servedState().shop);
  const [drawn] = useState(() => document.getElementById(DEMO_NOTE_ID) !== null);
  if (drawn || (served && !served.demoPayments)) return null;
  return <Suspense fallback={null}>{served ? <Note /> : <AskingNote />}</Suspense>;
}
