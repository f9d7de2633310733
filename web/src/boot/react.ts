// Boot stage 1 (main.tsx): React and React DOM.
export { createRoot, hydrateRoot } from "react-dom/client";
