// The production build's start-up (web/build/bootStages.ts): the entry evaluates the app in stages, each in a task
// of its own. That holds only while the entry chunk imports no stage's code statically and each stage's chunk imports
// no later stage's: otherwise importing the first stage evaluates the rest with it, in one long task, as before.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { WEB_DIST } from "../src/web-static.js";
import { ENTRY, moduleChunks, readManifest } from "../../web/build/firstLoad.js";

const manifest = readManifest(WEB_DIST);

/** The chunks a manifest key loads with it (its static imports, transitively). */
const staticNames = (key: string) => new Set(moduleChunks(manifest, [key], new Set()));
const chunkName = (key: string) => /^assets\/(.+)-[\w-]{8}\.js$/.exec(manifest[key]!.file)?.[1];
const namesOf = (keys: Set<string>) => new Set([...keys].map(chunkName));

describe("the storefront's start-up, as built", () => {
  const stages = manifest[ENTRY]!.dynamicImports ?? [];
  const stageChunks = ["boot-react", "boot-style", "boot-ui", "boot-router", "start"];

  it("is the entry, then React, the styling engine, the UI libraries, the router and the app, each a stage of its own", () => {
    expect(stages).toEqual(["src/boot/react.ts", "src/boot/style.ts", "src/boot/ui.ts", "src/boot/router.ts", "src/start.tsx"]);
    stages.forEach((stage, i) => expect(namesOf(staticNames(stage)), stage).toContain(stageChunks[i]));
  });

  it("evaluates no stage with the entry, and no later stage with an earlier one", () => {
    expect([...namesOf(staticNames(ENTRY))].filter((name) => stageChunks.includes(name!))).toEqual([]);
    stages.forEach((stage, i) => {
      const later = stageChunks.slice(i + 1);
      expect([...namesOf(staticNames(stage))].filter((name) => later.includes(name!)), stage).toEqual([]);
    });
  });

  // With DevTools attached (Lighthouse), an error made while React DOM's module runs costs a second parse of that
  // whole 200 kB module (web/build/reactDomMarkers.ts): 44-68 ms in the first stage's task.
  it("makes no error while React's stage is evaluated", async () => {
    const NativeError = globalThis.Error;
    let made = 0;
    globalThis.Error = new Proxy(NativeError, {
      apply: (target, self, args) => (made++, Reflect.apply(target, self, args)),
      construct: (target, args, newTarget) => (made++, Reflect.construct(target, args, newTarget)),
    });
    try {
      const stage = await import(pathToFileURL(path.join(WEB_DIST, manifest[stages[0]!]!.file)).href);
      expect(typeof stage.hydrateRoot).toBe("function");
    } finally {
      globalThis.Error = NativeError;
    }
    expect(made).toBe(0);
  });
});
