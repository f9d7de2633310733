import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { renderWithProviders } from "../../test/render";
import { ForgotPasswordMutation, ResetPasswordMutation } from "./documents";
import ForgotPassword from "./ForgotPassword";
import ResetPassword from "./ResetPassword";

const resetRoute = { route: "/reset-password/u1/tok123", path: "/reset-password/:id/:token", session: { user: null }, routes: { "/auth/login": <p>login page</p> } };
const resetVars = { userId: "u1", token: "tok123", password: "new-secret-1" };

describe("ResetPassword", () => {
  it("toggles visibility, then toasts the server's message and goes to login", async () => {
    const ok = { request: { query: ResetPasswordMutation, variables: resetVars }, result: { data: { resetPassword: { __typename: "MessagePayload", success: true, message: "Password updated successfully" } } } };
    renderWithProviders(<ResetPassword />, { ...resetRoute, mocks: [ok] });
    const user = userEvent.setup();
    const input = screen.getByLabelText(/new password/i);
    expect(input).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    await user.type(input, resetVars.password);
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(await screen.findByText("Password updated successfully")).toBeInTheDocument();
  });

  it("shows the server's reason when the link is bad", async () => {
    const bad = { request: { query: ResetPasswordMutation, variables: resetVars }, result: { errors: [new GraphQLError("This reset link is invalid or has expired.", { extensions: { code: "BAD_USER_INPUT" } })] } };
    renderWithProviders(<ResetPassword />, { ...resetRoute, mocks: [bad] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/new password/i), resetVars.password);
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("This reset link is invalid or has expired.")).toBeInTheDocument();
    expect(screen.queryByText("login page")).not.toBeInTheDocument();
  });
});

describe("ForgotPassword", () => {
  it("confirms the email was sent", async () => {
    const ok = { request: { query: ForgotPasswordMutation, variables: { email: "jane@example.com" } }, result: { data: { forgotPassword: { __typename: "MessagePayload", success: true, message: "ok" } } } };
    renderWithProviders(<ForgotPassword />, { route: "/auth/forgot-password", mocks: [ok], session: { user: null } });
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /email/i }), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Reset email sent. Check your inbox.")).toBeInTheDocument();
  });

  const failWith = async (error: GraphQLError) => {
    const fail = { request: { query: ForgotPasswordMutation, variables: { email: "jane@example.com" } }, result: { errors: [error] } };
    renderWithProviders(<ForgotPassword />, { route: "/auth/forgot-password", mocks: [fail], session: { user: null } });
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /email/i }), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
  };

  it("tells the shopper the server's reason when it gave one", async () => {
    await failWith(new GraphQLError("Too many reset requests. Try again in 15 minutes.", { extensions: { code: "TOO_MANY_REQUESTS" } }));
    expect(await screen.findByText("Too many reset requests. Try again in 15 minutes.")).toBeInTheDocument();
  });

  it("says sending failed when the server had a fault", async () => {
    await failWith(new GraphQLError("Something went wrong on our side. Please try again.", { extensions: { code: "INTERNAL_SERVER_ERROR" } }));
    expect(await screen.findByText("Failed to send reset email.")).toBeInTheDocument();
  });
});
