// The per-field messages of a refused form (BAD_USER_INPUT with extensions.fields), read only by the admin forms
// that mark each field: kept out of errors.ts, which every page loads.
import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** One refused field of a form, by its path in the input ("variants.2.sku"). */
export interface FieldError {
  path: string;
  message: string;
}

/** The fields a BAD_USER_INPUT answer names (extensions.fields), so a form can mark each one; [] when none. */
export function fieldErrors(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const fields = (error.errors[0]?.extensions as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldError => !!f && typeof (f as FieldError).path === "string" && typeof (f as FieldError).message === "string",
  );
}
