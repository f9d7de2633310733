import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import ApiKeys, { SECRET_NOTICE } from "./ApiKeys";
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from "./apiKeyDocuments";

const key = (over: object = {}) => ({
  __typename: "ApiKey",
  id: "k1",
  name: "PriceFinder",
  prefix: "shk_0123456789ab",
  scopes: ["catalogue:read"],
  rateLimitPerMinute: 600,
  requestCount: 1234,
  lastUsedAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  createdByEmail: "admin@example.com",
  revokedAt: null,
  ...over,
});
const list = (keys: object[]) => ({
  request: { query: ApiKeysQuery },
  result: { data: { apiKeyScopes: ["catalogue:read", "orders:read"], apiKeys: keys } },
});
const SECRET = "shk_fedcba987654_" + "s".repeat(43);

describe("admin API Keys page", () => {
  it("creates a key with the chosen scopes and shows its secret once", async () => {
    const mocks = [
      list([key()]),
      {
        request: { query: CreateApiKeyMutation, variables: { input: { name: "Feeds Inc", scopes: ["catalogue:read", "orders:read"], rateLimitPerMinute: 120 } } },
        result: { data: { createApiKey: { __typename: "CreatedApiKey", secret: SECRET, apiKey: { __typename: "ApiKey", id: "k2", name: "Feeds Inc", prefix: "shk_fedcba987654" } } } },
      },
      list([key({ id: "k2", name: "Feeds Inc", prefix: "shk_fedcba987654" }), key()]),
    ];
    renderWithProviders(<ApiKeys />, { mocks, session: { user: adminUser } });
    const row = await screen.findByRole("row", { name: /PriceFinder/ });
    expect(within(row).getByText("1,234")).toBeInTheDocument();
    expect(within(row).getByText("Never")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Feeds Inc");
    await user.click(screen.getByRole("checkbox", { name: "orders:read" }));
    const limit = screen.getByLabelText("Requests per minute");
    await user.clear(limit);
    await user.type(limit, "120");
    await user.click(screen.getByRole("button", { name: "Create key" }));

    expect(await screen.findByLabelText("New API key")).toHaveTextContent(SECRET);
    expect(screen.getByText(SECRET_NOTICE)).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /Feeds Inc/ })).toBeInTheDocument();
  });

  it("shows the server's reason when a key cannot be created", async () => {
    const mocks = [
      list([]),
      {
        request: { query: CreateApiKeyMutation, variables: { input: { name: "", scopes: ["catalogue:read"], rateLimitPerMinute: 600 } } },
        result: { errors: [{ message: "Please give the key a name (who or what uses it).", extensions: { code: "BAD_USER_INPUT" } }] },
      },
    ];
    renderWithProviders(<ApiKeys />, { mocks, session: { user: adminUser } });
    expect(await screen.findByText("No API keys yet.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("Please give the key a name (who or what uses it).")).toBeInTheDocument();
    expect(screen.queryByLabelText("New API key")).not.toBeInTheDocument();
  });

  it("revokes a key after confirmation and marks it Revoked", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const mocks = [
      list([key()]),
      { request: { query: RevokeApiKeyMutation, variables: { id: "k1" } }, result: { data: { revokeApiKey: { __typename: "ApiKey", id: "k1", revokedAt: "2026-11-26T09:00:00.000Z" } } } },
    ];
    renderWithProviders(<ApiKeys />, { mocks, session: { user: adminUser } });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Revoke PriceFinder" }));
    const row = screen.getByRole("row", { name: /PriceFinder/ });
    expect(await within(row).findByText("Revoked")).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Revoke/ })).not.toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith("Revoke PriceFinder? Requests with it are refused at once.");
    confirm.mockRestore();
  });
});
