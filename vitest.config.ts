import { defineConfig } from "vitest/config";

// No retries, in CI too: a test that passes only on a second try hides a race in the test or in the shop.
const retry = 0;

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/flaky-reporter.ts"],
    projects: [
      {
        // Node resolves `graphql` to its CommonJS build (as type-graphql does); Vite would pick the ESM one and
        // end up with two copies of graphql in one schema.
        resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
        test: {
          name: "api",
          root: "./graphql-api",
          include: ["test/**/*.test.ts"],
          environment: "node",
          setupFiles: ["reflect-metadata"],
          globalSetup: ["./test/support/global-setup.ts"],
          testTimeout: 30_000,
          // expect.poll waits for background work (mail, jobs): pg-boss picks a job up within a second or so, and a
          // busy machine takes longer still. An upper bound: a poll ends as soon as its condition holds.
          expect: { poll: { timeout: 15_000 } },
          retry,
          // Upper bound on a test server's start (beforeAll): over a minute was seen on a busy 2-core machine.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "web",
          root: "./web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
          testTimeout: 20_000,
          retry,
        },
      },
    ],
  },
});
