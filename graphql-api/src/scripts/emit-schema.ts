// `npm run schema:emit`: writes schema.graphql, the public GraphQL contract, from the type-graphql code.
import "reflect-metadata";
import fs from "node:fs";
import { buildBareSchema } from "../schema.js";
import { SCHEMA_FILE, renderSchema } from "./schema-file.js";

// The public contract is generated from the type-graphql code, never edited by hand.
fs.writeFileSync(SCHEMA_FILE, renderSchema(await buildBareSchema()));
console.log(`Wrote ${SCHEMA_FILE}`);
