// Log lines are written off the request path (logger.ts): whatever a process logged before it stopped still reaches
// stdout, whether it stopped on an uncaught error or called process.exit, as an operator reading a crash expects.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "./support/server-process.js";

const script = path.join(import.meta.dirname, "support/log-then-stop.ts");

function linesLoggedBefore(stop: "throw" | "exit") {
  const run = spawnSync(process.execPath, ["--import", "tsx", script, stop], {
    cwd: repoRoot,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(repoRoot, "graphql-api/tsconfig.json") },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = run.stdout.split("\n").filter((l) => l.includes('"msg":"line '));
  return { status: run.status, count: lines.length, last: lines.at(-1) };
}

it("keeps every line logged before an uncaught error or process.exit", () => {
  for (const stop of ["throw", "exit"] as const) {
    const { status, count, last } = linesLoggedBefore(stop);
    expect(status).not.toBe(0);
    expect(count).toBe(2000);
    expect(last).toContain('"msg":"line 1999"');
  }
});
