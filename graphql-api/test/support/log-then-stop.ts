// A process that logs through the server's logger and then stops at once, the way argv[2] says: "throw" (an uncaught
// error) or "exit" (process.exit, as a refused start-up or a second SIGTERM does). For log-exit.test.ts.
import { createLogger } from "../../src/logger.js";

const logger = createLogger("info", "json");
for (let i = 0; i < 2000; i++) logger.info(`line ${i}`);
if (process.argv[2] === "throw") throw new Error("stopped by an uncaught error");
process.exit(3);
