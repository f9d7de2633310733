import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { UserMenuButton } from "./headerTriggers";

describe("the header's user menu button", () => {
  it("is named for what it opens and shows the user's initials, as Chakra's Avatar did", () => {
    renderWithProviders(<UserMenuButton userName="Jane van Doe" />);
    const button = screen.getByRole("button", { name: "User menu" });
    expect(button).toHaveTextContent("JD");
  });

  it("shows one letter for a one-word name, and a question mark while nobody is known", () => {
    const { unmount } = renderWithProviders(<UserMenuButton userName="  jane " />);
    expect(screen.getByRole("button", { name: "User menu" })).toHaveTextContent(/^User menuj$/);
    unmount();
    renderWithProviders(<UserMenuButton userName={undefined} />);
    expect(screen.getByRole("button", { name: "User menu" })).toHaveTextContent(/^User menu\?$/);
  });
});
