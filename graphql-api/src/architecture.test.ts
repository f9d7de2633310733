// The shape of the code, checked: no import cycles in the server or the web app (a cycle makes start-up order matter
// and a module impossible to read on its own), counting only imports that exist at run time (`import type` is erased).
import path from "node:path";
import { fileURLToPath } from "node:url";
import madge from "madge";
import { describe, expect, it } from "vitest";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function cycles(dir: string, tsConfig: string): Promise<string[][]> {
  const graph = await madge(path.join(repo, dir), {
    baseDir: path.join(repo, dir),
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(repo, tsConfig),
    excludeRegExp: [/generated\//, /\/gql\//],
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  return graph.circular();
}

describe("imports", () => {
  it("the server has no import cycles", async () => {
    expect(await cycles("graphql-api/src", "graphql-api/tsconfig.json")).toEqual([]);
  });

  it("the web app has no import cycles", async () => {
    expect(await cycles("web/src", "web/tsconfig.json")).toEqual([]);
  });
});
