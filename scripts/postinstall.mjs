// After `npm ci`: generate the Prisma client (graphql-api/src/generated) with the Prisma CLI, a development dependency.
// A production install (`npm ci --omit=dev`, the image's runtime stage) needs none: the client is
// compiled into graphql-api/dist/ by the build.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

if ((process.env.npm_config_omit ?? "").split(/[\s,]+/).includes("dev")) {
  console.log("postinstall: a production install: the Prisma client comes compiled in graphql-api/dist/.");
  process.exit(0);
}
let cli;
try {
  cli = createRequire(import.meta.url).resolve("prisma/build/index.js");
} catch {
  console.log("postinstall: no Prisma CLI (a production install): the Prisma client comes compiled in graphql-api/dist/.");
  process.exit(0);
}
const run = spawnSync(process.execPath, [cli, "generate"], { stdio: "inherit" });
process.exit(run.status ?? 1);
