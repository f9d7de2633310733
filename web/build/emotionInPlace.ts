import type { Plugin } from "vite";
import { moduleEdits } from "./moduleEdits.ts";

/**
 * The server puts the page's emotion styles in one `<style data-emotion="css …">` in the head (entry-server.tsx).
 * Emotion's browser cache, created when @emotion/react loads, moves every server-rendered style element it adopts to
 * the end of the head (its sheet's `hydrate` inserts each again). A style element taken out and put back is parsed
 * again and makes the browser recompute every element's style: about 10 ms of the main thread on the listing, on a
 * phone 4-7 times that, in one task while the page hydrates. Edited: a style element already in the sheet's container
 * is adopted where it is (later rules still go after it). The server marks its element `data-s`, emotion's own sign
 * for "already moved", so the cache's first pass leaves it alone as well.
 */
export function emotionInPlace(): Plugin {
  return moduleEdits(
    "emotion-in-place",
    [
      {
        module: /[\\/]@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet\.esm\.js$/,
        replace: [
          [
            "  _proto.hydrate = function hydrate(nodes) {\n    nodes.forEach(this._insertTag);\n  };\n",
            "  _proto.hydrate = function hydrate(nodes) {\n    var _this = this;\n    nodes.forEach(function (tag) {\n      if (tag.parentNode === _this.container) _this.tags.push(tag);\n      else _this._insertTag(tag);\n    });\n  };\n",
          ],
        ],
      },
    ],
    "web/build/emotionInPlace.ts",
  );
}
