// Who may call the image upload (see auth/access.ts for the rules).
import type { AccessTable } from "../../auth/access.js";

export const uploadAccess = {
  /** REST POST /api/admin/products/upload-image. */
  uploadProductImage: "admin",
} as const satisfies AccessTable;
