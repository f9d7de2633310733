import type { Plugin } from "vite";
import { moduleEdits } from "./moduleEdits.ts";
import { MERGED_CONFIG } from "../src/theme/mergedConfig.ts";

/**
 * createSystem first merges its configs (a deep copy of every token and recipe: about a third of its run) and then
 * builds the system from the copy. The app merges them itself a task earlier (theme/system.ts), so the two halves
 * are two shorter tasks on a phone instead of one long one; edited: a config marked as already merged is used as it
 * is. Unedited (dev, tests) createSystem merges it again, with the same result.
 */
export function chakraMergedConfig(): Plugin {
  return moduleEdits(
    "chakra-merged-config",
    [
      {
        module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
        replace: [
          [
            "  const config = mergeConfigs(...configs);\n",
            `  const config = configs.length === 1 && configs[0][Symbol.for(${JSON.stringify(MERGED_CONFIG)})] ? configs[0] : mergeConfigs(...configs);\n`,
          ],
        ],
      },
    ],
    "web/build/chakraMergedConfig.ts",
  );
}
