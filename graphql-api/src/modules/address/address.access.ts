// Who may call the address-book operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const addressAccess = {
  addresses: "owner",
  addAddress: "owner",
  updateAddress: "owner",
  deleteAddress: "owner",
} as const satisfies AccessTable;
