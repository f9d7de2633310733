import type { Plugin } from "vite";

/** Exact edits of a dependency's module: each `from` must occur once, or the build fails (the package changed). */
export interface ModuleEdit {
  module: RegExp;
  replace: [from: string, to: string][];
}

/** Applies `edits` as the build transforms the modules (not in dev or tests, which run the packages as published). */
export function moduleEdits(name: string, edits: ModuleEdit[], owner: string): Plugin {
  return {
    name,
    apply: "build",
    transform(code, id) {
      const edit = edits.find((e) => e.module.test(id));
      if (!edit) return null;
      for (const [from, to] of edit.replace) {
        if (code.split(from).length !== 2) this.error(`${id} no longer reads as ${owner} expects (upgraded?): update its edits`);
        code = code.replace(from, to);
      }
      return { code, map: null };
    },
  };
}
