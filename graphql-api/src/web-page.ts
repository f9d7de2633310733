// The web app's pages: rendered here by React from the app's own components (web/src/entry-server.tsx, built into
// web/dist-ssr), with the data of their first queries run through the GraphQL API in this process as the visitor,
// and sent inside the built index.html; the browser hydrates them. The route guard's redirects and the not-found
// page's 404 are the response's status. A page the render cannot give in time (RENDER_DEADLINE_MS) or at all is sent
// for the browser to render, and the failure is logged; one whose queries the traffic policy refused is refused the
// same way (page-refusals.ts).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Request, Response } from "express";
import type { ExecuteOperation, PageRenderer, RenderedPage } from "../../web/src/ssr/renderContract.ts";
import { ENTRY, entryChunks, moduleChunks, readManifest, type ManifestChunk } from "../../web/build/firstLoad.ts";
import { escapeHtml } from "./html.js";
import { INLINE_SCRIPT } from "./inline-script.js";
import { APP_SCRIPTS_ID } from "./app-after-paint.js";
import { sendRefusedPage, watchRefusals } from "./page-refusals.js";
import type { AppLogger } from "./logger.js";
import { countPageRender } from "./observability/metrics.js";

export type { ExecuteOperation };

/** Runs the page's GraphQL operations as the request's visitor. */
export type OperationRunner = (req: Request, res: Response) => ExecuteOperation;

/** The server's render beside the browser's build (`npm run build -w web`). */
export const SSR_ENTRY = path.join("..", "dist-ssr", "entry-server.js");

/** The element the app reads its start from (web/src/ssr/pageState.ts). */
export const PAGE_STATE_ID = "page-state";

const ROOT = '<div id="root"></div>';
/** The built page's own title and description, replaced by the rendered page's. */
const BUILT_HEAD = /\s*<meta name="description"[^>]*>\s*<title>[^<]*<\/title>/;
/**
 * The page shows once the browser has parsed all of it: a browser paints while it parses, and a frame painted halfway
 * showed the sign-in form's top, centred, which moved up as the rest came (a layout shift, now and then on a busy
 * machine). Parsing the rest takes milliseconds; the HTML comes compressed, in one piece or few.
 */
const SHOWN_WHEN_PARSED = ["<style>#root{display:none}</style>", "<style>#root{display:block}</style>"] as const;
/** The built page's entry script, which a rendered page asks for once painted (app-after-paint.ts). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** The chunks the build preloads with the entry (Vite's helpers), asked for with the rest once a rendered page is painted. */
const BUILT_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
/** Images React names for preloading at the start of what it rendered; they belong in the head. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

export interface PagesOptions {
  /** The browser's build (its index.html and manifest). */
  dist: string;
  /** The server's render; null serves the built page to every request (the browser renders it). */
  renderer: PageRenderer | null;
  execute: OperationRunner;
  logger: AppLogger;
  deadlineMs: number;
  /** Characters of rendered pages the renderer may keep to send again for the same inputs (default its own). */
  keepChars?: number;
  /** Where the renders still running are counted (the app waits for them before it stops the API they query). */
  running?: RunningRenders;
}

/**
 * Renders still running, those past their deadline too: such a render goes on (it learns the page's queries for the
 * next one), so a stopping server waits for them before it stops the API they query (else each logged an error).
 */
export class RunningRenders {
  private readonly renders = new Set<Promise<void>>();

  add(render: Promise<unknown>): void {
    const settled: Promise<void> = render.then(
      () => void this.renders.delete(settled),
      () => void this.renders.delete(settled),
    );
    this.renders.add(settled);
  }

  /** Resolves when every render running now has ended, or after `ms`, whichever comes first. */
  async settled(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    await Promise.race([Promise.allSettled([...this.renders]), late]);
    clearTimeout(timer);
  }
}

/** Loads the server's render built beside `dist`, or null when there is none (an older build, another app's build). */
export async function loadRenderer(dist: string): Promise<PageRenderer | null> {
  const file = path.resolve(dist, SSR_ENTRY);
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** Answers a page's GET: rendered by the server when it can, else the built page for the browser to render. */
export function createPages({ dist, renderer, execute, logger, deadlineMs, keepChars, running }: PagesOptions) {
  const manifest: Record<string, ManifestChunk> | null = renderer ? readManifest(dist) : null;
  const entry = manifest ? entryChunks(manifest) : new Set<string>();
  // The entry's boot stages (web/build/bootStages.ts), which it imports one after another: asked for with the page,
  // so that none waits for the one before it to arrive.
  const boot = manifest ? [...entry].filter((key) => key !== ENTRY).map((key) => `/${manifest[key]!.file}`).filter((file) => file.endsWith(".js")) : [];
  const built = withPreloads(fs.readFileSync(path.join(dist, "index.html"), "utf8"), boot);

  const browserRendered = (res: Response, why?: string) => {
    // A page rendered without its data is nobody's to keep.
    res.setHeader("Cache-Control", why ? "private, no-store" : "no-cache");
    res.type("html").send(built);
  };

  return async function page(req: Request, res: Response) {
    if (!renderer) return browserRendered(res);
    let page: RenderedPage;
    const run = watchRefusals(execute(req, res));
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(new Error(`not rendered within ${deadlineMs} ms`));
        }, deadlineMs);
      });
      const rendering = renderer.render({ url: req.originalUrl, execute: run.execute, signal: abort.signal, ...(keepChars === undefined ? {} : { keepChars }) });
      running?.add(rendering);
      page = await Promise.race([rendering, deadline]);
    } catch (error) {
      const refusal = run.refusal();
      if (refusal) {
        (req.log ?? logger.pino).info(`page ${req.path} refused with ${refusal.status}: its queries were refused by the traffic policy`);
        return sendRefusedPage(res, req.originalUrl, refusal);
      }
      // A query refused for what the visitor asked (the render says so) is theirs to see in the page; the rest is ours.
      const visitors = (error as { reason?: unknown }).reason === "query-error";
      (req.log ?? logger.pino)[visitors ? "warn" : "error"]({ err: error }, `page ${req.path} sent for the browser to render: the server's render failed`);
      return browserRendered(res, "failed");
    } finally {
      clearTimeout(timer);
    }
    countPageRender(page.passes);
    // Who is signed in decides what every page shows (its header, its redirects): no cache may give it to another.
    res.vary("Cookie");
    const signedIn = page.signedIn || req.viewer != null;
    if (page.redirect) {
      res.setHeader("Cache-Control", "no-store");
      return res.redirect(page.status === 301 ? 301 : 302, page.redirect);
    }
    res.setHeader("Cache-Control", cacheControl(page, signedIn));
    res.status(page.status).type("html").send(documentOf(built, page, manifest, entry, boot));
  };
}

const preloadLinks = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`).join("");

/** The built page with these chunks preloaded too (those the build already preloads once). */
function withPreloads(built: string, files: string[]): string {
  const more = files.filter((file) => !built.includes(`href="${file}"`));
  return more.length === 0 ? built : built.replace("</head>", () => `${preloadLinks(more)}\n  </head>`);
}

/**
 * Signed-in pages carry orders, addresses and phone numbers: stored nowhere. A page the same for every visitor who is
 * not signed in may be kept by a shared cache as long as it said (a sign-in page: 60 s); any other is asked again.
 */
function cacheControl(page: RenderedPage, signedIn: boolean): string {
  if (signedIn) return "private, no-store";
  if (page.status !== 200) return "no-store";
  return page.sharedMaxAge ? `public, max-age=0, s-maxage=${page.sharedMaxAge}` : "no-cache";
}

/** The built page with the render's head, its chunks preloaded, its HTML in the root and its state after it. */
function documentOf(built: string, page: RenderedPage, manifest: Record<string, ManifestChunk> | null, entry: Set<string>, boot: string[]): string {
  const links = LEADING_LINKS.exec(page.html)?.[0] ?? "";
  const html = page.html.slice(links.length);
  const chunks = manifest ? moduleChunks(manifest, page.modules, entry).map((key) => `/${manifest[key]!.file}`) : [];
  const scripts = chunks.filter((file) => file.endsWith(".js"));
  const entryScript = ENTRY_SCRIPT.exec(built);
  // A page with content is painted first, then asks for its scripts (app-after-paint.ts): the entry, its boot stages,
  // then the page's own. One without (the back office, rendered by the browser) asks for them at once (the built page
  // preloads the boot stages).
  const afterPaint = html !== "" && entryScript !== null;
  const start = afterPaint
    ? `<script id="${APP_SCRIPTS_ID}" type="application/json">${JSON.stringify([entryScript[1], ...boot, ...scripts]).replace(/</g, "\\u003c")}</script>`
    : preloadLinks(scripts);
  // Replacer functions: a string replacement would read "$'" or "$&" in a product's name as a pattern.
  return (afterPaint ? built.replace(ENTRY_SCRIPT, "").replace(BUILT_PRELOADS, "") : built)
    .replace(BUILT_HEAD, () => `\n    ${page.head}`)
    .replace("</head>", () => `${INLINE_SCRIPT}${page.styles}${start}${links}\n  </head>`)
    .replace(ROOT, () => `${SHOWN_WHEN_PARSED[0]}<div id="root">${html}</div>${SHOWN_WHEN_PARSED[1]}${page.state ? `<script id="${PAGE_STATE_ID}" type="application/json">${page.state}</script>` : ""}`);
}
