import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { renderWithProviders } from "../../test/render";
import { SessionProvider } from "../../session";
import { RegisterMutation } from "./documents";
import Login from "./Login";
import Register from "./Register";

/**
 * The shop's /graphql as the session sees it (plain fetch, before Apollo loads): nobody signed in, and `login`
 * answered by the test.
 */
function stubSessionServer(login: (variables: { email: string; password: string }) => unknown) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: { email: string; password: string } };
    expect(url).toBe("/graphql");
    const body = query.startsWith("mutation Login") ? login(variables) : { data: { me: null } };
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Login", () => {
  it("shows the server's message in an error toast when sign-in fails", async () => {
    stubSessionServer(() => ({ data: null, errors: [{ message: "Invalid email or password.", extensions: { code: "UNAUTHENTICATED" } }] }));
    renderWithProviders(
      <SessionProvider>
        <Login />
      </SessionProvider>,
      { route: "/auth/login", session: { user: null } },
    );
    expect(screen.getByRole("heading", { name: "Sign in to your account" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
    expect(screen.getByRole("link", { name: /forgot password/i })).toHaveAttribute("href", "/auth/forgot-password");

    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /email/i }), "jane@example.com");
    await user.type(screen.getByLabelText(/^password/i), "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Invalid email or password.")).toBeInTheDocument();
  });

  it("shows a general message when the server fails without words for the user", async () => {
    stubSessionServer(() => ({ data: null, errors: [{ message: "Internal: pool exhausted", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }));
    renderWithProviders(
      <SessionProvider>
        <Login />
      </SessionProvider>,
      { route: "/auth/login", session: { user: null } },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /email/i }), "jane@example.com");
    await user.type(screen.getByLabelText(/^password/i), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.queryByText(/pool exhausted/)).not.toBeInTheDocument();
  });

  it("sends an admin to the dashboard after signing in", async () => {
    const admin = { id: "a1", userName: "boss", email: "boss@example.com", phone: "", role: "admin" };
    const server = stubSessionServer(({ email, password }) =>
      email === "boss@example.com" && password === "secret-pass"
        ? { data: { login: { user: admin } } }
        : { data: null, errors: [{ message: "Invalid email or password.", extensions: { code: "UNAUTHENTICATED" } }] },
    );
    renderWithProviders(
      <SessionProvider>
        <Login />
      </SessionProvider>,
      { route: "/auth/login", session: { user: null }, routes: { "/admin/dashboard": <p>dashboard</p> } },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /email/i }), "boss@example.com");
    await user.type(screen.getByLabelText(/^password/i), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("dashboard")).toBeInTheDocument();
    expect(server).toHaveBeenCalledWith("/graphql", expect.objectContaining({ method: "POST", credentials: "include" }));
  });
});

describe("Login on a public storefront", () => {
  it("returns the shopper to the page they came from and says which guest-cart lines were cut", async () => {
    const jane = { id: "u1", userName: "jane", email: "jane@example.com", phone: "", role: "user" };
    const notice = "Only 2 of “Last Cap” are left: your cart has 2, not 3.";
    stubSessionServer(() => ({ data: { login: { user: jane, cartNotices: [notice] } } }));
    renderWithProviders(
      <SessionProvider>
        <Login />
      </SessionProvider>,
      { route: "/auth/login?returnTo=%2Fshop%2Fproduct%2Flast-cap", path: "/auth/login", session: { user: null }, routes: { "/shop/product/:slug": <p>product page</p> } },
    );
    // Register keeps the way back for the sign-in that follows it.
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register?returnTo=%2Fshop%2Fproduct%2Flast-cap");
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /email/i }), "jane@example.com");
    await user.type(screen.getByLabelText(/^password/i), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("product page")).toBeInTheDocument();
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByText("Your cart changed")).toBeInTheDocument();
  });

  it("never leaves the shop: a returnTo naming another site lands on the shop's home", async () => {
    const jane = { id: "u1", userName: "jane", email: "jane@example.com", phone: "", role: "user" };
    stubSessionServer(() => ({ data: { login: { user: jane, cartNotices: [] } } }));
    renderWithProviders(
      <SessionProvider>
        <Login />
      </SessionProvider>,
      { route: "/auth/login?returnTo=%2F%2Fevil.example%2Fshop", path: "/auth/login", session: { user: null }, routes: { "/shop/home": <p>shop home</p> } },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /email/i }), "jane@example.com");
    await user.type(screen.getByLabelText(/^password/i), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("shop home")).toBeInTheDocument();
  });
});

describe("Register", () => {
  const input = { userName: "jane", email: "jane@example.com", password: "secret-pass" };
  const fill = async () => {
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /user name/i }), input.userName);
    await user.type(screen.getByRole("textbox", { name: /email/i }), input.email);
    await user.type(screen.getByLabelText(/^password/i), input.password);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
  };

  it("toasts success and goes to the login page without signing in", async () => {
    const ok = {
      request: { query: RegisterMutation, variables: { input } },
      result: { data: { register: { __typename: "MessagePayload", success: true, message: "Registration successful" } } },
    };
    renderWithProviders(<Register />, { route: "/auth/register", mocks: [ok], session: { user: null }, routes: { "/auth/login": <p>login page</p> } });
    expect(screen.getByRole("heading", { name: "Create new account" })).toBeInTheDocument();
    await fill();
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(await screen.findByText("Success")).toBeInTheDocument();
    expect(screen.getByText("You Have Registered Successfully !")).toBeInTheDocument();
  });

  it("toasts 'Registration Failed' with the server's message", async () => {
    const taken = {
      request: { query: RegisterMutation, variables: { input } },
      result: { errors: [new GraphQLError("User already exists with the same email! Please try again", { extensions: { code: "CONFLICT" } })] },
    };
    renderWithProviders(<Register />, { route: "/auth/register", mocks: [taken], session: { user: null }, routes: { "/auth/login": <p>login page</p> } });
    await fill();
    expect(await screen.findByText("Registration Failed")).toBeInTheDocument();
    expect(screen.getByText("User already exists with the same email! Please try again")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("login page")).not.toBeInTheDocument());
  });
});
