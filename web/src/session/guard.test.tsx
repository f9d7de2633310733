import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { system } from "../theme/system";
import { SessionContext } from "./context";
import { RouteGuard } from "./RouteGuard";
import { guardRedirect } from "./guard";
import { appRoutes } from "../routes";
import { adminUser, makeSession, shopperUser } from "../test/render";

const visitor = { isAuthenticated: false, user: null };
const shopper = { isAuthenticated: true, user: shopperUser };
const admin = { isAuthenticated: true, user: adminUser };

describe("guardRedirect (SPEC route guard rules)", () => {
  it("redirects / by state", () => {
    expect(guardRedirect("/", visitor)).toBe("/auth/login");
    expect(guardRedirect("/", admin)).toBe("/admin/dashboard");
    expect(guardRedirect("/", shopper)).toBe("/shop/home");
  });

  it("sends visitors to login except on the auth pages", () => {
    for (const p of ["/shop/home", "/shop/checkout", "/admin/dashboard", "/admin/orders"]) expect(guardRedirect(p, visitor)).toBe("/auth/login");
    for (const p of ["/auth/login", "/auth/register", "/auth/forgot-password", "/reset-password/abc/tok", "/confirm-email/ab12"]) expect(guardRedirect(p, visitor)).toBeNull();
  });

  it("sends signed-in users away from login and register by role", () => {
    expect(guardRedirect("/auth/login", admin)).toBe("/admin/dashboard");
    expect(guardRedirect("/auth/register", admin)).toBe("/admin/dashboard");
    expect(guardRedirect("/auth/login", shopper)).toBe("/shop/home");
    expect(guardRedirect("/auth/register", shopper)).toBe("/shop/home");
  });

  it("opens an emailed email-confirmation link for anyone, signed in or not", () => {
    for (const s of [visitor, shopper, admin]) expect(guardRedirect("/confirm-email/0a1b2c", s)).toBeNull();
  });

  it("lets a public storefront's visitor browse home, listing, search and product pages, and sends them to sign in and back from the rest", () => {
    const guest = { ...visitor, publicStorefront: true };
    expect(guardRedirect("/", guest)).toBe("/shop/home");
    for (const p of ["/shop/home", "/shop/listing", "/shop/search", "/shop/product/blue-tee"]) expect(guardRedirect(p, guest)).toBeNull();
    expect(guardRedirect("/shop/wishlist", guest)).toBe("/auth/login?returnTo=%2Fshop%2Fwishlist");
    expect(guardRedirect("/shop/checkout", guest, "?step=2")).toBe("/auth/login?returnTo=%2Fshop%2Fcheckout%3Fstep%3D2");
    expect(guardRedirect("/admin/dashboard", guest)).toBe("/auth/login");
    // Members mode (the default) keeps the spec's wall, product pages included.
    expect(guardRedirect("/shop/product/blue-tee", visitor)).toBe("/auth/login");
  });

  it("sends a shopper who just signed in back to the shop page they came from, never to another site", () => {
    expect(guardRedirect("/auth/login", shopper, "?returnTo=%2Fshop%2Fproduct%2Fblue-tee")).toBe("/shop/product/blue-tee");
    expect(guardRedirect("/auth/login", shopper, "?returnTo=%2F%2Fevil.example")).toBe("/shop/home");
    expect(guardRedirect("/auth/login", admin, "?returnTo=%2Fshop%2Fcheckout")).toBe("/admin/dashboard");
  });

  it("keeps non-admins out of admin paths and admins out of shop paths", () => {
    expect(guardRedirect("/admin/products", shopper)).toBe("/unauth-page");
    expect(guardRedirect("/shop/listing", admin)).toBe("/admin/dashboard");
    expect(guardRedirect("/admin/products", admin)).toBeNull();
    expect(guardRedirect("/shop/listing", shopper)).toBeNull();
  });
});

function renderGuarded(path: string, session: Parameters<typeof makeSession>[0]) {
  const page = (text: string) => <p>{text}</p>;
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuard />,
        children: [
          { path: "/", element: null },
          { path: "/auth/login", element: page("login page") },
          { path: "/auth/register", element: page("register page") },
          { path: "/admin/dashboard", element: page("admin dashboard") },
          { path: "/admin/products", element: page("admin products") },
          { path: "/shop/home", element: page("shop home") },
          { path: "/shop/listing", element: page("shop listing") },
        ],
      },
      { path: "/unauth-page", element: page("unauth page") },
    ],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={system}>
      <SessionContext.Provider value={makeSession(session)}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </ChakraProvider>,
  );
  return router;
}

describe("<RouteGuard>", () => {
  it("shows a skeleton, not the page, while the session loads", () => {
    renderGuarded("/shop/home", { isLoading: true, user: null, isAuthenticated: false });
    expect(screen.getByTestId("page-skeleton")).toBeInTheDocument();
    expect(screen.queryByText("shop home")).not.toBeInTheDocument();
    expect(screen.queryByText("login page")).not.toBeInTheDocument();
  });

  it.each([
    ["/", null, "login page"],
    ["/", adminUser, "admin dashboard"],
    ["/", shopperUser, "shop home"],
    ["/shop/listing", null, "login page"],
    ["/auth/login", adminUser, "admin dashboard"],
    ["/auth/register", shopperUser, "shop home"],
    ["/admin/products", shopperUser, "unauth page"],
    ["/shop/listing", adminUser, "admin dashboard"],
    ["/admin/products", adminUser, "admin products"],
    ["/auth/register", null, "register page"],
  ])("%s as %o shows %s", async (path, user, expected) => {
    renderGuarded(path, { user });
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });
});

describe("app routes", () => {
  const renderApp = (path: string) => {
    const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
    render(
      <ChakraProvider value={system}>
        <SessionContext.Provider value={makeSession({ user: null })}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ChakraProvider>,
    );
  };

  it("shows the not-found page for unknown paths, with a way home", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByText(/page doesn't exists/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
  });

  it("shows the no-access page", async () => {
    renderApp("/unauth-page");
    expect(await screen.findByText("You don't have access to view this page")).toBeInTheDocument();
  });
});
