/** Image kinds accepted for upload, recognised by their leading bytes (never by the name or the declared type). */
export type ImageKind = { ext: "png" | "jpg" | "gif" | "webp" | "avif"; mime: string };

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * SVG is refused on purpose: it can carry scripts, and these files are served from our own origin.
 */
export function detectImage(buf: Buffer): ImageKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", mime: "image/png" };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: "jpg", mime: "image/jpeg" };
  if (startsWith(buf, ascii("GIF87a")) || startsWith(buf, ascii("GIF89a"))) return { ext: "gif", mime: "image/gif" };
  if (startsWith(buf, ascii("RIFF")) && startsWith(buf, ascii("WEBP"), 8)) return { ext: "webp", mime: "image/webp" };
  return null;
}
