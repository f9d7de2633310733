import type { Plugin } from "vite";
import { moduleEdits } from "./moduleEdits.ts";

/**
 * How many preload links a dynamic import's helper, or a rendered page's start (graphql-api/src/app-after-paint.ts),
 * adds in one task. Each one starts its fetch there and then (0.3-0.8 ms of the main thread, measured on this
 * machine's Chromium with the home page loaded). A lazy part's import adds one per chunk it needs beyond those already
 * asked for: about 25 for the shop's menus and toasts, which made the largest task after the home page's first paint
 * (24 ms of CPU, 100-170 ms on Lighthouse's phone).
 */
export const PRELOADS_PER_TASK = 6;

/**
 * Vite's helper for dynamic imports (`\0vite/preload-helper.js`), edited so that it adds a chunk's preload links
 * PRELOADS_PER_TASK at a time, each batch in a task of its own, and imports the chunk once they are all in: the same
 * links and the same import, spread over a few short tasks instead of one long one. Stylesheets (the app has none
 * split off) are added as before. Unedited in dev and tests, which have no helper of this shape.
 */
export function preloadsInTurn(): Plugin {
  // A message to itself, not setTimeout: a timer in a tab in the background waits a second or more.
  const queue = `const linksInTurn = [];const turns = new MessageChannel();turns.port1.onmessage = addBatch;function addInTurn(link) { return new Promise((added) => { if (linksInTurn.push([link, added]) === 1) turns.port2.postMessage(0); }); }function addBatch() { for (const [link, added] of linksInTurn.splice(0, ${PRELOADS_PER_TASK})) { document.head.append(link); added(); } if (linksInTurn.length > 0) turns.port2.postMessage(0); }`;
  return moduleEdits(
    "preloads-in-turn",
    [
      {
        module: /^\0vite\/preload-helper\.js$/,
        replace: [
          ["const seen = {};", `const seen = {};${queue}`],
          ["document.head.appendChild(link);", "if (!isCss) return addInTurn(link);\n\t\t\t\tdocument.head.appendChild(link);"],
        ],
      },
    ],
    "web/build/preloadsInTurn.ts",
  );
}
