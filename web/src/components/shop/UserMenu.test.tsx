import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useNavigate } from "react-router";
import { renderWithProviders } from "../../test/render";
import { UserMenu } from "./UserMenu";

/** The login page, with a Back button as the browser's. */
function LoginPage() {
  const navigate = useNavigate();
  return (
    <>
      <p>login page</p>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function renderMenu() {
  const logout = vi.fn(async () => {});
  renderWithProviders(<UserMenu />, { route: "/shop/home", routes: { "/auth/login": <LoginPage /> }, session: { logout } });
  return logout;
}

describe("the header's user menu", () => {
  it("logs out and goes to the login page when Logout is clicked", async () => {
    const logout = renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "User menu" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("leaves no way Back to the page signed out of: the login page takes its place in the history", async () => {
    renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "User menu" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Logout" }));
    await userEvent.click(await screen.findByRole("button", { name: "Back" }));
    expect(screen.getByText("login page")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "User menu" })).not.toBeInTheDocument();
  });

  it("hangs from the sticky header fixed to the screen, so scrolling the page does not move its items", async () => {
    renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "User menu" }));
    const menu = await screen.findByRole("menu");
    expect(menu.parentElement).toHaveStyle({ position: "fixed" });
  });

  it("logs out on a click that no pointer came before, as a screen reader sends it", async () => {
    const logout = renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "User menu" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("logs out from the keyboard: arrow down to Logout, then Enter", async () => {
    const logout = renderMenu();
    screen.getByRole("button", { name: "User menu" }).focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menuitem", { name: "Logout" });
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("login page")).toBeInTheDocument();
  });
});
