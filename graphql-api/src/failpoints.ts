// Deliberate crash points for tests (FAILPOINTS; config refuses them in production): the process dies on the spot,
// as on a power cut, so a test can prove what a crash between two steps leaves behind.
import type { Config, Failpoint } from "./config.js";

export function failpoint(config: Pick<Config, "failpoints">, name: Failpoint) {
  if (config.failpoints.has(name)) process.kill(process.pid, "SIGKILL");
}
