import type { ReactElement, ReactNode } from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { system } from "../theme/system";
import { createCache } from "../apollo/client";
import { Toaster } from "../components/common/ToastViewport";
import { SessionContext, type Session, type SessionUser } from "../session/context";

export const adminUser: SessionUser = { id: "u-admin", userName: "admin", email: "admin@example.com", phone: "", role: "admin" };
export const shopperUser: SessionUser = { id: "u-shopper", userName: "jane", email: "jane@example.com", phone: "", role: "user" };

export interface RenderWithProvidersOptions extends Omit<RenderOptions, "wrapper"> {
  /** Apollo mocks for MockedProvider. */
  mocks?: ReadonlyArray<MockLink.MockedResponse<any, any>>;
  /** Starting URL of the MemoryRouter. */
  route?: string;
  /** Route pattern the element is mounted at (so useParams works), e.g. "/reset-password/:id/:token". */
  path?: string;
  /** Extra routes next to the element, e.g. `{ "/auth/login": <p>login page</p> }` to assert redirects. */
  routes?: Record<string, ReactNode>;
  /** Session seen by useSession(); defaults to a signed-in shopper. Pass `null` user for a visitor. */
  session?: Partial<Session>;
  /** Apollo's cache, e.g. one holding what a page was served with; a new empty one by default. */
  cache?: ReturnType<typeof createCache>;
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  const user = overrides.user === undefined ? shopperUser : overrides.user;
  return {
    isAuthenticated: !!user,
    isLoading: false,
    user,
    publicStorefront: false,
    login: async () => user ?? shopperUser,
    signedIn: async () => {},
    logout: async () => {},
    ...overrides,
  };
}

/** Renders `ui` inside Chakra, a MemoryRouter, Apollo's MockedProvider and a fixed session, plus the Toaster. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { mocks = [], route = "/", path, routes = {}, session, cache = createCache(), ...rest } = options;
  const value = makeSession(session);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={cache}>
        <SessionContext.Provider value={value}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path ?? route.split("?")[0]} element={children} />
              {Object.entries(routes).map(([p, el]) => (
                <Route key={p} path={p} element={el} />
              ))}
            </Routes>
          </MemoryRouter>
          <Toaster />
        </SessionContext.Provider>
      </MockedProvider>
    </ChakraProvider>
  );
  return { session: value, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
