// Uploaded images kept in an S3 (or S3-compatible) bucket, keyed by their hash; the shop still serves them itself,
// so the bucket need not be public. Loaded only when S3_BUCKET is set.
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { ImageKind } from "./image-type.js";
import { sha256Of, type ImageBody, type ImageStore, type StoredImage } from "./stored-image.js";

export interface S3Settings {
  bucket: string;
  /** S3-compatible services (MinIO, R2, Ceph, ...): their address; unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's usual sources (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix: string;
}

/**
 * Images in an S3 bucket (S3_BUCKET), keyed `<prefix><sha256>`. The shop still serves them at /uploads/… (same origin,
 * same URLs whatever the store), streaming from the bucket; the bucket need not be public.
 */
export class S3ImageStore implements ImageStore {
  readonly kind = "s3";
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: many S3-compatible stores do not understand the SDK's default
      // aws-chunked uploads with trailing checksums (and would store the chunk framing as the image).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private key(sha256: string) {
    return `${this.settings.prefix}${sha256}`;
  }

  async put(bytes: Buffer, kind: ImageKind, key?: string): Promise<StoredImage> {
    const sha256 = key ?? sha256Of(bytes);
    // Writing the same key with the same bytes again is harmless: no need to ask first.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(sha256), Body: bytes, ContentType: kind.mime, ContentLength: bytes.length }),
    );
    return { sha256, mime: kind.mime, size: bytes.length };
  }

  async get(sha256: string): Promise<ImageBody | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(sha256) }));
      return { sha256, mime: object.ContentType ?? "application/octet-stream", size: object.ContentLength ?? 0, body: object.Body as Readable };
    } catch (e) {
      if (e instanceof NoSuchKey || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404)) return null;
      throw e;
    }
  }

  close() {
    this.client.destroy();
  }
}
