// The one inline script of a rendered page, in its head: it keeps taps made before the app has started
// (early-taps.ts) and asks for the app's scripts once the page is painted (app-after-paint.ts). The page's
// Content-Security-Policy allows it, and no other inline script, by its hash.
import { createHash } from "node:crypto";
import { EARLY_TAPS } from "./early-taps.js";
import { APP_AFTER_PAINT } from "./app-after-paint.js";

const SCRIPT = EARLY_TAPS + APP_AFTER_PAINT;

export const INLINE_SCRIPT = `<script>${SCRIPT}</script>`;

/** The script-src source that lets the browser run it (and no other inline script). */
export const INLINE_SCRIPT_CSP_SOURCE = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;
