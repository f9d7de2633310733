import { SERVED_STATE_ID } from "../servedState";

/** Puts the state element the shop's server writes into each page it serves (graphql-api/src/web-page.ts). */
export function serveState(json: string) {
  removeServedState();
  const el = document.createElement("script");
  el.id = SERVED_STATE_ID;
  el.type = "application/json";
  el.textContent = json;
  document.head.append(el);
}

export function removeServedState() {
  document.getElementById(SERVED_STATE_ID)?.remove();
}
