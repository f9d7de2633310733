// Boot stage 3 (main.tsx): the router.
export { BrowserRouter } from "react-router";
