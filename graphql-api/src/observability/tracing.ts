// OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: the
// SDK and its instrumentations (HTTP, Express, GraphQL, pg, ioredis) are loaded then and only then, before the server's
// modules, so that they can wrap them. Off, this module loads nothing and logs carry no trace fields.
import { register } from "node:module";

/** The log fields naming the trace and span a line was written in; null while tracing is off. */
let traceFields: (() => Record<string, string>) | null = null;
export const logTraceFields = () => traceFields;

export interface Tracing {
  /** Sends the spans still buffered (call before the process exits). */
  shutdown(): Promise<void>;
}

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  // Traces only: the SDK would otherwise also export logs and metrics over OTLP by default (metrics are /metrics').
  env.OTEL_LOGS_EXPORTER ??= "none";
  env.OTEL_METRICS_EXPORTER ??= "none";
  // The server is ES modules: instrumentations patch them through import-in-the-middle's loader hook.
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);
  const [api, { NodeSDK }, { OTLPTraceExporter }, http, express, graphql, pg, ioredis] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-express"),
    import("@opentelemetry/instrumentation-graphql"),
    import("@opentelemetry/instrumentation-pg"),
    import("@opentelemetry/instrumentation-ioredis"),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? "shop",
    // OTLP over HTTP (JSON) to the endpoint's /v1/traces; headers from OTEL_EXPORTER_OTLP_HEADERS.
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Probes every few seconds would drown the traces people look for.
      new http.HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? "") }),
      new express.ExpressInstrumentation(),
      new graphql.GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      new pg.PgInstrumentation(),
      new ioredis.IORedisInstrumentation(),
    ],
  });
  sdk.start();
  traceFields = (): Record<string, string> => {
    const context = api.trace.getActiveSpan()?.spanContext();
    return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
  };
  return { shutdown: () => sdk.shutdown() };
}
