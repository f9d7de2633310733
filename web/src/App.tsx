import type { ComponentType, ReactNode } from "react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { useRoutes } from "react-router";
import { SessionProvider } from "./session";
import { appRoutes } from "./routes";
import { RouteMeta } from "./seo/RouteMeta";
import { useRoutedLocation } from "./components/shop/productOverlay";
import { Notices } from "./components/common/Notices";
import { DemoPayments } from "./components/common/DemoPayments";
import { AppStartContext, type AppStart } from "./ssr/pageState";
import { ServedPageEnds } from "./apollo/servedAnswers";

// Notices mount with the first one (components/common/Notices.tsx).

// The declarative router: the app uses no loaders or actions, and the data router (createBrowserRouter) would add
// about 16 kB of gzipped JavaScript to every page's first load.
// While a product opened from a card shows in its dialog, the routes render the page it was opened from (productOverlay.tsx).
function AppRoutes() {
  const { location, wrap } = useRoutedLocation();
  return wrap(useRoutes(appRoutes, location));
}

export interface AppProps {
  /** Chakra's system (theme/system.ts createAppSystem). */
  system: SystemContext;
  /** The router: the browser's, or the server's for the URL it renders. */
  router: ComponentType<{ children: ReactNode }>;
  /** What the page was served with (the server renders with the same). */
  start?: AppStart;
}

/** The app, the same in the server's render and in the browser (start.tsx, entry-server.tsx). */
export default function App({ system, router: Router, start = {} }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <AppStartContext.Provider value={start}>
        <SessionProvider>
          <Router>
            <RouteMeta />
            <ServedPageEnds />
            <AppRoutes />
          </Router>
          <DemoPayments />
          <Notices />
        </SessionProvider>
      </AppStartContext.Provider>
    </ChakraProvider>
  );
}
