import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** An S3 emulator (s3rver, from npm) on a free loopback port with one empty bucket, and the shop settings that use it. */
export async function startS3(bucket = "shop-images") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shop-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    // s3rver accepts only these credentials.
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
