import { Suspense } from "react";
import { useAppStart } from "../../ssr/pageState";
import { lazyModule } from "../../ssr/lazyModule";
// Rendered by the server with the page when payments are a demo (its chunk then loads before the page hydrates): a
// shop taking real payments never loads it.
const DemoPaymentsNote = lazyModule(() => import("./DemoPaymentsNote"), (m) => m.DemoPaymentsNote);
// Asks the API through Apollo Client: only on a page served without the shop's facts (the Vite dev server).
const AskingNote = lazyModule(() => import("./DemoPaymentsNotice"), (m) => m.DemoPaymentsNoticeWithApollo);

/**
 * The demo-payments note on every page of a shop whose payments are a demo: rendered with the page when it was served
 * with the shop's facts, else once the API has said so.
 */
export function DemoPayments() {
  const { demoPayments } = useAppStart();
  if (demoPayments === false) return null;
  return <Suspense fallback={null}>{demoPayments ? <DemoPaymentsNote /> : <AskingNote />}</Suspense>;
}
