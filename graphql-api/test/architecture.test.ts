// The shape of the code, checked: no import cycles in the server or the web app (a cycle makes start-up order matter
// and a module impossible to read on its own), type-only imports counted too (a module that needs another's types is
// read with it); no import from prisma/ back up into the server;
// no test code in the server's production source (graphql-api/src ships in the image, graphql-api/test does not); and
// every production module opens with a comment saying what it owns, so a newcomer can read the folder file by file.
import fs from "node:fs";
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
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

describe("imports", () => {
  // madge reads every module: tens of seconds on a busy machine.
  it("the server has no import cycles", async () => {
    expect(await cycles("graphql-api/src", "graphql-api/tsconfig.json")).toEqual([]);
  }, 120_000);

  it("the web app has no import cycles", async () => {
    expect(await cycles("web/src", "web/tsconfig.json")).toEqual([]);
  }, 120_000);

  it("prisma/ (schema and migrations) imports nothing from the server", () => {
    const prisma = path.join(repo, "prisma");
    const code = fs.readdirSync(prisma, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.[cm]?[jt]sx?$/.test(e.name));
    const upward = code.flatMap((e) => importedSpecifiers(path.join(e.parentPath, e.name)).filter((s) => s.includes("graphql-api")));
    expect(upward).toEqual([]);
  });
});

const TEST_LIBRARIES = ["vitest", "supertest", "s3rver", "fast-check", "madge", "autocannon", "@testing-library/", "@playwright/"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

function importedSpecifiers(file: string): string[] {
  const code = fs.readFileSync(file, "utf8");
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
}

// Lines that must stay first (a shebang; the metadata polyfill type-graphql's decorators need): the header follows them.
const MUST_STAY_FIRST = [/^#!/, /^import\s+["']reflect-metadata["'];?\s*$/];

/** The module opens (after any lines that must stay first) with a `//` line or a `/* ... *\/` block that says something. */
function opensWithComment(code: string): boolean {
  const lines = code.split("\n");
  while (lines.length && MUST_STAY_FIRST.some((re) => re.test(lines[0]!))) lines.shift();
  const rest = lines.join("\n");
  const comment = /^\/\/(.*)/.exec(rest) ?? /^\/\*([\s\S]*?)\*\//.exec(rest);
  return comment !== null && /\w/.test(comment[1]!);
}

describe("production source", () => {
  const src = path.join(repo, "graphql-api/src");

  it("holds no tests", () => {
    expect(sourceFiles(src).filter((f) => /\.test\.tsx?$/.test(f)).map((f) => path.relative(src, f))).toEqual([]);
  });

  it("imports no test library and nothing from the test folder", () => {
    const offending = sourceFiles(src).flatMap((file) =>
      importedSpecifiers(file)
        .filter((spec) =>
          TEST_LIBRARIES.some((lib) => spec === lib || spec.startsWith(lib.endsWith("/") ? lib : `${lib}/`)) ||
          (spec.startsWith(".") && path.resolve(path.dirname(file), spec).startsWith(path.join(repo, "graphql-api/test"))),
        )
        .map((spec) => `${path.relative(src, file)} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it("opens every module with a comment saying what it owns", () => {
    const withoutHeader = sourceFiles(src).filter((file) => !opensWithComment(fs.readFileSync(file, "utf8")));
    expect(withoutHeader.map((f) => path.relative(src, f)).sort()).toEqual([]);
  });

  it("is the only server code the production image receives", () => {
    const ignored = fs.readFileSync(path.join(repo, ".dockerignore"), "utf8").split("\n").map((l) => l.trim());
    expect(ignored).toEqual(expect.arrayContaining(["graphql-api/test", "**/*.test.ts", "e2e", "bench"]));
  });
});
