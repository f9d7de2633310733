import { Suspense, lazy } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { BrowserRouter, useRoutes } from "react-router";
import { system } from "./theme/system";
import { SessionProvider } from "./session";
import { appRoutes } from "./routes";
import { RouteMeta } from "./seo/RouteMeta";
import { Notices } from "./components/common/Notices";

// The demo-payments note loads after the first render (fixed in a corner: nothing moves when it appears), with
// Apollo Client. Notices mount with the first one (components/common/Notices.tsx).
const DemoPaymentsNotice = lazy(() => import("./components/common/DemoPaymentsNotice").then((m) => ({ default: m.DemoPaymentsNoticeWithApollo })));

// The declarative router: the app uses no loaders or actions, and the data router (createBrowserRouter) would add
// about 16 kB of gzipped JavaScript to every page's first load.
function AppRoutes() {
  return useRoutes(appRoutes);
}

export default function App() {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>
        <BrowserRouter>
          <RouteMeta />
          <AppRoutes />
        </BrowserRouter>
        <Suspense fallback={null}>
          <DemoPaymentsNotice />
        </Suspense>
        <Notices />
      </SessionProvider>
    </ChakraProvider>
  );
}
