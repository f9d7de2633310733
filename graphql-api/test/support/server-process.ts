import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

/** The real entry point (graphql-api/src/main.ts) in a child process, as a user or an operator starts it. */
export const repoRoot = path.resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number>;
}

/** Starts the server with the given environment on top of this process's (embedded database unless DATABASE_URL). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "graphql-api/src/main.ts")], {
    cwd: repoRoot,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(repoRoot, "graphql-api/tsconfig.json"), HOST: "127.0.0.1", DATABASE_URL: "", NODE_ENV: "development", ...env },
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? -1)));
  return { child, output: () => output, exited };
}

/** Any command as an operator runs it, in `cwd`, with the given environment on top of this process's. */
export function startProcess(command: string, args: string[], cwd: string, env: Record<string, string>): ServerProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? -1)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

/** POST /graphql on a running server, optionally as a bearer-token user. */
export async function gqlAt(url: string, query: string, variables?: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: any; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: res.status, data: body.data, errors: body.errors };
}
