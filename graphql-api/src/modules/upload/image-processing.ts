// Decoding, cleaning and resizing uploaded photos with sharp (libvips), with memory kept bounded: libvips runs one
// thread per image, keeps a small operation cache, and only a few images are decoded at once in this process.
import sharp, { type Metadata, type Sharp } from "sharp";
import { badInput } from "../../errors.js";
import type { ImageKind } from "./image-type.js";

/** A decompression bomb (a tiny file claiming a huge picture) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The widths the storefront may ask for: a fixed set, so a caller cannot fill the store with every width. 720 is what
 * a phone's full-width picture needs (a 360 CSS px card at twice its pixels, a 380 px product photo at DPR 1.75): with
 * 640 just short, it took 960, half as many bytes again. A width added here is made on its first request, for pictures
 * uploaded before too, like the others.
 */
export const SERVED_WIDTHS = [160, 320, 480, 640, 720, 960, 1280, 1920] as const;
export type ServedFormat = "avif" | "webp" | "jpg" | "png";

// Threads per image and the operation cache: a 12 MP photo decodes to ~36 MB; with one thread each and at most
// IMAGE_CONCURRENCY images in work, four 20 MB uploads at once wait their turn instead of holding four decodes.
sharp.concurrency(1);
sharp.cache({ memory: 32, files: 0, items: 50 });

/** A tiny FIFO semaphore: at most `limit` images are decoded at a time, the others wait in order. */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

const ACCEPTED: Record<string, ImageKind> = {
  jpeg: { ext: "jpg", mime: "image/jpeg" },
  png: { ext: "png", mime: "image/png" },
  webp: { ext: "webp", mime: "image/webp" },
  gif: { ext: "gif", mime: "image/gif" },
  heif: { ext: "avif", mime: "image/avif" },
};
const TOO_LARGE = `This image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (a phone photo has about 12).`;
export const NOT_AN_IMAGE = "Only PNG, JPEG, GIF, WebP or AVIF images can be uploaded.";

export interface CleanedImage {
  bytes: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
  /** The dominant colour, "#rrggbb": painted in the picture's box until it loads. */
  placeholder: string;
}

/**
 * Decodes an upload and writes it again: turned upright by its EXIF orientation, converted to sRGB, and with no
 * metadata at all (sharp writes none unless asked: GPS position, camera, serial number and comments are gone).
 * Anything sharp cannot decode as one of the accepted formats, or larger than MAX_INPUT_PIXELS, is a 400.
 */
export async function cleanUpload(input: Buffer): Promise<CleanedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (e) {
    throw badInput(/pixel limit/i.test((e as Error).message ?? "") ? TOO_LARGE : NOT_AN_IMAGE);
  }
  const { format, compression, width = 0, height = 0 } = meta;
  // A bomb's header alone says it is too large: refused before a pixel is decoded.
  if (width * height > MAX_INPUT_PIXELS) throw badInput(TOO_LARGE);
  // HEIF holds HEIC (HEVC) too, which browsers do not show: only its AV1 kind, AVIF, is accepted.
  const kind = format && (format !== "heif" || compression === "av1") ? ACCEPTED[format] : undefined;
  if (!kind) throw badInput(NOT_AN_IMAGE);
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient().toColourspace("srgb");
    const encoded = encode(pipeline, kind.ext);
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    // The colour from a small copy: decoding the whole picture again would double the upload's peak memory.
    const { dominant } = await sharp(data).resize(64, 64, { fit: "inside" }).toBuffer().then((small) => sharp(small).stats());
    return { bytes: data, kind, width: info.width, height: info.height, placeholder: hex(dominant) };
  } catch (e) {
    const message = (e as Error).message ?? "";
    if (/pixel limit/i.test(message)) throw badInput(TOO_LARGE);
    throw badInput(`This image could not be read (${message.split("\n")[0]!.slice(0, 120) || "damaged file"}). ${NOT_AN_IMAGE}`);
  }
}

/** A served size: `width` wide at most (never enlarged), in the asked format. */
export async function derive(master: Buffer, width: number, format: ServedFormat): Promise<Buffer> {
  const image = sharp(master, { limitInputPixels: MAX_INPUT_PIXELS });
  // A photo (a JPEG master: the camera stored its colour at half resolution) gets no more colour detail than it has; a
  // drawing or logo (PNG, GIF) keeps full colour detail at its sharp edges.
  const { format: masterFormat } = await image.metadata();
  return encode(image.resize({ width, withoutEnlargement: true }), format, masterFormat === "jpeg").toBuffer();
}

function encode(image: Sharp, ext: string, photo = false): Sharp {
  switch (ext) {
    case "jpg":
      return image.jpeg({ quality: 82, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "webp":
      return image.webp({ quality: 75 });
    case "gif":
      return image.gif();
    default:
      // effort 3, not 2: measured on the bench's phone photos (a 720 px size), a third fewer bytes (27.5 kB, not 38.5),
      // closer to the master (PSNR 35.0 dB, not 33.5) and less CPU (0.25 s, not 0.36): libaom's speed 7 (effort 2)
      // drops tools that pay for themselves. Effort 4 is smaller still but takes 3.5x the CPU of a first request.
      return image.avif({ quality: 50, effort: 3, chromaSubsampling: photo ? "4:2:0" : "4:4:4" });
  }
}

const hex = ({ r, g, b }: { r: number; g: number; b: number }) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
