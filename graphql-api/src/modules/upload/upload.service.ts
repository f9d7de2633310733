import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { ServiceDeps } from "../../services.js";
import { requireAdmin, type Viewer } from "../../auth/viewer.js";
import { badInput } from "../../errors.js";
import { detectImage } from "./image-type.js";

export interface UploadedImage {
  /** Relative to this server, what product and feature image fields store. */
  url: string;
  /** Absolute, for clients written against the former image host's response. */
  secure_url: string;
}

/** Stores admin-uploaded images on local disk under a random name; the content decides the extension. */
export class UploadService {
  constructor(private readonly deps: ServiceDeps) {}

  get maxBytes() {
    return this.deps.config.uploadMaxBytes;
  }

  async saveImage(viewer: Viewer | null, file: { buffer: Buffer } | undefined | null): Promise<UploadedImage> {
    requireAdmin(viewer);
    if (!file || !file.buffer?.length) throw badInput("Please choose an image file to upload (multipart field my_file).");
    if (file.buffer.length > this.deps.config.uploadMaxBytes) throw badInput("The file is too large.");
    const kind = detectImage(file.buffer);
    if (!kind) throw badInput("Only PNG, JPEG, GIF or WebP images can be uploaded.");
    const name = `${crypto.randomUUID()}.${kind.ext}`;
    await fs.mkdir(this.deps.config.uploadDir, { recursive: true });
    // "wx": never overwrite, even in the astronomically unlikely case of a repeated name.
    await fs.writeFile(path.join(this.deps.config.uploadDir, name), file.buffer, { flag: "wx" });
    const url = `/uploads/${name}`;
    return { url, secure_url: `${this.deps.config.publicUrl}${url}` };
  }
}
