import { Redis } from "ioredis";

/** Connects to Redis (shared rate-limit counters across replicas), failing fast with a clear message. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
  try {
    await redis.connect();
  } catch (e) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at ${url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@")}: ${(e as Error).message}`);
  }
  return redis;
}
