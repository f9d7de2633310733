import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { ProfileQuery, ProfileTab, UpdateProfileMutation } from "./ProfileTab";

const me = { __typename: "User" as const, id: "u1", userName: "Jane", email: "jane@shop.test", phone: "5550001111" };
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

  it("says so when the server refuses, and keeps the edits", async () => {
    const user = userEvent.setup();
    const input = { userName: "Jane", email: "taken@shop.test", phone: "5550001111" };
    renderWithProviders(<ProfileTab />, {
      mocks: [profileMock, { request: { query: UpdateProfileMutation, variables: { input } }, error: new Error("Email already in use") }],
    });
    await startEditing(user);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "taken@shop.test");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Failed to update profile")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("taken@shop.test");
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });
});
