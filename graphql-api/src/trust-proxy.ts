// Reading TRUST_PROXY: which proxies may name the client's address in X-Forwarded-For (rate limits key on it);
// trusting any claimant ("true") is refused.
import net from "node:net";

/** Express's `trust proxy` setting: false (the socket's address is the client), a hop count, or trusted addresses. */
export type TrustProxy = false | number | string[];

const NAMES = ["loopback", "linklocal", "uniquelocal"];

function isAddressOrSubnet(item: string): boolean {
  if (NAMES.includes(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(prefix); // a netmask such as 255.255.0.0
}

/**
 * TRUST_PROXY: unset, empty, "false" or "0" trusts no proxy (X-Forwarded-For is ignored); a whole number trusts
 * that many hops in front of the shop; otherwise a comma-separated list of addresses, subnets (CIDR or netmask) and
 * the names loopback, linklocal, uniquelocal. "true" (trust whatever a client claims) is refused.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? "").trim();
  if (v === "" || v === "false" || v === "0") return false;
  if (/^\d+$/.test(v)) return Number(v);
  const items = v.split(",").map((s) => s.trim()).filter(Boolean);
  const bad = items.filter((item) => !isAddressOrSubnet(item));
  if (v === "true" || bad.length > 0 || items.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets (e.g. 10.0.0.0/8, loopback); got ${JSON.stringify(v)}`,
    );
  }
  return items;
}
