import path from "node:path";
import type { Rolldown } from "vite";

/**
 * The entry (src/main.tsx) imports the app in stages, each evaluated in a task of its own: React, then Chakra's styling
 * engine, then the rest of the libraries it starts with (Chakra's components and theme) with the app's theme, then the
 * router, then the app (src/start.tsx).
 * Evaluating all of it at once was every page's longest task: 36-55 ms of a quiet machine's CPU, 250-370 ms on
 * Lighthouse's slow phone, most of a 300 ms TBT budget on its own.
 *
 * Each stage is one chunk of what the app's start imports statically (Rolldown's `$initial`: src/start.tsx is an entry
 * of the build for that), split by where a module comes from. A stage's chunk imports only earlier stages' chunks, so
 * importing it evaluates its own modules and nothing more: React and the router import no UI library; the UI
 * libraries import neither the router nor the app.
 */
export const BOOT_STAGES: { name: string; test: RegExp }[] = [
  { name: "boot-react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]boot[\\/]react\.ts$/ },
  // Chakra's styling engine (emotion, its CSS functions) apart from its theme and components, whose recipes and
  // anatomies are most of the UI stage's evaluation: one stage of both was the app's longest start task. The config
  // helpers (defineRecipe, defineConfig: identities) stay with the theme: called from another chunk, the build can no
  // longer drop the calls of the recipes nobody uses, and they all came with the page (13 kB of gzip).
  {
    name: "boot-style",
    test: /node_modules[\\/](?!react-router[\\/]|@zag-js[\\/]|@ark-ui[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:theme|components|anatomy|preset-base\.js|styled-system[\\/]config\.js))|src[\\/]boot[\\/]style\.ts$/,
  },
  { name: "boot-ui", test: /node_modules[\\/](?!react-router[\\/])|src[\\/]boot[\\/]ui\.ts$|src[\\/]theme[\\/]/ },
  { name: "boot-router", test: /node_modules[\\/]react-router[\\/]|src[\\/]boot[\\/]router\.ts$/ },
  // The app's own code, but not the entry (main.tsx, and index.html, Vite's helpers): that stays in its own chunk.
  { name: "boot-app", test: /[\\/]src[\\/](?!main\.tsx$)/ },
];

/** The app's start, an entry of the build beside index.html (see above); main.tsx imports it last. */
export const APP_START = "src/start.tsx";

/**
 * The code-splitting groups: a module goes to the first stage whose test it passes. Vite's helpers (the preloading of
 * a dynamic import's chunks), which both entries use, get a chunk of their own: left to Rolldown, they went into the
 * app's chunk, which the entry then imported statically, evaluating the whole app before its first stage.
 */
export function bootStageGroups(): Rolldown.CodeSplittingGroup[] {
  const helpers = { name: "vite-helpers", test: /^\0vite\//, priority: BOOT_STAGES.length + 1 };
  return [helpers, ...BOOT_STAGES.map(({ name, test }, i) => ({ name, test, tags: ["$initial" as const], priority: BOOT_STAGES.length - i }))];
}

export const appStartInput = (webRoot: string) => ({ index: path.join(webRoot, "index.html"), start: path.join(webRoot, APP_START) });
