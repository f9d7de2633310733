// Where a webhook may be sent, and the one way it is sent: never to a private, loopback or link-local address (the
// shop's own network) unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true; the name is resolved again at each delivery and the
// connection made to the address that was checked (a name re-pointed at 127.0.0.1 after it was saved is refused);
// redirects are not followed; a receiver's answer is read up to a few kilobytes; 10 seconds at most.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { badInput } from "../../errors.js";

export const DELIVERY_TIMEOUT_MS = 10_000;
/** What is kept of a receiver's answer: enough for an error message in the delivery log. */
const MAX_ANSWER_BYTES = 4096;
const MAX_URL_LENGTH = 2000;

export const UNSAFE_TARGET = "resolves to a private, loopback or link-local address, which webhooks may not target";

/** A public address: anything ipaddr.js does not class as a special range (private, loopback, link-local, …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "unicast";
}

/** A webhook URL as given by its owner, checked: http(s), no credentials, a host that resolves only to allowed addresses. */
export async function checkTargetUrl(raw: unknown, allowPrivate: boolean): Promise<string> {
  if (typeof raw !== "string" || !raw.trim() || raw.length > MAX_URL_LENGTH) throw badInput(`url must be an http(s) address of at most ${MAX_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badInput("url is not a valid address (e.g. https://partner.example/webhooks).");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw badInput("url must start with https:// (or http://).");
  if (url.username || url.password) throw badInput("url must not carry a user name or password: authenticate deliveries by their signature.");
  try {
    await resolveSafe(url.hostname, allowPrivate);
  } catch (e) {
    throw badInput(`url ${(e as Error).message}.`);
  }
  return url.toString();
}

/** The addresses a host name (or literal) stands for, refused when one of them may not be targeted. */
async function resolveSafe(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) }]
    : await dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new Error(`host ${host} could not be resolved`);
      });
  if (!addresses.length) throw new Error(`host ${host} could not be resolved`);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) throw new Error(UNSAFE_TARGET);
  return addresses;
}

export interface PostResult {
  /** The receiver's HTTP status; null when none came (refused, timed out, unsafe address). */
  status: number | null;
  /** Why it failed, for the delivery log; null on a 2xx. */
  error: string | null;
  durationMs: number;
}

/**
 * Connections kept open between deliveries, one agent per address a delivery checked (and scheme): a kept connection
 * only ever carries a delivery whose name resolved, at that delivery, to the address the connection goes to. (Node's
 * global agent, which keeps connections too, keyed them by name: a delivery after the name was re-pointed went down
 * the connection kept to the old address.)
 */
const agents = new Map<string, http.Agent>();
/** Addresses whose agents are kept (the least recently used one beyond closes its connections). */
const MAX_AGENTS = 100;
/**
 * An idle connection closes after this: below the 5 s a Node receiver keeps one (a receiver announcing less in
 * Keep-Alive is believed, by Node's agent), so a kept connection is rarely one the receiver is closing.
 */
const IDLE_MS = 4000;

function agentFor(protocol: string, address: string): http.Agent {
  const key = `${protocol}//${address}`;
  let agent = agents.get(key);
  if (agent) agents.delete(key);
  else {
    const options = { keepAlive: true, maxFreeSockets: 16, timeout: IDLE_MS, scheduling: "lifo" as const };
    agent = protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
  }
  agents.set(key, agent);
  for (const [k, a] of agents) {
    if (agents.size <= MAX_AGENTS) break;
    agents.delete(k);
    a.destroy();
  }
  return agent;
}

/** Closes the kept connections (tests, shutdown). */
export function closeWebhookConnections(): void {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

/** POSTs a signed body once. Never throws: the outcome goes to the delivery log. */
export async function postWebhook(target: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<PostResult> {
  const started = Date.now();
  const done = (status: number | null, error: string | null): PostResult => ({ status, error, durationMs: Date.now() - started });
  let url: URL;
  let pinned: { address: string; family: number };
  try {
    url = new URL(target);
    pinned = (await resolveSafe(url.hostname, allowPrivate))[0]!;
  } catch (e) {
    return done(null, (e as Error).message);
  }
  const agent = agentFor(url.protocol, pinned.address);
  const first = await send(url, pinned, headers, body, agent);
  // A kept connection the receiver closed as this delivery went out (nothing answered): once more on a new connection.
  const outcome = first.staleConnection ? await send(url, pinned, headers, body, false) : first;
  return done(outcome.status, outcome.error);
}

type Sent = { status: number | null; error: string | null; staleConnection: boolean };

function send(url: URL, pinned: { address: string; family: number }, headers: Record<string, string>, body: string, agent: http.Agent | false): Promise<Sent> {
  // The connection goes to the address just checked, whatever the name resolves to a moment later.
  const lookup = (_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) =>
    options?.all ? cb(null, [pinned]) : cb(null, pinned.address, pinned.family);
  return new Promise<Sent>((resolve) => {
    let answered = false;
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      { method: "POST", agent, headers: { ...headers, "content-length": Buffer.byteLength(body) }, lookup: lookup as never, timeout: DELIVERY_TIMEOUT_MS },
      (res) => {
        answered = true;
        const status = res.statusCode ?? 0;
        let kept = "";
        res.on("data", (chunk: Buffer) => {
          kept += chunk.toString("utf8", 0, Math.max(0, MAX_ANSWER_BYTES - kept.length));
          if (kept.length >= MAX_ANSWER_BYTES) res.destroy();
        });
        const finish = () => {
          clearTimeout(overall);
          if (status >= 200 && status < 300) return resolve({ status, error: null, staleConnection: false });
          const redirect = status >= 300 && status < 400 ? ` (redirects are not followed: ${res.headers.location ?? "no location"})` : "";
          resolve({ status, error: `HTTP ${status}${redirect}${kept.trim() ? `: ${kept.trim().slice(0, 300)}` : ""}`, staleConnection: false });
        };
        res.on("end", finish);
        res.on("close", finish);
      },
    );
    // The whole exchange, answer included, within the limit.
    const overall = setTimeout(() => req.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)), DELIVERY_TIMEOUT_MS);
    req.on("timeout", () => req.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    req.on("error", (e: NodeJS.ErrnoException) => {
      clearTimeout(overall);
      resolve({ status: null, error: e.message, staleConnection: req.reusedSocket && !answered && ["ECONNRESET", "EPIPE"].includes(e.code ?? "") });
    });
    req.end(body);
  });
}
