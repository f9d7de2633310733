// The server's render of a page: the app's own components for the URL, with the data of the page's first queries run
// through Apollo Client's SSR support (prerenderStatic renders, waits for the queries the render asked, renders
// again; a URL rendered before has its queries asked first, and renders once: ssr/learnedQueries.ts) against the
// shop's GraphQL API in the same process, as the visitor who asked. Built by `vite build --ssr`
// into web/dist-ssr; graphql-api/src/web-page.ts runs it and writes the result into the built index.html.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ApolloLink } from "@apollo/client";
import { print } from "@apollo/client/utilities";
import { prerenderStatic } from "@apollo/client/react/ssr";
import createEmotionCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { Observable } from "rxjs";
import App from "./App";
import { createServerApolloClient } from "./apollo/client";
import { createAppSystem } from "./theme/system";
import { preloadAllModules, RenderedModules } from "./ssr/lazyModule";
import { createServerResponse, ServerResponseContext } from "./ssr/response";
import { mergeHeads } from "./ssr/head";
import { headHtml, scriptJson } from "./ssr/headHtml";
import type { PageState } from "./ssr/pageState";
import { loadAppStart } from "./ssr/appStart";
import { learn, queriesOf, type AskedQuery } from "./ssr/learnedQueries";
import type { ExecuteOperation, RenderRequest, RenderedPage } from "./ssr/renderContract";

export type { ExecuteOperation, RenderRequest, RenderedPage };

/** Why a render gave up: the browser then renders the page itself. */
export class RenderGaveUp extends Error {
  constructor(
    message: string,
    /** Said for the log; a query that failed for the visitor's input is not the server's fault. */
    readonly reason: "deadline" | "query-error",
  ) {
    super(message);
    this.name = "RenderGaveUp";
  }
}

// Built once: the system is the same for every page, and every page's code is loaded before the first render.
const system = createAppSystem();
const ready = preloadAllModules();

export async function render({ url, execute, signal }: RenderRequest): Promise<RenderedPage> {
  await ready;
  const pathname = url.split(/[?#]/, 1)[0]!;
  const failed: string[] = [];
  const asked = new Map<string, AskedQuery>();
  const client = createServerApolloClient(serverLink(execute, failed, asked));
  // The queries this URL's last render asked, at once and with the page's own start: the render then finds them all.
  const [start] = await Promise.all([loadAppStart(execute, pathname), ...queriesOf(url).map((q) => prefetch(client, q))]);
  // Styles go in the head, not before each element (emotion's compat mode keeps them in its cache).
  const styles = createEmotionCache({ key: "css" });
  styles.compat = true;
  let response = createServerResponse();
  let modules = new Set<string>();
  const tree = () => (
    <CacheProvider value={styles}>
      <ServerResponseContext.Provider value={response}>
        <RenderedModules.Provider value={modules}>
          <App system={system} router={routerFor(url)} start={start} />
        </RenderedModules.Provider>
      </ServerResponseContext.Provider>
    </CacheProvider>
  );
  // A pass whose every query found its answer in the cache is the page: no second pass to find what it already has.
  const complete = new AbortController();
  signal?.addEventListener("abort", () => complete.abort(), { once: true });
  const { result } = await prerenderStatic({
    tree: <Tree render={tree} />,
    context: { client },
    signal: complete.signal,
    // Each pass starts afresh: what the last one decided is the page's.
    renderFunction: (element: ReactNode) => {
      response = createServerResponse();
      modules = new Set();
      const html = renderToString(element);
      if ([...client.getObservableQueries("active")].every((q) => !q.getCurrentResult().loading)) complete.abort();
      return html;
    },
  });
  client.stop();
  if (signal?.aborted) throw new RenderGaveUp(`${pathname}: its data did not arrive in time`, "deadline");
  learn(url, [...asked.values()]);
  const signedIn = start.user != null;
  if (response.redirect) return { status: response.permanent ? 301 : 302, redirect: response.redirect, signedIn, head: "", styles: "", html: "", state: "", modules: [] };
  const status = response.status ?? 200;
  const head = headHtml(mergeHeads(response.head));
  if (response.clientOnly) return { status, signedIn, head, styles: "", html: "", state: scriptJson(start), modules: [] };
  if (failed.length) throw new RenderGaveUp(`${pathname}: ${failed.join("; ")}`, "query-error");
  const state: PageState = { ...start, apollo: client.extract() as PageState["apollo"], modules: [...modules], rendered: true };
  return {
    status,
    signedIn,
    ...(response.sharedMaxAge !== undefined ? { sharedMaxAge: response.sharedMaxAge } : {}),
    head,
    styles: styleElement(styles),
    html: result,
    state: scriptJson(state),
    modules: [...modules],
  };
}

/** Asks a query the page is expected to ask; its failure is the render's to find, if the page asks it. */
function prefetch(client: ReturnType<typeof createServerApolloClient>, { query, variables }: AskedQuery) {
  return client.query({ query, variables, context: { prefetch: true } }).catch(() => undefined);
}

/** Renders what `render` returns now (the tree reads the response and module set of the current pass). */
function Tree({ render }: { render: () => ReactNode }) {
  return render();
}

function routerFor(url: string) {
  return function ServerRouter({ children }: { children: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  };
}

/**
 * Apollo's link to the API in this process: notes what the page asks (to learn it) and what fails (the page is then
 * left to the browser; a prefetched query's failure only if the page asks it again).
 */
function serverLink(execute: ExecuteOperation, failed: string[], asked: Map<string, AskedQuery>): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const query = print(operation.query);
        const key = `${query}|${JSON.stringify(operation.variables)}`;
        asked.set(key, { query: operation.query, variables: operation.variables, key });
        execute({ query, variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (result.errors?.length && !operation.getContext().prefetch) {
              failed.push(`${operation.operationName}: ${result.errors.map((e) => e.message).join(", ")}`);
            }
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * The styles the page's components inserted, as one element the browser's emotion adopts (it reads the ids in
 * `data-emotion` and inserts none of them again).
 */
function styleElement(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = "";
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string") continue;
    ids.push(id);
    // Nothing in a rule can end the element (the app's styles hold no visitor's text, but they need not be trusted).
    css += rules.replace(/<\/(style)/gi, "<\\/$1");
  }
  return ids.length ? `<style data-emotion="${cache.key} ${ids.join(" ")}">${css}</style>` : "";
}
