import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../../src/app.js";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";

// Two replicas of the shop on one database, each with its own in-memory catalogue page cache.
let t: TestServer;
let replica: App;
beforeAll(async () => {
  t = await startTestServer();
  replica = await createApp({ config: t.config, db: t.db });
});
afterAll(async () => {
  await replica?.close();
  await t?.close();
});

const titles = async () => (await replica.services.products.list(null, {})).items.map((p) => p.title).sort();

describe("catalogue pages cached by another replica", () => {
  it("stop showing a product the moment one replica deletes it", async () => {
    const admin = { id: (await createUser(t, { role: "admin" })).id, role: "admin" as const };
    // "Kept" is written last, so neither removal changes the latest updatedAt (what the cache watched until now).
    const removedBehindTheCache = await createProduct(t, { title: "Removed behind the cache" });
    const deleted = await createProduct(t, { title: "Deleted" });
    const kept = await createProduct(t, { title: "Kept" });
    // The cache only keeps pages computed more than a second after the latest write.
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await titles()).toEqual(["Deleted", "Kept", "Removed behind the cache"]);

    // A row removed outside the service is still listed: the replica really is serving its cached page.
    await t.db.prisma.product.delete({ where: { id: removedBehindTheCache.id } });
    expect(await titles()).toEqual(["Deleted", "Kept", "Removed behind the cache"]);

    // The other replica deletes through the service: this replica's next read is fresh.
    await t.shop.services.products.delete(deleted.id);
    expect(await titles()).toEqual([kept.title]);
  });
});
