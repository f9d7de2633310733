// docker-compose.yml is what an operator runs: PostgreSQL, Redis, two replicas and a load balancer on port 5000.
// With Docker Compose on the machine, `docker compose config` validates it; without (as on this CI machine), the same
// promises are checked on the parsed file, so the test runs either way.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "./support/server-process.js";

const COMPOSE = path.join(repoRoot, "docker-compose.yml");
const REQUIRED_ENV = { TOKEN_SECRET: "x".repeat(40), SEED_ADMIN_PASSWORD: "compose-test-password", METRICS_TOKEN: "m".repeat(24), GRAFANA_PASSWORD: "compose-test-grafana" };
const hasCompose = spawnSync("docker", ["compose", "version"], { encoding: "utf8" }).status === 0;

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: unknown[];
  volumes?: string[];
}

/** The file as Compose resolves it: `docker compose config` when there is Docker, else the YAML itself (anchors merged). */
function resolved(): { services: Record<string, Service> } {
  if (!hasCompose) return parse(fs.readFileSync(COMPOSE, "utf8"), { merge: true });
  const run = spawnSync("docker", ["compose", "-f", COMPOSE, "config", "--format", "json"], { encoding: "utf8", env: { ...process.env, ...REQUIRED_ENV } });
  expect(run.stderr).not.toMatch(/error/i);
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout);
}

it(`docker-compose.yml: PostgreSQL, Redis, two shop replicas and a load balancer on port 5000 (${hasCompose ? "docker compose config" : "parsed; Docker Compose is not installed here"})`, () => {
  const { services } = resolved();
  const replicas = Object.entries(services).filter(([, s]) => String(s.environment?.DATABASE_URL ?? "").startsWith("postgres://"));
  expect(replicas.map(([name]) => name).sort()).toEqual(["shop-1", "shop-2"]);

  expect(services.db?.image).toMatch(/^postgres:\d+/);
  expect(services.redis?.image).toMatch(/^redis:\d+/);
  for (const [name, shop] of replicas) {
    expect(shop.environment?.DATABASE_URL, name).toMatch(/@db:5432\//);
    expect(shop.environment?.REDIS_URL, name).toBe("redis://redis:6379");
    expect(shop.environment?.NODE_ENV, name).toBe("production");
    expect(String(shop.environment?.TRUST_PROXY), name).toBe("1");
    expect(shop.environment?.STOREFRONT_ACCESS, name).toBe("public"); // a shop open for business: anyone may browse
    expect(Object.keys(shop.depends_on ?? {}).sort(), name).toEqual(["db", "redis"]);
    // Ready means database reachable and migrations applied: the load balancer starts only then.
    expect(shop.healthcheck?.test.join(" "), name).toContain("/readyz");
    expect(shop.ports ?? [], name).toEqual([]); // only the load balancer is published
  }

  const lb = services.lb!;
  expect(lb.image).toMatch(/^(nginx|caddy):/);
  // Short syntax in the file; objects once Compose has resolved it.
  const port = (p: unknown) => (typeof p === "string" ? p : `${(p as { published: string }).published}:${(p as { target: number }).target}`);
  expect(lb.ports?.map(port)).toEqual(["5000:80"]);
  expect(Object.keys(lb.depends_on ?? {}).sort()).toEqual(["shop-1", "shop-2"]);
  const mounted = lb.volumes!.map((v) => String(typeof v === "string" ? v.split(":")[0] : (v as { source: string }).source));
  const config = path.resolve(repoRoot, mounted.find((v) => v.endsWith("nginx.conf"))!);
  const nginx = fs.readFileSync(config, "utf8");
  // Both replicas behind one upstream, with the request id and the client's address passed on.
  expect([...nginx.matchAll(/^\s*server (shop-\d):5000/gm)].map((m) => m[1])).toEqual(["shop-1", "shop-2"]);
  expect(nginx).toMatch(/proxy_pass http:\/\/shop;/);
  expect(nginx).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  expect(nginx).toMatch(/listen 80;/);
});

it("docker-compose.yml: Prometheus scrapes both replicas with METRICS_TOKEN; Grafana's dashboard graphs only metrics the shop exposes", async () => {
  const { services } = resolved();
  expect(services.prometheus?.image).toMatch(/^prom\/prometheus:/);
  expect(services.grafana?.image).toMatch(/^grafana\/grafana:/);
  for (const [name, shop] of Object.entries(services).filter(([n]) => /^shop-\d$/.test(n))) {
    expect(String(shop.environment?.METRICS_TOKEN ?? ""), name).not.toBe("");
  }
  const prometheus = parse(fs.readFileSync(path.join(repoRoot, "deploy/prometheus.yml"), "utf8"));
  const job = prometheus.scrape_configs[0];
  expect(job.static_configs[0].targets).toEqual(["shop-1:5000", "shop-2:5000"]);
  expect(job.authorization).toMatchObject({ type: "Bearer", credentials_file: "/etc/prometheus/metrics-token" });
  // The nginx in front does not serve /metrics to the outside.
  expect(fs.readFileSync(path.join(repoRoot, "deploy/nginx.conf"), "utf8")).toMatch(/location = \/metrics \{\s*return 404;/);

  const { sharedRegistry, appRegistry } = await import("../src/observability/metrics.js");
  const pool = { totalCount: 0, idleCount: 0, waitingCount: 0 } as never;
  const registries = [sharedRegistry, appRegistry({ pool, jobs: { stats: async () => [] } })];
  const exposed = new Set(
    registries.flatMap((r) => r.getMetricsAsArray()).flatMap((m) => {
      const name = (m as unknown as { name: string }).name;
      return [name, `${name}_bucket`, `${name}_count`, `${name}_sum`];
    }),
  );
  const dashboard = JSON.parse(fs.readFileSync(path.join(repoRoot, "deploy/grafana/shop-dashboard.json"), "utf8"));
  const graphed = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) => p.targets.flatMap((t) => t.expr.match(/\b(?:shop|process|nodejs)_[a-z0-9_]+/g) ?? []));
  expect(graphed.length).toBeGreaterThan(10);
  expect([...new Set(graphed)].filter((m) => !exposed.has(m as string))).toEqual([]);
});
