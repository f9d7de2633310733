import fs from "node:fs";
import path from "node:path";

/** The sandbox's memory of payments, kept in a file so a restarted dev server can still capture and refund them. */

export interface SandboxOrder {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  referenceId: string;
  description: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  payerId?: string;
  /** Capture responses by PayPal-Request-Id: a repeated request gets the same answer. */
  captures: Map<string, object>;
}

/** A completed capture, by its capture id: what a refund is asked against. */
export interface SandboxCapture {
  amount: { currency_code: string; value: string };
  /** Refund responses by PayPal-Request-Id; one full refund per capture. */
  refunds: Map<string, object>;
}

export interface SandboxState {
  orders: Map<string, SandboxOrder>;
  createdByRequestId: Map<string, string>;
  captures: Map<string, SandboxCapture>;
}

export interface SandboxStore {
  state: SandboxState;
  /** Call after every change: the file is rewritten shortly after, once for a burst of changes. */
  changed(): void;
  /** Writes pending changes now (on shutdown). */
  flush(): void;
}

// Coarse on purpose: a checkout load test must not spend its CPU rewriting this file.
const SAVE_DELAY_MS = 1000;

/** Without a file the state lives in memory only (tests, benchmarks). */
export function openSandboxStore(file?: string): SandboxStore {
  const state = (file && load(file)) || { orders: new Map(), createdByRequestId: new Map(), captures: new Map() };
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (file) save(file, state);
  };
  return {
    state,
    changed() {
      if (!file || timer) return;
      timer = setTimeout(flush, SAVE_DELAY_MS);
      timer.unref();
    },
    flush,
  };
}

const mapsAsPairs = (_key: string, value: unknown) => (value instanceof Map ? { $map: [...value] } : value);
const pairsAsMaps = (_key: string, value: unknown) =>
  value && typeof value === "object" && "$map" in value ? new Map((value as { $map: [string, unknown][] }).$map) : value;

function load(file: string): SandboxState | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"), pairsAsMaps) as SandboxState;
  } catch {
    // No file yet, or one from an older version: a sandbox may start empty.
    return null;
  }
}

function save(file: string, state: SandboxState) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a crash mid-write leaves the previous file, never half of one.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(state, mapsAsPairs));
    fs.renameSync(`${file}.tmp`, file);
  } catch {
    // Losing the sandbox's memory only costs a developer a new checkout; it must not fail a request.
  }
}
