import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { renderWithProviders } from "../../test/render";
import { ProfileQuery, ProfileTab, UpdateProfileMutation } from "./ProfileTab";

const me = { __typename: "User" as const, id: "u1", userName: "Jane", email: "jane@shop.test", phone: "5550001111", pendingEmail: null };
const profileMock = { request: { query: ProfileQuery }, result: { data: { me } } };
const saved = { userName: "Jane Doe", email: "jane@shop.test", phone: "5551234567" };

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
}

describe("profile tab", () => {
  it("is read-only until Edit Profile, keeps the phone to 10 digits, and saves what was typed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileTab />, {
      mocks: [
        profileMock,
        { request: { query: UpdateProfileMutation, variables: { input: saved } }, result: { data: { updateProfile: { ...me, ...saved } } } },
      ],
    });
    const phone = await screen.findByLabelText("Phone");
    expect(phone).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();

    await startEditing(user);
    await user.clear(phone);
    await user.type(phone, "(555) 123-4567 ext 89");
    expect(phone).toHaveValue("5551234567");
    await user.type(screen.getByLabelText("Name"), " Doe  ");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Jane Doe");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("readonly");
  });

  it("Cancel puts back the saved values", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileTab />, { mocks: [profileMock] });
    await startEditing(user);
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Someone Else");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.getByLabelText("Name")).toHaveValue("Jane");
    expect(screen.getByLabelText("Name")).toHaveAttribute("readonly");
  });

  it("says so when the server refuses, with its reason, and keeps the edits", async () => {
    const user = userEvent.setup();
    const input = { userName: "Jane", email: "new@shop.test", phone: "5550001111", currentPassword: "not-it" };
    renderWithProviders(<ProfileTab />, {
      mocks: [profileMock, { request: { query: UpdateProfileMutation, variables: { input } }, result: { errors: [new GraphQLError("Your current password is incorrect.", { extensions: { code: "BAD_USER_INPUT" } })] } }],
    });
    await startEditing(user);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "new@shop.test");
    await user.type(screen.getByLabelText(/Current password/), "not-it");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Your current password is incorrect.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("new@shop.test");
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("asks for the current password only when the email changes, then says to check the new inbox", async () => {
    const user = userEvent.setup();
    const input = { userName: "Jane", email: "Jane.New@shop.test", phone: "5550001111", currentPassword: "my-secret-1" };
    renderWithProviders(<ProfileTab />, {
      mocks: [
        profileMock,
        { request: { query: UpdateProfileMutation, variables: { input } }, result: { data: { updateProfile: { ...me, pendingEmail: "jane.new@shop.test" } } } },
      ],
    });
    await startEditing(user);
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "JANE@shop.test"); // the same address in other letters: no password needed
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, "Jane.New@shop.test");
    const password = screen.getByLabelText(/Current password/);
    expect(password).toHaveAttribute("type", "password");
    await user.type(password, "my-secret-1");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    expect(await screen.findByText("Check your inbox at jane.new@shop.test")).toBeInTheDocument();
    expect(screen.getByText(/Until then, sign in with jane@shop.test/)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("jane@shop.test"); // unchanged until the link is opened
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
  });
});
