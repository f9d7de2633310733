import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import { createAppSystem } from "./theme/system";

// Start-up runs in three tasks instead of one: the modules, then Chakra's system, then the first render. Each takes a
// slow phone's main thread for a fraction of the time the three did together, so a tap in between is not kept waiting.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  const system = createAppSystem();
  await nextTask();
  // The first render as a transition: React splits it into short tasks, so a slow phone never sees the page frozen
  // while the shell, its theme and the first page render (a plain render is one long task).
  startTransition(() => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App system={system} />
      </StrictMode>,
    );
  });
}

void start();
