// What the server's render (entry-server.tsx) and the server that runs it (graphql-api/src/web-page.ts) say to each
// other. Plain types, no imports: the server's type check reads this file.

/** Runs a GraphQL operation in the server, as the visitor who asked for the page, with the API's access rules. */
export type ExecuteOperation = (operation: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly { message: string }[] }>;

export interface RenderRequest {
  /** The path and query string asked for. */
  url: string;
  execute: ExecuteOperation;
  /** Aborted when the page has taken too long: the render stops and gives up (its promise rejects). */
  signal?: AbortSignal;
  /**
   * Characters of rendered pages the renderer may keep, each under the inputs it was rendered from, to send again for
   * the same inputs (ssr/renderedPages.ts); 0 keeps none. Default 32 MiB worth.
   */
  keepChars?: number;
}

export interface RenderedPage {
  /** 200, or what the page said (the not-found page's 404); 302 with `redirect` (301: moved for good). */
  status: number;
  /** Where the page sends the visitor instead (the route guard's decision). */
  redirect?: string;
  /** Whether someone is signed in: their page is theirs alone. */
  signedIn: boolean;
  /** Seconds a shared cache may keep the page, when it said so (honoured for a visitor who is not signed in). */
  sharedMaxAge?: number;
  /** The page's head: its title, description and own tags. */
  head: string;
  /** The styles of what it rendered (a style element), for the end of the head. */
  styles: string;
  /** The root's content: the page as rendered ("" when the browser renders it: the back office). */
  html: string;
  /** The page's state (ssr/pageState.ts) as JSON safe inside a script element. */
  state: string;
  /** The lazy modules the page rendered, as the build's manifest names them: the server preloads their chunks. */
  modules: string[];
  /**
   * Times React rendered the page: 0 when it was sent as kept, 1 when its queries were asked first, 2 or more when the
   * render had to find them (the server counts them: shop_page_renders_total).
   */
  passes: number;
}

/** What the built server entry exports. */
export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
}
