// The app's start, the last of main.tsx's boot stages: it runs in tasks of its own (the page's modules, then Chakra's
// system in three, then the first render). Each takes a slow phone's main thread for a fraction of the time they did
// together, so a tap in between is not kept waiting.
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { CacheProvider } from "@emotion/react";
import App from "./App";
import { createAppSystemInTasks } from "./theme/system";
import { createStyleCache } from "./theme/styleCache";
import { readPageState } from "./ssr/pageState";
import { preloadModules } from "./ssr/lazyModule";
import { giveApolloStart } from "./apollo/apolloStart";
import { ReplayEarlyTaps } from "./ssr/earlyTaps";
import { startFromServedPage } from "./apollo/servedAnswers";
import { nextTask } from "./boot/nextTask";

export async function start() {
  const { apollo, modules = [], rendered, ...served } = readPageState();
  giveApolloStart(apollo);
  startFromServedPage(rendered === true && apollo !== undefined);
  // The page's code first (the server named its chunks in the head, so they are on their way): React then hydrates all
  // of the server's HTML, keeping every node, instead of leaving parts of it inert for later.
  await preloadModules(modules);
  await nextTask();
  const system = await createAppSystemInTasks(nextTask);
  await nextTask();
  const root = document.getElementById("root")!;
  // The styles the server wrote are this cache's (their class names match): it adopts them, and writes new ones as
  // the server did.
  const app = (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <App system={system} router={BrowserRouter} start={served} />
      </CacheProvider>
      <ReplayEarlyTaps />
    </StrictMode>
  );
  // As a transition, which React splits into short tasks: a slow phone answers a tap while the page hydrates (or, a
  // page the browser renders itself, the back office, renders), where one long task would hold it.
  startTransition(() => {
    if (!rendered) return createRoot(root).render(app);
    // A page that does not hydrate as the server rendered it is a bug: said loudly (the browser tests fail on it).
    hydrateRoot(root, app, { onRecoverableError: (error) => console.error("Hydration error:", error) });
  });
}

