// Who may read the audit log of admin actions (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const auditAccess = {
  auditLog: "admin",
} as const satisfies AccessTable;
