import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { renderWithProviders } from "../../test/render";
import { ConfirmEmailChangeMutation } from "./documents";
import ConfirmEmail from "./ConfirmEmail";

const TOKEN = "ab".repeat(32);
const route = { route: `/confirm-email/${TOKEN}`, path: "/confirm-email/:token" };

describe("confirm-email page", () => {
  it("changes nothing until the button is clicked, then confirms with the link's token and offers to sign in", async () => {
    let sent = 0;
    const ok = {
      request: { query: ConfirmEmailChangeMutation, variables: { token: TOKEN } },
      result: () => {
        sent++;
        return { data: { confirmEmailChange: { __typename: "MessagePayload", success: true, message: "Your email address has been changed. Use it to sign in from now on." } } };
      },
    };
    renderWithProviders(<ConfirmEmail />, { ...route, mocks: [ok], session: { user: null } });
    expect(screen.getByRole("heading", { name: "Confirm your new email" })).toBeInTheDocument();
    expect(sent).toBe(0);

    await userEvent.setup().click(screen.getByRole("button", { name: "Confirm email" }));
    expect(await screen.findByRole("heading", { name: "Email confirmed" })).toBeInTheDocument();
    expect(screen.getByText("Your email address has been changed. Use it to sign in from now on.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
    expect(sent).toBe(1);
  });

  it("shows the server's reason when the link is used or expired, and lets the user try again", async () => {
    const invalid = "This email confirmation link is invalid or has expired. Please change your email again from your profile.";
    const refused = { request: { query: ConfirmEmailChangeMutation, variables: { token: TOKEN } }, result: { errors: [new GraphQLError(invalid, { extensions: { code: "BAD_USER_INPUT" } })] } };
    renderWithProviders(<ConfirmEmail />, { ...route, mocks: [refused] });
    await userEvent.setup().click(screen.getByRole("button", { name: "Confirm email" }));
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Confirm your new email" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm email" })).toBeEnabled();
  });
});
