// The documentation's links hold: every relative link in README.md and docs/ names a file or folder that exists in
// the repository (a moved or renamed file breaks the guide a newcomer follows).
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "./support/server-process.js";

const docs = ["README.md", "SECURITY.md", ...fs.readdirSync(path.join(repoRoot, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** Relative link targets of a Markdown file, without their #anchor: inline links and reference definitions. */
function relativeLinks(file: string): string[] {
  const text = fs.readFileSync(path.join(repoRoot, file), "utf8").replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const targets = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g), ...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!);
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith("#")).map((t) => decodeURIComponent(t.split("#")[0]!));
}

it("every relative link in README.md, SECURITY.md and docs/ points to a file that exists", () => {
  const broken = docs.flatMap((file) =>
    relativeLinks(file)
      .filter((target) => !fs.existsSync(path.resolve(path.dirname(path.join(repoRoot, file)), target)))
      .map((target) => `${file} -> ${target}`),
  );
  expect(broken).toEqual([]);
  expect(docs.flatMap(relativeLinks).length).toBeGreaterThan(5); // the check reads links at all
});
