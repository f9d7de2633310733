// Who may call the back office's customer operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const customerAccess = {
  adminCustomers: "admin",
  adminCustomer: "admin",
  disableCustomer: "admin",
  enableCustomer: "admin",
} as const satisfies AccessTable;
