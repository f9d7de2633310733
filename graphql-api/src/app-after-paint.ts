// A rendered page asks for its scripts once the browser has painted it with its largest picture (the one the head
// preloads), instead of with the page. Asked for with the page, the app's chunks (~40 files, about 230 kB of gzip)
// shared a phone's connection with that picture and mostly ran before the first paint: on slow 4G the page's largest
// paint waited for them (Lighthouse mobile LCP 2.1-2.9 s on home, listing, search, checkout, account; 0.8-1.1 s when
// they come after). The app then takes the page over as before: a tap meanwhile is kept (early-taps.ts) and links work
// without it. A picture that neither loads nor fails holds the scripts at most START_AT_LATEST_MS after the page is
// parsed. web-page.ts writes the scripts' list (the entry's first) into the page. Each preload link starts its fetch there
// and then: they are added a few a task, as the build's helper adds a lazy part's (web/build/preloadsInTurn.ts).
import { PRELOADS_PER_TASK } from "../../web/build/preloadsInTurn.ts";

/** The element holding the page's scripts: the entry's first, then the chunks to preload with it. */
export const APP_SCRIPTS_ID = "app-scripts";
const START_AT_LATEST_MS = 3000;

/** The code, inline in the page's head (inline-script.ts). Nothing to do on a page without the list. */
export const APP_AFTER_PAINT = `(function(){var d=document,p=d.querySelector('link[rel="preload"][as="image"]'),n=p?2:1,s=0;function start(){var a=d.getElementById("${APP_SCRIPTS_ID}");if(s++||!a)return;var u=JSON.parse(a.textContent),e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=u[0];d.head.appendChild(e);(function b(i){for(var j=i;j<u.length&&j<i+${PRELOADS_PER_TASK};j++){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u[j];d.head.appendChild(l)}if(j<u.length)setTimeout(b,0,j)})(1)}function ready(){if(--n)return;requestAnimationFrame(function(){setTimeout(start,0)})}if(p){p.addEventListener("load",ready);p.addEventListener("error",ready)}d.addEventListener("DOMContentLoaded",function(){ready();setTimeout(start,${START_AT_LATEST_MS})})})();`;
