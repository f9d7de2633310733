import type { Plugin } from "vite";
import { moduleEdits } from "./moduleEdits.ts";
import { MERGED_CONFIG } from "../src/theme/mergedConfig.ts";

/**
 * createSystem is the longest piece of the app's start (web/src/start.tsx): it merges its configs (a deep copy of every
 * token and recipe, about a third of its run), builds the token dictionary (every token's transforms and CSS
 * variable: about half of the rest), then the style functions. Edited so the app can run it in three tasks, each a
 * third as long on a slow phone (web/src/theme/system.ts):
 * - a config marked as already merged (the app merges it a task earlier) is used as it is;
 * - its body is a generator that pauses once its tokens are built (`createSystem.inSteps`); createSystem itself runs it
 *   to the end at once, as before.
 * Unedited (dev, tests) createSystem merges again and has no `inSteps`: the same system, in one task.
 */
export function chakraSystemInTasks(): Plugin {
  return moduleEdits(
    "chakra-system-in-tasks",
    [
      {
        module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
        replace: [
          [
            "function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n",
            `function* createSystemSteps(...configs) {\n  const config = configs.length === 1 && configs[0][Symbol.for(${JSON.stringify(MERGED_CONFIG)})] ? configs[0] : mergeConfigs(...configs);\n`,
          ],
          ["    prefix: cssVarsPrefix\n  });\n  const breakpoints = ", "    prefix: cssVarsPrefix\n  });\n  yield;\n  const breakpoints = "],
          [
            "function getTokenMap(tokens) {\n",
            "function createSystem(...configs) {\n  const steps = createSystemSteps(...configs);\n  let step = steps.next();\n  while (!step.done) step = steps.next();\n  return step.value;\n}\ncreateSystem.inSteps = createSystemSteps;\nfunction getTokenMap(tokens) {\n",
          ],
        ],
      },
    ],
    "web/build/chakraSystemInTasks.ts",
  );
}
