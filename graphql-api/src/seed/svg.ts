// Deterministic SVG illustrations for the demo catalogue, so the shop looks complete without fetching anything:
// the same slug always gives the same picture (colour from a hash of the slug, silhouette from the product kind).
import type { CatalogueItem, Poster, Shape } from "./catalogue.js";

const BRAND_TEXT: Record<CatalogueItem["brand"], string> = {
  nike: "NIKE",
  adidas: "ADIDAS",
  puma: "PUMA",
  levi: "LEVI'S",
  zara: "ZARA",
  hm: "H&M",
};

export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** FNV-1a: small, stable across runs and platforms. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

interface Palette {
  main: string;
  dark: string;
  accent: string;
  light: string;
}

function palette(slug: string, shape: Shape): Palette {
  const h = hash(slug);
  // Denim stays blue; everything else takes any hue.
  const hue = shape === "jeans" ? 205 + (h % 25) : h % 360;
  const accentHue = (hue + 150 + ((h >>> 9) % 60)) % 360;
  return {
    main: `hsl(${hue}, 52%, 46%)`,
    dark: `hsl(${hue}, 55%, 28%)`,
    accent: `hsl(${accentHue}, 70%, 55%)`,
    light: `hsl(${hue}, 45%, 94%)`,
  };
}

const LONG_SLEEVE_BODY = "M220 150 L262 130 L338 130 L380 150 L440 230 L470 400 L425 410 L395 272 L392 440 L208 440 L205 272 L175 410 L130 400 L160 230 Z";

/** The silhouette of each kind of product in a 600x600 box, drawn in the given colours. */
export function shapeSvg(shape: Shape, c: Palette): string {
  const body = `fill="${c.main}" stroke="${c.dark}" stroke-width="6" stroke-linejoin="round"`;
  const line = (d: string, color = c.dark, width = 6) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
  switch (shape) {
    case "tshirt":
      return `<path d="M210 140 L260 118 Q300 150 340 118 L390 140 L470 205 L428 262 L390 238 L390 440 L210 440 L210 238 L172 262 L130 205 Z" ${body}/>
        ${line("M260 118 Q300 165 340 118", c.accent, 10)}${line("M215 405 L385 405", c.dark, 4)}`;
    case "hoodie":
      return `<path d="${LONG_SLEEVE_BODY}" ${body}/>
        <path d="M255 140 Q300 55 345 140 Q300 180 255 140 Z" fill="${c.dark}"/>
        <path d="M245 330 L355 330 L372 405 L228 405 Z" fill="none" stroke="${c.dark}" stroke-width="5"/>
        ${line("M285 160 L280 240", c.accent, 5)}${line("M315 160 L320 240", c.accent, 5)}`;
    case "jacket":
      return `<path d="${LONG_SLEEVE_BODY}" ${body}/>
        ${line("M300 172 L300 440", c.accent, 6)}${line("M262 130 L300 178 L338 130", c.dark, 8)}
        <rect x="230" y="340" width="46" height="36" rx="6" fill="none" stroke="${c.dark}" stroke-width="4"/>
        <rect x="324" y="340" width="46" height="36" rx="6" fill="none" stroke="${c.dark}" stroke-width="4"/>`;
    case "coat":
      return `<path d="M220 140 L262 120 L338 120 L380 140 L440 230 L465 430 L422 438 L395 282 L405 510 L195 510 L205 282 L178 438 L135 430 L160 230 Z" ${body}/>
        ${line("M262 120 L300 225 L338 120", c.light, 8)}<rect x="205" y="300" width="190" height="22" fill="${c.dark}"/>
        <circle cx="320" cy="255" r="8" fill="${c.accent}"/><circle cx="320" cy="360" r="8" fill="${c.accent}"/><circle cx="320" cy="420" r="8" fill="${c.accent}"/>`;
    case "pants":
    case "jeans": {
      const stitch = shape === "jeans" ? "#d69e2e" : c.accent;
      return `<path d="M212 120 L388 120 L412 480 L322 480 L300 225 L278 480 L188 480 Z" ${body}/>
        <rect x="212" y="120" width="176" height="26" fill="${c.dark}"/>
        ${line("M232 150 Q250 195 290 160", stitch, 4)}${line("M368 150 Q350 195 310 160", stitch, 4)}
        ${line("M300 146 L300 215", stitch, 4)}${shape === "jeans" ? line("M194 462 L280 462 M320 462 L406 462", stitch, 3) : ""}`;
    }
    case "dress":
      return `<path d="M255 112 L345 112 L335 205 L425 480 L175 480 L265 205 Z" ${body}/>
        ${line("M265 112 L252 70", c.dark, 6)}${line("M335 112 L348 70", c.dark, 6)}
        <rect x="262" y="196" width="76" height="18" rx="6" fill="${c.accent}"/>${line("M200 440 Q300 460 400 440", c.light, 4)}`;
    case "shoe":
      return `<path d="M115 385 L125 300 Q135 268 172 272 L248 290 Q290 248 332 254 L362 300 Q422 318 470 338 Q502 355 496 385 Z" ${body}/>
        <path d="M110 382 L502 382 Q508 412 482 418 L128 418 Q106 412 110 382 Z" fill="${c.light}" stroke="${c.dark}" stroke-width="5"/>
        ${line("M190 352 Q310 336 440 326", c.accent, 14)}${line("M262 288 L290 304 M276 272 L306 290 M292 260 L322 278", c.light, 5)}`;
    case "boot":
      return `<path d="M205 140 L322 140 L328 318 Q404 328 452 350 Q482 366 480 398 L198 398 Z" ${body}/>
        <rect x="190" y="396" width="294" height="32" rx="8" fill="${c.dark}"/>
        <path d="M300 170 Q330 230 300 300 Q270 230 300 170 Z" fill="${c.accent}" opacity="0.85"/>${line("M205 160 L322 160", c.light, 4)}`;
    case "cap":
      return `<ellipse cx="300" cy="345" rx="200" ry="38" fill="${c.dark}"/>
        <path d="M165 335 Q165 180 300 180 Q435 180 435 335 Z" ${body}/>
        ${line("M300 185 L300 335", c.dark, 4)}${line("M300 185 Q230 240 222 335", c.dark, 4)}${line("M300 185 Q370 240 378 335", c.dark, 4)}
        <circle cx="300" cy="182" r="12" fill="${c.accent}"/><rect x="265" y="265" width="70" height="34" rx="6" fill="${c.accent}"/>`;
    case "bag":
      return `${line("M232 232 Q232 118 300 118 Q368 118 368 232", c.dark, 18)}
        <path d="M168 230 L432 230 L458 472 L142 472 Z" ${body}/>
        <rect x="160" y="280" width="280" height="26" fill="${c.accent}"/><circle cx="300" cy="293" r="14" fill="${c.light}"/>`;
    case "backpack":
      return `${line("M260 150 Q300 95 340 150", c.dark, 14)}
        <rect x="188" y="145" width="224" height="330" rx="64" ${body}/>
        <rect x="220" y="315" width="160" height="130" rx="26" fill="${c.dark}"/>
        ${line("M238 345 L362 345", c.accent, 6)}<rect x="280" y="200" width="40" height="12" rx="6" fill="${c.accent}"/>`;
    case "belt":
      return `<rect x="70" y="272" width="460" height="58" rx="12" ${body}/>
        <rect x="222" y="250" width="96" height="102" rx="14" fill="none" stroke="#cbd5e0" stroke-width="14"/>
        ${line("M270 262 L270 340", "#a0aec0", 8)}
        <circle cx="400" cy="301" r="7" fill="${c.dark}"/><circle cx="435" cy="301" r="7" fill="${c.dark}"/><circle cx="470" cy="301" r="7" fill="${c.dark}"/>`;
    case "scarf":
      return `<path d="M180 120 Q300 88 420 120 L402 205 Q300 178 198 205 Z" ${body}/>
        <path d="M222 190 L200 470 L272 470 L284 202 Z" ${body}/><path d="M326 202 L358 462 L424 450 L384 190 Z" ${body}/>
        ${line("M214 300 L280 300 M208 380 L276 380 M336 300 L396 296 M346 380 L408 372", c.accent, 10)}
        ${line("M206 470 L204 498 M226 470 L226 500 M248 470 L250 500 M268 470 L272 498", c.dark, 4)}`;
    case "sunglasses":
      return `<ellipse cx="212" cy="300" rx="92" ry="68" ${body}/><ellipse cx="388" cy="300" rx="92" ry="68" ${body}/>
        ${line("M290 286 Q300 264 310 286", c.dark, 10)}${line("M122 282 L80 252", c.dark, 10)}${line("M478 282 L520 252", c.dark, 10)}
        ${line("M168 270 Q190 252 214 256", c.light, 8)}${line("M344 270 Q366 252 390 256", c.light, 8)}`;
  }
}

export function productSvg(item: Pick<CatalogueItem, "slug" | "shape" | "brand">): string {
  const c = palette(item.slug, item.shape);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(BRAND_TEXT[item.brand])} ${item.shape}">
  <rect width="600" height="600" fill="${c.light}"/>
  <ellipse cx="300" cy="520" rx="210" ry="18" fill="${c.dark}" opacity="0.12"/>
  ${shapeSvg(item.shape, c)}
  <text x="300" y="568" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" letter-spacing="6" fill="${c.dark}">${escapeXml(BRAND_TEXT[item.brand])}</text>
</svg>
`;
}

/** A wide poster: gradient, headline, subline and a few product silhouettes on the right. */
export function posterSvg(p: Poster, width: number, height: number, cta: string | null = "Shop now"): string {
  const white: Palette = { main: "rgba(255,255,255,0.9)", dark: "rgba(0,0,0,0.25)", accent: p.from, light: "rgba(255,255,255,0.6)" };
  const scale = height / 600;
  const decor = [0, 1].map((i) => {
    const shape = p.decor[i]!;
    const x = width - (i === 0 ? 680 : 360) * scale;
    const y = (i === 0 ? 50 : 100) * scale;
    const s = (i === 0 ? 0.85 : 0.7) * scale;
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(3)})" opacity="${i === 0 ? 0.95 : 0.8}">${shapeSvg(shape, white)}</g>`;
  });
  const big = Math.round(88 * scale);
  const small = Math.round(36 * scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(p.headline)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.2}" r="${height * 0.55}" fill="#fff" opacity="0.08"/>
  <circle cx="${width * 0.95}" cy="${height * 0.95}" r="${height * 0.35}" fill="#fff" opacity="0.06"/>
  ${decor.join("\n  ")}
  <text x="${Math.round(110 * scale)}" y="${Math.round(height * 0.45)}" font-family="Helvetica, Arial, sans-serif" font-size="${big}" font-weight="800" fill="#fff">${escapeXml(p.headline)}</text>
  <text x="${Math.round(112 * scale)}" y="${Math.round(height * 0.45 + 70 * scale)}" font-family="Helvetica, Arial, sans-serif" font-size="${small}" fill="#fff" opacity="0.9">${escapeXml(p.subline)}</text>
  ${cta ? ctaSvg(cta, p, scale, height) : ""}
</svg>
`;
}

/** A drawn button: only on posters that stand for a link (carousel, features), not on page headers. */
function ctaSvg(cta: string, p: Poster, scale: number, height: number): string {
  return `<rect x="${Math.round(110 * scale)}" y="${Math.round(height * 0.45 + 115 * scale)}" width="${Math.round(220 * scale)}" height="${Math.round(64 * scale)}" rx="${Math.round(32 * scale)}" fill="#fff"/>
  <text x="${Math.round(220 * scale)}" y="${Math.round(height * 0.45 + 157 * scale)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(28 * scale)}" font-weight="700" fill="${p.from}">${escapeXml(cta)}</text>`;
}
