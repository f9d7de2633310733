// Boot stage 4 (main.tsx): the router.
export { BrowserRouter } from "react-router";
