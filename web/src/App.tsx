import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { BrowserRouter, useRoutes } from "react-router";
import { SessionProvider } from "./session";
import { appRoutes } from "./routes";
import { RouteMeta } from "./seo/RouteMeta";
import { Notices } from "./components/common/Notices";
import { DemoPayments } from "./components/common/DemoPayments";

// Notices mount with the first one (components/common/Notices.tsx).

// The declarative router: the app uses no loaders or actions, and the data router (createBrowserRouter) would add
// about 16 kB of gzipped JavaScript to every page's first load.
function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The app, styled by `system` (main.tsx builds it: theme/system.ts createAppSystem). */
export default function App({ system }: { system: SystemContext }) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>
        <BrowserRouter>
          <RouteMeta />
          <AppRoutes />
        </BrowserRouter>
        <DemoPayments />
        <Notices />
      </SessionProvider>
    </ChakraProvider>
  );
}
