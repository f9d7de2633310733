import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import App from "./App";
import { createAppSystem } from "./theme/system";
import { readPageState } from "./ssr/pageState";
import { preloadModules } from "./ssr/lazyModule";
import { giveApolloStart } from "./apollo/apolloStart";

// Start-up runs in tasks of its own: the modules, then Chakra's system, then the first render. Each takes a slow
// phone's main thread for a fraction of the time they did together, so a tap in between is not kept waiting.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const { apollo, modules = [], rendered, ...served } = readPageState();
  giveApolloStart(apollo);
  // The page's code first (the server named its chunks in the head, so they are on their way): React then hydrates
  // the server's HTML in one go, keeping every node, instead of leaving parts of it for later.
  await preloadModules(modules);
  const system = createAppSystem();
  await nextTask();
  const root = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <App system={system} router={BrowserRouter} start={served} />
    </StrictMode>
  );
  if (rendered) {
    hydrateRoot(root, app, {
      // A page that does not hydrate as the server rendered it is a bug: said loudly (the browser tests fail on it).
      onRecoverableError: (error) => console.error("Hydration error:", error),
    });
  } else {
    // A page the browser renders (the back office; a page the server could not render in time): as a transition, which
    // React splits into short tasks, so a slow phone never sees the page frozen while it renders.
    startTransition(() => createRoot(root).render(app));
  }
}

void start();
