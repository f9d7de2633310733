import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";

// The first render as a transition: React splits it into short tasks, so a slow phone never sees the page frozen
// while the shell, its theme and the first page render (a plain render is one long task).
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
