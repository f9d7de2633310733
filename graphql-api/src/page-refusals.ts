// A page whose queries the traffic policy refused (traffic/: the visitor's query budget spent, or the shop shedding
// load) is answered as the API answers them, 429 or 503 with Retry-After, and a line saying when to come back. Sent
// as a page to render in the browser it went out as a 200 with no content: a crawler indexed an empty page, and the
// browser's own queries were refused in turn; every such page was logged as the server's error.
import type { Response } from "express";
import type { ExecuteOperation } from "../../web/src/ssr/renderContract.ts";
import { escapeHtml } from "./html.js";
import { seconds } from "./errors.js";

export interface PageRefusal {
  status: 429 | 503;
  retryAfterSeconds: number;
}

const STATUS_OF_CODE: Record<string, PageRefusal["status"]> = { TOO_MANY_REQUESTS: 429, UNAVAILABLE: 503 };

/** The page's runner, noting the first refusal among its answers (read once the render has given up). */
export function watchRefusals(execute: ExecuteOperation): { execute: ExecuteOperation; refusal: () => PageRefusal | null } {
  let refusal: PageRefusal | null = null;
  return {
    execute: async (operation) => {
      const answer = await execute(operation);
      refusal ??= refusalIn(answer.errors);
      return answer;
    },
    refusal: () => refusal,
  };
}

function refusalIn(errors: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined): PageRefusal | null {
  for (const error of errors ?? []) {
    const status = STATUS_OF_CODE[String(error.extensions?.code)];
    const retryAfterSeconds = error.extensions?.retryAfterSeconds;
    if (status && typeof retryAfterSeconds === "number") return { status, retryAfterSeconds };
  }
  return null;
}

/** The page asked for, as a link that stays on this site ("//host/..." would lead to another). */
const sameSite = (url: string) => (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : "/");

/** The refusal as a page: its status, when to ask again, and nothing any cache or search engine should keep. */
export function sendRefusedPage(res: Response, url: string, { status, retryAfterSeconds }: PageRefusal) {
  const why = status === 429 ? "Too many pages were asked for from your connection in the last minute." : "The shop is very busy right now.";
  const title = status === 429 ? "Too many requests" : "The shop is busy";
  res
    .status(status)
    .set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" })
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${title} | E-Commerce Shopping</title></head>` +
        `<body><main><h1>${title}</h1><p>${why} Please try again in ${seconds(retryAfterSeconds)}.</p>` +
        `<p><a href="${escapeHtml(sameSite(url))}">Try again</a></p></main></body></html>`,
    );
}
