// The sign-in page as static HTML, rendered by the build (web/build/routeHints.ts) from the page's own components, so
// a visitor's phone paints the form with the HTML instead of after the app's code has loaded and run. The app's first
// render replaces it; e2e/login-shell.spec.ts holds the two together. Never bundled into the app.
import { renderToString } from "react-dom/server";
import { ChakraProvider } from "@chakra-ui/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { system } from "./theme/system";
import { SessionContext, type Session } from "./session/context";
import AuthLayout from "./pages/auth/AuthLayout";
import Login from "./pages/auth/Login";

export const LOGIN_PATH = "/auth/login";

// The page as a visitor sees it; nothing on it can act before the app replaces it (see `inert` below).
const visitor: Session = {
  isAuthenticated: false,
  isLoading: false,
  user: null,
  login: () => Promise.reject(new Error("the static sign-in page cannot sign in")),
  logout: () => Promise.resolve(),
};

// ChakraProvider's global styles: the page links them as the build's stylesheet (build/chakraGlobalCss.ts).
const GLOBAL_STYLES = /<style data-emotion="css-global [^"]*">.*?<\/style>/gs;

/**
 * The sign-in page's markup with each element's styles before it (emotion's server output; the app's emotion moves
 * them into the head when it starts, and does not insert them again). `inert`: the form cannot submit before the app
 * runs, and what a visitor typed into it would be lost when the app replaces it, so it takes no focus or click.
 */
export function loginShell(): string {
  const html = renderToString(
    <ChakraProvider value={system}>
      <SessionContext.Provider value={visitor}>
        <MemoryRouter initialEntries={[LOGIN_PATH]}>
          <Routes>
            <Route path="/auth" element={<AuthLayout />}>
              <Route path="login" element={<Login />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </ChakraProvider>,
  ).replace(GLOBAL_STYLES, "");
  return `<div data-shell inert>${html}</div>`;
}
