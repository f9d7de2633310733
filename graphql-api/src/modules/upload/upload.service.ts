// Admin-uploaded images: checked to be real images, stored once per content in the shared image store and given a
// /uploads/ URL; also finds an image by URL name, and imports files uploaded before the shared store existed.
import fs from "node:fs/promises";
import path from "node:path";
import type { ServiceDeps } from "../../service-deps.js";
import { badInput } from "../../errors.js";
import type { Logger } from "../../logger.js";
import { detectImage } from "./image-type.js";
import { bytesOf, type ImageBody, type ImageStore } from "./stored-image.js";
import { cleanUpload, derive, Limiter, SERVED_WIDTHS, type ServedFormat } from "./image-processing.js";

export interface UploadedImage {
  /** Relative to this server, what product and feature image fields store. */
  url: string;
  /** Absolute, for clients written against the former image host's response. */
  secure_url: string;
}

const CONTENT_NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp|avif)$/;
/** A served size of an uploaded image: "<master's sha256>-w<width>.<format>". */
const SIZE_NAME = /^([0-9a-f]{64})-w([0-9]{2,4})\.(avif|webp|jpg|png)$/;
const FORMAT_MIME: Record<ServedFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

/** What pages need to show an uploaded image without layout shift: its size and the colour painted until it loads. */
export interface ImageInfoView {
  width: number;
  height: number;
  placeholder: string;
}
const LEGACY_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/**
 * Admin-uploaded images, in the shared image store (database or S3) under the sha256 of their bytes: every replica
 * serves every image, and the same picture uploaded twice is stored once. The content decides the extension.
 */
export class UploadService {
  private readonly limiter: Limiter;
  // A served size asked by many shoppers at once before it exists is made once.
  private readonly deriving = new Map<string, Promise<ImageBody | null>>();
  constructor(
    private readonly deps: ServiceDeps,
    private readonly store: ImageStore,
  ) {
    this.limiter = new Limiter(deps.config.imageConcurrency);
  }

  get maxBytes() {
    return this.deps.config.uploadMaxBytes;
  }

  async saveImage(file: { buffer: Buffer } | undefined | null): Promise<UploadedImage> {
    if (!file || !file.buffer?.length) throw badInput("Please choose an image file to upload (multipart field my_file).");
    if (file.buffer.length > this.deps.config.uploadMaxBytes) throw badInput("The file is too large.");
    // Only the cleaned picture is kept: the uploaded bytes (and what their metadata told) are dropped here.
    const clean = await this.limiter.run(() => cleanUpload(file.buffer));
    const stored = await this.store.put(clean.bytes, clean.kind);
    const { width, height, placeholder } = clean;
    await this.deps.prisma.imageInfo.upsert({ where: { sha256: stored.sha256 }, create: { sha256: stored.sha256, width, height, placeholder }, update: {} });
    const url = `/uploads/${stored.sha256}.${clean.kind.ext}`;
    return { url, secure_url: `${this.deps.config.publicUrl}${url}` };
  }

  /** Size and placeholder of the uploaded images among `urls` (by url); others (SVG drawings, older uploads, other hosts) are left out. */
  async infoOf(urls: readonly string[]): Promise<Map<string, ImageInfoView>> {
    const byHash = new Map<string, string[]>();
    for (const url of urls) {
      const hash = /^\/uploads\/([0-9a-f]{64})\.[a-z]+$/.exec(url)?.[1];
      if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), url]);
    }
    const found = new Map<string, ImageInfoView>();
    if (!byHash.size) return found;
    const rows = await this.deps.prisma.imageInfo.findMany({ where: { sha256: { in: [...byHash.keys()] } } });
    for (const { sha256, width, height, placeholder } of rows) for (const url of byHash.get(sha256)!) found.set(url, { width, height, placeholder });
    return found;
  }

  /**
   * A served size ("<sha256>-w<width>.<format>"): from the shared store when a replica already made it, else made now
   * from the master and stored for every replica. null when the name is not a served size or the master is unknown.
   */
  async servedSize(name: string): Promise<ImageBody | null> {
    const match = SIZE_NAME.exec(name);
    if (!match || !(SERVED_WIDTHS as readonly number[]).includes(Number(match[2]))) return null;
    const stored = await this.store.get(name);
    if (stored) return stored;
    let pending = this.deriving.get(name);
    if (!pending) {
      pending = this.makeSize(name, match[1]!, Number(match[2]), match[3] as ServedFormat).finally(() => this.deriving.delete(name));
      this.deriving.set(name, pending);
    }
    return pending;
  }

  private async makeSize(name: string, sha256: string, width: number, format: ServedFormat): Promise<ImageBody | null> {
    const master = await this.store.get(sha256);
    if (!master) return null;
    const bytes = await this.limiter.run(async () => derive(await bytesOf(master), width, format));
    const ext = format;
    await this.store.put(bytes, { ext, mime: FORMAT_MIME[format] }, name);
    return { sha256: name, mime: FORMAT_MIME[format], size: bytes.length, body: bytes };
  }

  /** The image a /uploads/ file name stands for: its hash, or a name given before images were content-addressed. */
  async find(name: string): Promise<ImageBody | null> {
    const content = CONTENT_NAME.exec(name);
    if (content) return this.store.get(content[1]!);
    if (!LEGACY_NAME.test(name)) return null;
    const alias = await this.deps.prisma.imageAlias.findUnique({ where: { name } });
    return alias ? this.store.get(alias.sha256) : null;
  }

  /**
   * Images uploaded before the shared store were files in DATA_DIR/uploads, named by a random UUID, and product rows
   * point at those names. Each is copied into the store once and its old name kept as an alias, so the URLs already
   * stored keep working on every replica. The files are left where they are.
   */
  async importLegacyFiles(dir: string, logger: Logger): Promise<number> {
    let names: string[];
    try {
      names = (await fs.readdir(dir)).filter((n) => LEGACY_NAME.test(n));
    } catch {
      return 0; // no such folder: nothing was ever uploaded here
    }
    const known = new Set((await this.deps.prisma.imageAlias.findMany({ where: { name: { in: names } }, select: { name: true } })).map((a) => a.name));
    let imported = 0;
    for (const name of names.filter((n) => !known.has(n))) {
      const bytes = await fs.readFile(path.join(dir, name));
      const kind = detectImage(bytes);
      if (!kind) {
        logger.error(`Uploads: ${name} in ${dir} is not an image this shop serves; left out of the shared store`);
        continue;
      }
      const stored = await this.store.put(bytes, kind);
      await this.deps.prisma.imageAlias.upsert({ where: { name }, create: { name, sha256: stored.sha256 }, update: {} });
      imported++;
    }
    if (imported) logger.info(`Uploads: copied ${imported} image${imported === 1 ? "" : "s"} from ${dir} into the shared image store (their URLs keep working)`);
    return imported;
  }
}
