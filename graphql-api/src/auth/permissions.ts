import { shield, deny } from "graphql-shield";
import type { IRules } from "graphql-shield";
import { permissionSlices } from "../modules/index.js";

type Slice = Record<string, unknown>;

/** The one permission map: every domain's rules side by side, deny for anything not named. */
export function permissionMap(slices: Slice[] = permissionSlices): Record<string, unknown> {
  const map: Record<string, Record<string, unknown> | unknown> = {};
  for (const slice of slices) {
    for (const [type, rules] of Object.entries(slice)) {
      if (type === "Query" || type === "Mutation") {
        map[type] = { ...(map[type] as object | undefined), ...(rules as object) };
      } else {
        map[type] = rules;
      }
    }
  }
  return map;
}

export function createPermissions() {
  return shield(permissionMap() as IRules, {
    fallbackRule: deny,
    // Domain errors thrown by services (NOT_FOUND, BAD_USER_INPUT, …) must reach the caller unmasked.
    allowExternalErrors: true,
    fallbackError: "You don't have access to this resource.",
  });
}
