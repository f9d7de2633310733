// Who may call the API key operations (see auth/access.ts for the rules): the back office only.
import type { AccessTable } from "../../auth/access.js";

export const apiKeyAccess = {
  apiKeys: "admin",
  apiKeyScopes: "admin",
  createApiKey: "admin",
  revokeApiKey: "admin",
} as const satisfies AccessTable;
