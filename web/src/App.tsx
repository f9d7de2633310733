import { Suspense, lazy, useState } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { ApolloProvider } from "@apollo/client/react";
import { RouterProvider } from "react-router";
import { apolloClient } from "./apollo/client";
import { system } from "./theme/system";
import { SessionProvider } from "./session";
import { createAppRouter } from "./routes";
import { DemoPaymentsNotice } from "./components/common/DemoPaymentsNotice";

// Notices only appear after something happens; their view (Zag's toast machines) loads after the first render.
const Toaster = lazy(() => import("./components/common/ToastViewport").then((m) => ({ default: m.Toaster })));

export default function App() {
  const [router] = useState(createAppRouter);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        <SessionProvider>
          <RouterProvider router={router} />
          <DemoPaymentsNotice />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
