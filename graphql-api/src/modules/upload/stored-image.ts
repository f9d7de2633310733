// What every image store shares, apart from the stores themselves (so the S3 store, loaded lazily, needs nothing else).
import crypto from "node:crypto";
import type { Readable } from "node:stream";
import type { ImageKind } from "./image-type.js";

/** An image as stored: named by the sha256 of its bytes, so the same picture is stored once and its URL never changes meaning. */
export interface StoredImage {
  sha256: string;
  mime: string;
  size: number;
}

export interface ImageBody extends StoredImage {
  /** The bytes, whole (PostgreSQL) or as a stream (object storage). */
  body: Buffer | Readable;
}

/** Where uploaded images live: a place every replica reads (the database, or an S3 bucket), never one process's disk. */
export interface ImageStore {
  readonly kind: "database" | "s3";
  /** Kept under the sha256 of the bytes, or under `key` (a served size: "<master's sha256>-w<width>.<format>"). */
  put(bytes: Buffer, kind: ImageKind, key?: string): Promise<StoredImage>;
  /** null when no image has this hash (or key). */
  get(sha256: string): Promise<ImageBody | null>;
}

export const sha256Of = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** The whole body of a stored image (a served size is made from its master's bytes). */
export async function bytesOf(image: ImageBody): Promise<Buffer> {
  if (Buffer.isBuffer(image.body)) return image.body;
  const chunks: Buffer[] = [];
  for await (const chunk of image.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
