// The server's entry point (`node graphql-api/dist/graphql-api/src/main.js`, or through tsx in development): tracing first, when
// configured, so that its instrumentations wrap the modules the server then loads (run.ts and everything it imports).
import "reflect-metadata";
import { startTracing } from "./observability/tracing.js";

const tracing = await startTracing();
const { run } = await import("./run.js");
run(tracing);
