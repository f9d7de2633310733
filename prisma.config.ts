import path from "node:path";
import { defineConfig } from "prisma/config";

// The native schema engine cannot be downloaded here; generate/validate/format only need the variable
// to point at an executable. Migrations run through the WebAssembly engine: see graphql-api/src/db/migrate-cli.ts.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve("scripts/no-schema-engine.sh");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
