// Who may call the review operations (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const reviewAccess = {
  reviews: "public",
  // Written as the caller (the legacy body's userId must be theirs); having bought the product is the service's check.
  addReview: "owner",
} as const satisfies AccessTable;
