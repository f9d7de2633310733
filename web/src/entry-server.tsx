// The server's render of a page: the app's own components for the URL, with the data of the page's first queries run
// through Apollo Client's SSR support (prerenderStatic renders, waits for the queries the render asked, renders
// again; a URL rendered before, or another page of its route, has its queries asked first, and renders once:
// ssr/learnedQueries.ts) against the shop's GraphQL API in the same process, as the visitor who asked; a page whose
// inputs (URL, start, answers) are those of a page rendered before is that page, sent again without rendering
// (ssr/renderedPages.ts). Built by `vite build --ssr` into web/dist-ssr; graphql-api/src/web-page.ts runs it and
// writes the result into the built index.html.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ApolloLink, type ApolloClient } from "@apollo/client";
import { print } from "@apollo/client/utilities";
import { prerenderStatic } from "@apollo/client/react/ssr";
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { Observable } from "rxjs";
import App from "./App";
import { createServerApolloClient } from "./apollo/client";
import { createAppSystem } from "./theme/system";
import { createStyleCache } from "./theme/styleCache";
import { preloadAllModules, RenderedModules } from "./ssr/lazyModule";
import { createServerResponse, ServerResponseContext, type ServerResponse } from "./ssr/response";
import { mergeHeads } from "./ssr/head";
import { headHtml, scriptJson } from "./ssr/headHtml";
import type { AppStart, PageState } from "./ssr/pageState";
import { loadAppStart } from "./ssr/appStart";
import { addressOf, learn, queriesOf, type AskedQuery, type QueriesToAsk } from "./ssr/learnedQueries";
import { appRoutes } from "./routes";
import { keyOf, RenderedPages } from "./ssr/renderedPages";
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

/** Pages kept under the inputs they were rendered from (ssr/renderedPages.ts). */
const kept = new RenderedPages();
const KEEP_CHARS = 32 * 2 ** 20;

export async function render({ url, execute, signal, keepChars = KEEP_CHARS }: RenderRequest): Promise<RenderedPage> {
  await ready;
  const pathname = url.split(/[?#]/, 1)[0]!;
  // The queries this URL's last render asked (or its route's last page, guessed), at once and with the page's own
  // start: the render then finds them all.
  const address = addressOf(url, appRoutes);
  const toAsk = queriesOf(address);
  const [start, { queries: learned, answers }] = await Promise.all([loadAppStart(execute, pathname), askBefore(execute, toAsk)]);
  // Each query's answer by its key: where the page's ids came from is read in them (ssr/queryDependencies.ts).
  const answered = new Map<string, unknown>(learned.map((q, i) => [q.key, answers[i]!.data]));
  // The same start and answers render the same page: sent as it was (a failed answer is asked again by the render).
  const key = keepChars > 0 && answers.every((a) => a.data && !a.errors?.length) ? keyOf(url, start, answers.map((a) => a.data)) : undefined;
  const known = key === undefined ? undefined : kept.get(key);
  if (known) {
    learn(address, learned, [], toAsk.guessed, (key) => answered.get(key));
    return { ...known, passes: 0 };
  }
  // Past its deadline already (the page was sent for the browser to render): no render nobody waits for.
  if (signal?.aborted) throw new RenderGaveUp(`${pathname}: its data did not arrive in time`, "deadline");
  const failed: string[] = [];
  const asked = new Map<string, AskedQuery>();
  const client = createServerApolloClient(serverLink(execute, failed, asked, answered));
  learned.forEach(({ query, variables }, i) => {
    const { data, errors } = answers[i]!;
    if (data && !errors?.length) client.writeQuery({ query, variables, data });
  });
  // Styles go in the head, not before each element (emotion's compat mode keeps them in its cache).
  const styles = createStyleCache();
  styles.compat = true;
  let response = createServerResponse();
  let modules = new Set<string>();
  let passes = 0;
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
  let settled = false;
  signal?.addEventListener("abort", () => complete.abort(), { once: true });
  const { result } = await prerenderStatic({
    tree: <Tree render={tree} />,
    context: { client },
    signal: complete.signal,
    // Each pass starts afresh: what the last one decided is the page's.
    renderFunction: (element: ReactNode) => {
      response = createServerResponse();
      modules = new Set();
      passes++;
      const html = renderToString(element);
      settled = [...client.getObservableQueries("active")].every((q) => !q.getCurrentResult().loading);
      if (settled) complete.abort();
      return html;
    },
  });
  client.stop();
  // Learned also from a render past its deadline: the next one asks them first and renders once (on a busy server, a
  // page that never learned rendered twice every time and missed its deadline every time).
  learn(address, learned, [...asked.values()], toAsk.guessed, (key) => answered.get(key));
  const whole = settled || !signal?.aborted;
  const page = whole ? { ...pageOf(start, response, { client, styles, html: result, modules, failed, pathname }), passes } : undefined;
  // Kept when the render read nothing but the inputs of its key (it asked no query of its own); also when it finished
  // past its deadline, for the next request with the same inputs.
  if (page && settled && key !== undefined && asked.size === 0) kept.set(key, page, keepChars);
  if (!page || signal?.aborted) throw new RenderGaveUp(`${pathname}: its data did not arrive in time`, "deadline");
  return page;
}

/** The page as the render left it: its status, head, styles, HTML and state. */
function pageOf(
  start: AppStart,
  response: ServerResponse,
  rendered: { client: ApolloClient; styles: EmotionCache; html: string; modules: Set<string>; failed: string[]; pathname: string },
): Omit<RenderedPage, "passes"> {
  const signedIn = start.user != null;
  if (response.redirect) return { status: response.permanent ? 301 : 302, redirect: response.redirect, signedIn, head: "", styles: "", html: "", state: "", modules: [] };
  const status = response.status ?? 200;
  const head = headHtml(mergeHeads(response.head));
  if (response.clientOnly) return { status, signedIn, head, styles: "", html: "", state: scriptJson(start), modules: [] };
  if (rendered.failed.length) throw new RenderGaveUp(`${rendered.pathname}: ${rendered.failed.join("; ")}`, "query-error");
  const modules = [...rendered.modules];
  const state: PageState = { ...start, apollo: rendered.client.extract() as PageState["apollo"], modules, rendered: true };
  return {
    status,
    signedIn,
    ...(response.sharedMaxAge !== undefined ? { sharedMaxAge: response.sharedMaxAge } : {}),
    head,
    styles: styleElement(rendered.styles),
    html: rendered.html,
    state: scriptJson(state),
    modules,
  };
}

/** The queries to ask before the render: the first ones at once, then those taking an id from their answers. */
async function askBefore(execute: ExecuteOperation, { first, then }: QueriesToAsk) {
  const firstAnswers = await Promise.all(first.map((q) => askFirst(execute, q)));
  const later = then ? then(firstAnswers.map((a) => a.data)) : [];
  const laterAnswers = await Promise.all(later.map((q) => askFirst(execute, q)));
  return { queries: [...first, ...later], answers: [...firstAnswers, ...laterAnswers] };
}

/** Asks a query the page is expected to ask; its failure is the render's to find, if the page asks it. */
function askFirst(execute: ExecuteOperation, { text, variables, operationName }: AskedQuery) {
  return execute({ query: text, variables, ...(operationName ? { operationName } : {}) }).catch(() => ({ data: null, errors: [{ message: "failed" }] }));
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
 * Apollo's link to the API in this process: notes what the page asks and the answers (to learn them) and what fails
 * (the page is then left to the browser; a prefetched query's failure only if the page asks it again).
 */
function serverLink(execute: ExecuteOperation, failed: string[], asked: Map<string, AskedQuery>, answered: Map<string, unknown>): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const query = print(operation.query);
        const key = `${query}|${JSON.stringify(operation.variables)}`;
        asked.set(key, { query: operation.query, text: query, operationName: operation.operationName, variables: operation.variables, key });
        execute({ query, variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            answered.set(key, result.data);
            if (result.errors?.length) {
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
 * `data-emotion` and inserts none of them again). `data-s` tells emotion it is already where it belongs: without it,
 * emotion moves it to the end of the head, and the browser parses it and recomputes every style again
 * (build/emotionInPlace.ts).
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
  return ids.length ? `<style data-emotion="${cache.key} ${ids.join(" ")}" data-s="">${css}</style>` : "";
}
