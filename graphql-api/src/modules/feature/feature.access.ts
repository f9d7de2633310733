// Who may call the homepage feature-image operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const featureAccess = {
  featureImages: "public",
  addFeatureImage: "admin",
  deleteFeatureImage: "admin",
} as const satisfies AccessTable;
