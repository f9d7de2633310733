import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../test/render";
import { AddressManager } from "./AddressManager";
import { AddAddressMutation, AddressesQuery } from "./documents";

const address = (n: number) => ({
  __typename: "Address" as const,
  id: `a${n}`,
  address: `${n} Main St`,
  city: "Springfield",
  pincode: "12345",
  phone: "5551234567",
  notes: "Ring twice",
});

const addressesMock = (count: number) => ({
  request: { query: AddressesQuery },
  result: { data: { addresses: Array.from({ length: count }, (_, i) => address(i + 1)) } },
});

const input = { address: "9 Elm St", city: "Shelbyville", pincode: "54321", phone: "5559876543", notes: "Back door" };

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof input> = input) {
  for (const [label, value] of Object.entries({ Address: values.address, City: values.city, Pincode: values.pincode, Phone: values.phone, Notes: values.notes })) {
    if (value !== undefined) await user.type(screen.getByLabelText(label), value);
  }
}

describe("address manager", () => {
  it("keeps the submit disabled until every field is non-blank after trimming", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressManager />, { mocks: [addressesMock(0)] });
    const submit = screen.getByRole("button", { name: "Add" });
    expect(submit).toBeDisabled();
    await fillForm(user, { ...input, notes: "   " });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Notes"), "x");
    expect(submit).toBeEnabled();
  });

  it("refuses a fourth address", async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => ({ data: { addAddress: { ...address(4), ...input } } }));
    renderWithProviders(<AddressManager />, {
      mocks: [addressesMock(3), { request: { query: AddAddressMutation, variables: { input } }, result }],
    });
    expect(await screen.findAllByTestId("address-card")).toHaveLength(3);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("You can add max 3 addresses")).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
    expect(screen.getAllByTestId("address-card")).toHaveLength(3);
  });

  it("adds an address into the cached list and returns to an empty add form", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressManager />, {
      mocks: [addressesMock(1), { request: { query: AddAddressMutation, variables: { input } }, result: { data: { addAddress: { ...address(2), ...input } } } }],
    });
    expect(await screen.findAllByTestId("address-card")).toHaveLength(1);
    await fillForm(user, { ...input, address: `  ${input.address} ` });
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Address added successfully")).toBeInTheDocument();
    expect(await screen.findAllByTestId("address-card")).toHaveLength(2);
    expect(screen.getByText("Address: 9 Elm St")).toBeInTheDocument();
    expect(screen.getByLabelText("Address")).toHaveValue("");
  });

  it("switches to edit mode for a chosen address", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressManager />, { mocks: [addressesMock(1)] });
    const card = (await screen.findAllByTestId("address-card"))[0];
    await user.click(within(card).getByRole("button", { name: "Edit address 1 Main St" }));
    expect(screen.getByRole("heading", { name: "Edit Address" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled();
    expect(screen.getByLabelText("City")).toHaveValue("Springfield");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "Add New Address" })).toBeInTheDocument();
  });
});
