// Who may read the back office's sales dashboard and low-stock list (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const dashboardAccess = {
  salesDashboard: "admin",
  lowStock: "admin",
} as const satisfies AccessTable;
