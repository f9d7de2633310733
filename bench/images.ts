// Uploaded images for the image-serving scenarios: stored as the shop stores them (the Image table, named by their
// sha256), so the server reads them exactly as it reads an admin's upload.
import crypto from "node:crypto";
import type { SqlExecutor } from "../graphql-api/src/db/database.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** `count` distinct PNG-typed images of `bytes` each; returns their /uploads/ URLs and hashes. */
export async function seedImages(sql: SqlExecutor, count: number, bytes: number): Promise<{ url: string; sha256: string }[]> {
  const images: { url: string; sha256: string }[] = [];
  for (let i = 0; i < count; i++) {
    const data = Buffer.concat([PNG_SIGNATURE, crypto.randomBytes(bytes - PNG_SIGNATURE.length)]);
    const sha256 = crypto.createHash("sha256").update(data).digest("hex");
    await sql.query(`INSERT INTO "Image" (sha256, mime, size, data) VALUES ($1, 'image/png', $2, $3) ON CONFLICT DO NOTHING`, [sha256, data.length, data]);
    images.push({ url: `/uploads/${sha256}.png`, sha256 });
  }
  return images;
}
