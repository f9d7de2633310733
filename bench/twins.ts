// A scenario and its "while the shop sells" twin, measured in alternating slices on one server (issue 47's aim: the
// twin keeps >= 80% of the idle scenario's req/s). Run one after the other, 10 s each, the pair's ratio swung with the
// machine rather than with the code: three runs in a row on one quiet database and one build gave 70%, 93% and 77%,
// the idle listing alone 429-653 req/s and 1.7-2.5 ms of server CPU a request. Slices of a few seconds, in the order
// idle, selling, selling, idle, ... (ABBA), put both twins in the same minutes, so a drift of the host weighs on both.
import { combineSlices, resultLine, runSlice, type RunOptions, type Scenario, type ScenarioResult, type Slice } from "./scenarios.js";
import { soldNote, type RowUpdates, type SalesOutcome } from "./sales.js";

export interface TwinHooks {
  /** Readies and starts the background sales for about `seconds` seconds; stop() waits for the sales in flight. */
  startSales: (seconds: number) => Promise<{ stop: () => Promise<SalesOutcome> }>;
  /** The server's CPU time so far (ms), or null where /proc is not there. */
  cpuMs: () => number | null;
  log: (message: string) => void;
  /** Product rows updated and HOT so far (sales.ts productRowUpdates), where the database counts them. */
  productUpdates?: () => Promise<RowUpdates | null>;
}

/** How long after the last sale PostgreSQL has surely reported its row counts (see productRowUpdates). */
const STATS_REPORTED_MS = 11_000;

/**
 * `rounds` pairs of slices of duration / rounds seconds each, so each twin runs `duration` seconds in all. The sales
 * are readied before their slice (bench/sales.ts: the orders they capture), start with it (after `warmup` seconds of
 * it, not measured) and are stopped, their sales in flight finished, before the next slice: what a sale leaves for
 * later (its emails, its invoice) may fall in an idle slice, which only makes the idle twin slower and the aim harder.
 */
export async function runTwins(idle: Scenario, selling: Scenario, o: RunOptions & { rounds: number; warmup: number }, hooks: TwinHooks): Promise<[ScenarioResult, ScenarioResult]> {
  const slice = { ...o, duration: Math.max(1, Math.round(o.duration / o.rounds)) };
  const parts = { idle: [] as Slice[], selling: [] as Slice[] };
  const cpu = { idle: 0, selling: 0 };
  let cpuKnown = true;
  const sold: SalesOutcome = { sales: 0, errors: 0, seconds: 0 };
  const updatesBefore = await hooks.productUpdates?.();
  for (let round = 0; round < o.rounds; round++) {
    const order = round % 2 === 0 ? (["idle", "selling"] as const) : (["selling", "idle"] as const);
    for (const which of order) {
      const s = which === "idle" ? idle : selling;
      const sales = which === "selling" ? await hooks.startSales(o.warmup + slice.duration) : null;
      if (o.warmup > 0) await runSlice(s, { ...slice, duration: o.warmup });
      const before = hooks.cpuMs();
      parts[which].push(await runSlice(s, slice));
      const after = hooks.cpuMs();
      if (before === null || after === null) cpuKnown = false;
      else cpu[which] += after - before;
      if (sales) {
        const outcome = await sales.stop();
        sold.sales += outcome.sales;
        sold.errors += outcome.errors;
        sold.seconds += outcome.seconds;
        sold.firstError ??= outcome.firstError;
      }
    }
  }
  let updated: RowUpdates | undefined;
  if (updatesBefore) {
    await new Promise((done) => setTimeout(done, STATS_REPORTED_MS));
    const after = await hooks.productUpdates!();
    if (after) updated = { updates: after.updates - updatesBefore.updates, hot: after.hot - updatesBefore.hot };
  }
  const idleResult = combineSlices(idle, parts.idle);
  const sellingResult = combineSlices(selling, parts.selling);
  if (cpuKnown && idleResult.requests) idleResult.serverCpuMs = cpu.idle / idleResult.requests;
  if (cpuKnown && sellingResult.requests) sellingResult.serverCpuMs = cpu.selling / sellingResult.requests;
  const alternated = (twin: string) => `measured in ${o.rounds} slices of ${slice.duration} s, alternating with its ${twin} twin (bench/twins.ts)`;
  idleResult.note = [idle.note, alternated("selling")].filter(Boolean).join("; ");
  sellingResult.note = [
    selling.note,
    alternated("idle"),
    soldNote(sold),
    updated && `product rows updated meanwhile: ${updated.updates}, of them HOT (no new index entry): ${updated.hot}`,
  ]
    .filter(Boolean)
    .join("; ");
  sellingResult.errors += sold.errors;
  hooks.log(`  ${idle.key}: ${resultLine(idleResult)}`);
  hooks.log(`  ${selling.key}: ${resultLine(sellingResult)}; ${sold.sales} units sold`);
  return [idleResult, sellingResult];
}
