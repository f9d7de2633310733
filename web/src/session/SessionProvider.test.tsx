import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SessionProvider } from "./SessionProvider";
import { AppStartContext } from "../ssr/pageState";
import { useSession } from "./context";
import { WithApollo } from "../apollo/WithApollo";
import { browserApolloClient } from "../apollo/client";
import { MeQuery } from "./documents";

const apolloClient = browserApolloClient();
const jane = { id: "u1", userName: "jane", email: "jane@example.com", phone: "", role: "user" as const };

/** /graphql as the session's plain fetches see it: `me` answers `signedIn`, logout succeeds. */
function stubServer(signedIn: typeof jane | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      const data = query.startsWith("mutation Logout") ? { logout: { success: true } } : { me: signedIn };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
}

function Who() {
  const { isLoading, user, logout } = useSession();
  if (isLoading) return <p>checking</p>;
  return (
    <>
      <p>{user ? `signed in as ${user.userName}` : "signed out"}</p>
      {/* A failed sign-out is the caller's to report; these tests look at the session it leaves. */}
      <button onClick={() => void logout().catch(() => {})}>Log out</button>
    </>
  );
}


afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await apolloClient.clearStore();
});

describe("SessionProvider", () => {
  it("is loading until the server says nobody is signed in", async () => {
    stubServer(null);
    render(<SessionProvider><Who /></SessionProvider>);
    expect(screen.getByText("checking")).toBeInTheDocument();
    expect(await screen.findByText("signed out")).toBeInTheDocument();
  });

  it("holds the signed-in user, and forgets them on logout", async () => {
    stubServer(jane);
    render(<SessionProvider><Who /></SessionProvider>);
    expect(await screen.findByText("signed in as jane")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByText("signed out")).toBeInTheDocument();
  });

  it("forgets the user on logout even when Apollo's cache cannot be emptied", async () => {
    stubServer(jane);
    vi.spyOn(apolloClient, "clearStore").mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"));
    render(<SessionProvider><Who /></SessionProvider>);
    expect(await screen.findByText("signed in as jane")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByText("signed out")).toBeInTheDocument();
    expect(apolloClient.clearStore).toHaveBeenCalledTimes(1);
  });

  it("follows a change of the user that a page made through Apollo (a new user name)", async () => {
    stubServer(jane);
    render(
      <SessionProvider>
        <WithApollo>
          <Who />
        </WithApollo>
      </SessionProvider>,
    );
    expect(await screen.findByText("signed in as jane")).toBeInTheDocument();
    // A page can only change the user once Apollo holds it: the session's user is written there just after it renders.
    await waitFor(() => expect(apolloClient.cache.readQuery({ query: MeQuery })?.me?.id).toBe("u1"));
    // What the profile mutation's answer does to the cache: the normalised User gets its new name.
    act(() => {
      apolloClient.cache.modify({ id: apolloClient.cache.identify({ __typename: "User", id: "u1" }), fields: { userName: () => "jane.doe" } });
    });
    expect(await screen.findByText("signed in as jane.doe")).toBeInTheDocument();
  });

  it("starts with the user the page was rendered for, without asking the server", () => {
    stubServer(null);
    render(
      <AppStartContext.Provider value={{ user: jane }}>
        <SessionProvider><Who /></SessionProvider>
      </AppStartContext.Provider>,
    );
    expect(screen.getByText("signed in as jane")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("starts signed out when the page was rendered for nobody", () => {
    stubServer(jane);
    render(
      <AppStartContext.Provider value={{ user: null }}>
        <SessionProvider><Who /></SessionProvider>
      </AppStartContext.Provider>,
    );
    expect(screen.getByText("signed out")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
