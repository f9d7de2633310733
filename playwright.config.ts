import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./e2e/chromium";

// Browser journeys against a real server and database (see e2e/global-setup.ts). Debian's Chromium only:
// no browser is ever downloaded.
export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results/e2e",
  globalSetup: "./e2e/global-setup.ts",
  // One server for the whole run; each journey registers its own shopper, so two workers cannot collide.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI too: a journey that passes only on a second try is a bug in the journey or the shop.
  // `npm run e2e:stress` (three rounds under CPU burners) is how the waits are checked.
  retries: 0,
  // Upper bounds, never waits: each step ends the moment its condition holds. They are generous because a
  // shared 2-core runner under load can take many seconds to parse the first bundle or answer one request
  // (npm run e2e:stress checks the journeys with every core kept busy).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1366, height: 900 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
});
