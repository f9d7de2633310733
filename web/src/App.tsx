import { Suspense, lazy } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { ApolloProvider } from "@apollo/client/react";
import { BrowserRouter, useRoutes } from "react-router";
import { apolloClient } from "./apollo/client";
import { system } from "./theme/system";
import { SessionProvider } from "./session";
import { appRoutes } from "./routes";
import { DemoPaymentsNotice } from "./components/common/DemoPaymentsNotice";
import { RouteMeta } from "./seo/RouteMeta";

// Notices only appear after something happens; their view (Zag's toast machines) loads after the first render.
const Toaster = lazy(() => import("./components/common/ToastViewport").then((m) => ({ default: m.Toaster })));

// The declarative router: the app uses no loaders or actions, and the data router (createBrowserRouter) would add
// about 16 kB of gzipped JavaScript to every page's first load.
function AppRoutes() {
  return useRoutes(appRoutes);
}

export default function App() {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        <SessionProvider>
          <BrowserRouter>
            <RouteMeta />
            <AppRoutes />
          </BrowserRouter>
          <DemoPaymentsNotice />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
