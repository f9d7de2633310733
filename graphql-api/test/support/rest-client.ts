// Test helper for the REST contract tests: plain fetch against the running test server.
import { createUser, startTestServer, type TestServer } from "./harness.js";
import type { Role } from "../../src/generated/prisma/client.js";

export interface RestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function restClient(t: TestServer) {
  const call = async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<RestResponse<T>> => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      payload = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    const res = await fetch(`${t.url}${path}`, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text so the assertion shows it */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  return {
    call,
    get: <T = any>(path: string, token?: string, headers?: Record<string, string>) => call<T>("GET", path, { token, headers }),
    post: <T = any>(path: string, body?: unknown, token?: string) => call<T>("POST", path, { body: body ?? {}, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) => call<T>("PUT", path, { body: body ?? {}, token }),
    del: <T = any>(path: string, token?: string) => call<T>("DELETE", path, { token }),
  };
}

export type RestClient = ReturnType<typeof restClient>;
export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A fresh server for one test file, its REST client, and one signed-in user per name with the role given. */
export async function startRestSuite<K extends string>(roles: Record<K, Role>) {
  const t = await startTestServer();
  const users = {} as Record<K, TestUser>;
  for (const name of Object.keys(roles) as K[]) users[name] = await createUser(t, { role: roles[name] });
  return { t, api: restClient(t), users };
}
