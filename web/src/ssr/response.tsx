// What a page's components decide about the HTTP response when the server renders them: a redirect, a status (the
// not-found page's 404), that the page is left to the browser (the back office), whether a shared cache may keep it,
// and its head (title, description, canonical URL, Open Graph and JSON-LD; see head.ts). In the browser the same
// components navigate and update the document instead.
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Navigate } from "react-router";
import { headEntry, type ImagePreload, type PageHead } from "./head";

export interface ServerResponse {
  /** Where to send the visitor (302), from the first <Redirect> rendered. */
  redirect?: string;
  /** The page moved for good (a product's old slug): 301, which search engines follow and forget the old address for. */
  permanent?: boolean;
  /** The page's status when it is not 200 (the last one set wins). */
  status?: number;
  /** Set by <ClientOnly>: the browser renders this page (the server sends it without its content). */
  clientOnly?: boolean;
  /**
   * Seconds a shared cache may keep the page when it is the same for every visitor. Only honoured for a visitor who is
   * not signed in: a signed-in visitor's page is never stored anywhere.
   */
  sharedMaxAge?: number;
  /** Each <Head> rendered, in order (a later one overrides what an earlier one set). */
  head: PageHead[];
}

export const ServerResponseContext = createContext<ServerResponse | null>(null);

export function createServerResponse(): ServerResponse {
  return { head: [] };
}

/** Sends the visitor to `to`: a 302 from the server (301 when `permanent`), a replacing navigation in the browser. */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const response = useContext(ServerResponseContext);
  if (response) {
    if (response.redirect === undefined) {
      response.redirect = to;
      response.permanent = permanent;
    }
    return null;
  }
  return <Navigate to={to} replace />;
}

/** The page's HTTP status when the server renders it (the not-found page's 404). */
export function useHttpStatus(status: number) {
  const response = useContext(ServerResponseContext);
  if (response) response.status = status;
}

/** How long a shared cache may keep a page that is the same for every visitor (the sign-in pages). */
export const SAME_FOR_EVERY_VISITOR_SECONDS = 60;

/** A shared cache may keep this page for `seconds` when a visitor who is not signed in asks for it. */
export function useSharedCache(seconds: number) {
  const response = useContext(ServerResponseContext);
  if (response) response.sharedMaxAge = seconds;
}

/** A page the browser renders (its data is not fetched on the server): the server sends the app without it. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const response = useContext(ServerResponseContext);
  if (response) {
    response.clientOnly = true;
    return null;
  }
  return children;
}

/** The page's title, description, canonical URL, meta tags and JSON-LD; an inner <Head> overrides an outer one. */
export function Head(props: PageHead) {
  const response = useContext(ServerResponseContext);
  if (response) response.head.push(props);
  const key = JSON.stringify(props);
  useEffect(() => headEntry(JSON.parse(key) as PageHead), [key]);
  return null;
}

/**
 * Names the page's largest picture for the server to preload from the head (head.ts ImagePreload). The first one
 * rendered wins: the one nearest the top of the page (the home page's banner, not its product cards further down).
 * Nothing in the browser, which has asked for it by the time the app runs.
 */
export function usePreloadedImage(image: ImagePreload | undefined) {
  const response = useContext(ServerResponseContext);
  if (response && image && !response.head.some((head) => head.largestImage)) response.head.push({ largestImage: image });
}
