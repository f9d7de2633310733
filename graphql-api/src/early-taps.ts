// A rendered page is painted before its scripts have run: a tap on one of its buttons then (a slow phone, a busy
// network) would be lost, the button having no handler yet. This script, inline in every rendered page's head, keeps
// such taps and the app replays them once it has taken the page over (web/src/ssr/earlyTaps.ts). Links are left to
// the browser: they work without the app.
// Buttons, tabs, menu items, and choices (a size's radio, a filter's checkbox, or the label that holds one): the
// browser would tick a choice itself, which the app, starting, would not know of (Add to Cart left disabled under a
// ticked size). A label of a text field is left alone (it only focuses the field).
const SCRIPT = `(function(){var t=window.__earlyTaps=[];document.addEventListener("click",function(e){if(window.__earlyTaps!==t)return;var b=e.target instanceof Element?e.target.closest('button,[role="button"],[role="tab"],[role="menuitem"],[role="radio"],[role="checkbox"],input[type="radio"],input[type="checkbox"],label'):null;if(!b)return;if(b.tagName==="LABEL"){var c=b.control;if(!c||(c.type!=="radio"&&c.type!=="checkbox"))return}e.preventDefault();e.stopImmediatePropagation();if(t.indexOf(b)<0)t.push(b)},true)})();`;

/** The script's code; the page carries it inline with the others (inline-script.ts). */
export const EARLY_TAPS = SCRIPT;
