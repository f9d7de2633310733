// The admin's order filters as typed in the form, turned into the query's variables and the CSV export's URL.
// Dates are whole days of the admin's own calendar: from the first day's midnight to the midnight after the last.
import type { OrderStatus } from "../../gql/graphql";

export const EXPORT_CSV_PATH = "/api/admin/orders/export.csv";

export interface OrderFilterForm {
  status: OrderStatus | "";
  /** yyyy-mm-dd, as a date input gives it; "" for no bound. */
  from: string;
  to: string;
  search: string;
}

export const NO_FILTERS: OrderFilterForm = { status: "", from: "", to: "", search: "" };

export interface OrderFilterVariables {
  status: OrderStatus | null;
  from: string | null;
  to: string | null;
  search: string | null;
}

/** Local midnight of a yyyy-mm-dd day, `plusDays` later, as an ISO moment. */
function midnight(day: string, plusDays = 0): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays).toISOString();
}

export function toOrderFilterVariables(form: OrderFilterForm): OrderFilterVariables {
  return {
    status: form.status || null,
    from: midnight(form.from),
    to: midnight(form.to, 1),
    search: form.search.trim() || null,
  };
}

/** The CSV download of exactly the orders the list shows (every page). */
export function exportCsvUrl(v: OrderFilterVariables): string {
  const params = new URLSearchParams();
  if (v.status) params.set("status", v.status);
  if (v.from) params.set("from", v.from);
  if (v.to) params.set("to", v.to);
  if (v.search) params.set("q", v.search);
  const query = params.toString();
  return query ? `${EXPORT_CSV_PATH}?${query}` : EXPORT_CSV_PATH;
}
