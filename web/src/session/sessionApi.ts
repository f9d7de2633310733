// The session's three requests (who am I, sign in, sign out) with plain fetch: the sign-in page and the route guard
// need them before anything else, and Apollo Client (about 45 kB of gzipped JavaScript) then loads only with the
// pages that query data. Same endpoint, cookie and answers as the Apollo documents in documents.ts.
import { userMessage, type WireError } from "../apollo/userFacing";
import { GRAPHQL_ENDPOINT } from "../apollo/endpoint";
import type { SessionUser } from "./context";

export const USER_FIELDS = "id userName email phone role";

/**
 * A failed session request; `userMessage` is the server's own words when they are meant for the user. A sign-in
 * waiting for its second step carries the step (`code`) and the `ticket` that finishes it.
 */
export class SessionRequestError extends Error {
  constructor(
    message: string,
    readonly userMessage: string | null,
    readonly code: string | null = null,
    readonly ticket: string | null = null,
  ) {
    super(message);
    this.name = "SessionRequestError";
  }
}

export async function request<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch(GRAPHQL_ENDPOINT, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => null)) as { data?: T | null; errors?: WireError[]; message?: unknown } | null;
  const first = body?.errors?.[0];
  if (first) {
    const { code, ticket } = first.extensions ?? {};
    throw new SessionRequestError(String(first.message ?? "Request failed"), userMessage(first), typeof code === "string" ? code : null, typeof ticket === "string" ? ticket : null);
  }
  if (!res.ok || !body?.data) {
    const restMessage = res.status < 500 && typeof body?.message === "string" && body.message ? body.message : null;
    throw new SessionRequestError(`HTTP ${res.status}`, restMessage);
  }
  return body.data;
}

/** The signed-in user, or null for a visitor, and whether the shop is a public storefront. */
export async function fetchMe(): Promise<{ user: SessionUser | null; publicStorefront: boolean }> {
  const data = await request<{ me: SessionUser | null; shopInfo?: { storefrontAccess: string } }>(
    `query Me { me { ${USER_FIELDS} } shopInfo { storefrontAccess } }`,
  );
  return { user: data.me, publicStorefront: data.shopInfo?.storefrontAccess === "public" };
}

// What the last sign-in said of the guest cart's lines that joined the account's (cut to the stock, or sold out), for
// the sign-in page to tell the shopper (takeCartNotices): kept here, so the session's code stays free of notices.
let cartNotices: string[] = [];

/** Signs in (a public storefront's guest cart joins the account's: see takeCartNotices). */
export async function requestLogin(email: string, password: string): Promise<SessionUser> {
  const data = await request<{ login: { user: SessionUser; cartNotices?: string[] } }>(
    `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { user { ${USER_FIELDS} } cartNotices } }`,
    { email, password },
  );
  cartNotices = data.login.cartNotices ?? [];
  return data.login.user;
}

/** The last sign-in's notices about the guest cart's lines, once. */
export function takeCartNotices(): string[] {
  const taken = cartNotices;
  cartNotices = [];
  return taken;
}

export async function requestLogout(): Promise<void> {
  await request<{ logout: { success: boolean } }>("mutation Logout { logout { success } }");
}
