// Stopping the HTTP server gracefully (a deploy or scale-down sends SIGTERM): the listening socket closes at once so the
// load balancer moves on; requests already received are answered, idle keep-alive connections closed, and only
// requests still running after the grace period are cut.
import type http from "node:http";

export interface Drainer {
  /** Requests received and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting connections and waits for the requests in flight, at most `graceMs`; then cuts whatever is left.
   * Resolves with the number of requests that were cut.
   */
  drain(graceMs: number): Promise<number>;
}

export function drainer(server: http.Server): Drainer {
  let active = 0;
  let draining = false;
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    active++;
    // A request that arrives on a kept-alive connection during the drain is still answered, then the connection ends.
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      active--;
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    inFlight: () => active,
    drain: (graceMs) =>
      new Promise<number>((resolve) => {
        draining = true;
        const timer = setTimeout(() => {
          const cut = active;
          server.closeAllConnections();
          resolve(cut);
        }, graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve(0);
        });
        server.closeIdleConnections();
      }),
  };
}
