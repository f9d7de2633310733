// The browser journeys under CPU pressure: one busy loop per core keeps the machine as loaded as a shared CI runner
// at its worst, and the whole e2e suite must pass three times in a row with retries off. Extra arguments go to
// Playwright (e.g. a spec file). Usage: npm run e2e:stress [-- e2e/admin.spec.ts]
import os from "node:os";
import { spawnSync } from "node:child_process";
import { Worker } from "node:worker_threads";

const ROUNDS = Number(process.env.E2E_STRESS_ROUNDS ?? 3);
const burners = Array.from({ length: os.availableParallelism() }, () => new Worker("for (;;) {}", { eval: true }));
console.log(`e2e:stress: ${burners.length} CPU burners running; ${ROUNDS} rounds with retries off`);

let failed = 0;
try {
  for (let round = 1; round <= ROUNDS && !failed; round++) {
    console.log(`\n=== e2e:stress round ${round}/${ROUNDS} ===`);
    const run = spawnSync("npx", ["playwright", "test", "--retries=0", ...process.argv.slice(2)], { stdio: "inherit" });
    if (run.status !== 0) failed = round;
  }
} finally {
  await Promise.all(burners.map((w) => w.terminate()));
}
if (failed) {
  console.error(`e2e:stress: round ${failed} failed`);
  process.exit(1);
}
console.log(`e2e:stress: ${ROUNDS} rounds passed under load`);
