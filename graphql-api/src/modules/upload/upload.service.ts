// Admin-uploaded images: checked to be real images, stored once per content in the shared image store and given a
// /uploads/ URL; also finds an image by URL name, and imports files uploaded before the shared store existed.
import fs from "node:fs/promises";
import path from "node:path";
import type { ServiceDeps } from "../../service-deps.js";
import { badInput } from "../../errors.js";
import type { Logger } from "../../logger.js";
import { detectImage } from "./image-type.js";
import type { ImageBody, ImageStore } from "./stored-image.js";

export interface UploadedImage {
  /** Relative to this server, what product and feature image fields store. */
  url: string;
  /** Absolute, for clients written against the former image host's response. */
  secure_url: string;
}

const CONTENT_NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/;
const LEGACY_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/**
 * Admin-uploaded images, in the shared image store (database or S3) under the sha256 of their bytes: every replica
 * serves every image, and the same picture uploaded twice is stored once. The content decides the extension.
 */
export class UploadService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly store: ImageStore,
  ) {}

  get maxBytes() {
    return this.deps.config.uploadMaxBytes;
  }

  async saveImage(file: { buffer: Buffer } | undefined | null): Promise<UploadedImage> {
    if (!file || !file.buffer?.length) throw badInput("Please choose an image file to upload (multipart field my_file).");
    if (file.buffer.length > this.deps.config.uploadMaxBytes) throw badInput("The file is too large.");
    const kind = detectImage(file.buffer);
    if (!kind) throw badInput("Only PNG, JPEG, GIF or WebP images can be uploaded.");
    const stored = await this.store.put(file.buffer, kind);
    const url = `/uploads/${stored.sha256}.${kind.ext}`;
    return { url, secure_url: `${this.deps.config.publicUrl}${url}` };
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
