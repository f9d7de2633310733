export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(level: "silent" | "info" | "debug"): Logger {
  return {
    info: (message) => {
      if (level !== "silent") console.log(message);
    },
    error: (message, error) => {
      if (level !== "silent") console.error(message, error instanceof Error ? (error.stack ?? error.message) : (error ?? ""));
    },
  };
}
