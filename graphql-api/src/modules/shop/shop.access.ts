// Who may call the shop-information operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const shopAccess = {
  shopInfo: "public",
} as const satisfies AccessTable;
