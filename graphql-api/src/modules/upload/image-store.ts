// Where uploaded images are kept: chooses the store (S3 when configured), and the default store, image bytes in the
// shop's own database keyed by their hash, with a small in-process cache of recently served ones.
import type { Prisma } from "../../db/database.js";
import type { ImageKind } from "./image-type.js";
import type { S3Settings } from "./s3-image-store.js";
import { sha256Of, type ImageBody, type ImageStore, type StoredImage } from "./stored-image.js";

/** The store config chooses: S3 when S3_BUCKET is set, else the database. */
export async function createImageStore(s3: S3Settings | null, prisma: Prisma): Promise<ImageStore & { close?(): void }> {
  if (!s3) return new DatabaseImageStore(prisma);
  // Loaded only when used: the AWS SDK is large.
  const { S3ImageStore } = await import("./s3-image-store.js");
  return new S3ImageStore(s3);
}

// Bytes of recently served images kept in this process: an image never changes under its hash, so a copy is never stale.
const CACHE_BYTES = 32 * 1024 * 1024;

/** The default: bytes in the `Image` table of the shop's own database. */
export class DatabaseImageStore implements ImageStore {
  readonly kind = "database";
  // Insertion order is recency order: a hit is moved to the end, the oldest are dropped first.
  private readonly cache = new Map<string, ImageBody & { body: Buffer }>();
  private cachedBytes = 0;
  constructor(private readonly prisma: Prisma) {}

  async put(bytes: Buffer, kind: ImageKind, key?: string): Promise<StoredImage> {
    const sha256 = key ?? sha256Of(bytes);
    // Content-addressed: storing the same bytes again changes nothing.
    await this.prisma.image.upsert({
      where: { sha256 },
      create: { sha256, mime: kind.mime, size: bytes.length, data: new Uint8Array(bytes) },
      update: {},
    });
    return { sha256, mime: kind.mime, size: bytes.length };
  }

  async get(sha256: string): Promise<ImageBody | null> {
    const hit = this.cache.get(sha256);
    if (hit) {
      this.cache.delete(sha256);
      this.cache.set(sha256, hit);
      return hit;
    }
    const row = await this.prisma.image.findUnique({ where: { sha256 } });
    if (!row) return null;
    const image = { sha256, mime: row.mime, size: row.size, body: Buffer.from(row.data) };
    this.remember(image);
    return image;
  }

  private remember(image: ImageBody & { body: Buffer }) {
    if (image.size > CACHE_BYTES / 8) return;
    this.cache.set(image.sha256, image);
    this.cachedBytes += image.size;
    for (const [key, old] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(key);
      this.cachedBytes -= old.size;
    }
  }
}
