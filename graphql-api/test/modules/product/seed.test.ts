import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.js";
import { createTestDb } from "../../support/harness.js";
import { verifyPassword } from "../../../src/auth/passwords.js";
import { seedIfEmpty } from "../../../src/seed/index.js";

type Db = Awaited<ReturnType<typeof createTestDb>>;

function recorder() {
  const lines: string[] = [];
  return { lines, logger: { info: (m: string) => void lines.push(m), error: (m: string) => void lines.push(m) } };
}

describe("seedIfEmpty on an empty database", () => {
  let db: Db;
  const log = recorder();
  const config = loadConfig({ NODE_ENV: "test" });

  beforeAll(async () => {
    db = await createTestDb();
    await seedIfEmpty(db.prisma, config, log.logger);
  });
  afterAll(() => db.close());

  it("creates at least 48 products covering every category and brand, and every pair of them", async () => {
    const products = await db.prisma.product.findMany();
    expect(products.length).toBeGreaterThanOrEqual(48);
    const pairs = new Set(products.map((p) => `${p.category}/${p.brand}`));
    const [categories, brands] = [await db.prisma.category.findMany(), await db.prisma.brand.findMany()];
    expect(categories.length * brands.length).toBe(30);
    for (const { slug: c } of categories) for (const { slug: b } of brands) expect(pairs.has(`${c}/${b}`), `${c}/${b}`).toBe(true);
  });

  it("stores consistent prices, some sales, scarce and sold-out stock, and premium items for the shipping tiers", async () => {
    const products = await db.prisma.product.findMany();
    for (const p of products) {
      expect(p.priceCents).toBeGreaterThan(0);
      expect(p.effectivePriceCents).toBe(p.salePriceCents > 0 ? p.salePriceCents : p.priceCents);
      if (p.salePriceCents > 0) expect(p.salePriceCents).toBeLessThan(p.priceCents);
      expect(p.image).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
    }
    expect(products.filter((p) => p.salePriceCents > 0).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.totalStock > 0 && p.totalStock < 10).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.totalStock === 0).length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => p.effectivePriceCents >= 200_000)).toBe(true);
    expect(products.some((p) => p.effectivePriceCents >= 100_000 && p.effectivePriceCents < 200_000)).toBe(true);
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
  });

  it("creates the admin and the demo shopper with working passwords", async () => {
    const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: "admin@shop.test" } });
    const shopper = await db.prisma.user.findUniqueOrThrow({ where: { email: "shopper@shop.test" } });
    expect(admin).toMatchObject({ role: "admin", userName: "Admin" });
    expect(shopper).toMatchObject({ role: "user", userName: "Demo Shopper" });
    expect(await verifyPassword(admin.passwordHash, "admin12345")).toBe(true);
    expect(await verifyPassword(shopper.passwordHash, "shopper12345")).toBe(true);
  });

  it("adds three feature images in order", async () => {
    const features = await db.prisma.featureImage.findMany({ orderBy: { createdAt: "asc" } });
    expect(features.map((f) => f.image)).toEqual(["/images/features/1.svg", "/images/features/2.svg", "/images/features/3.svg"]);
  });

  it("logs what it seeded and the default admin login", () => {
    expect(log.lines.some((l) => /Seeded the demo shop: \d+ products/.test(l))).toBe(true);
    expect(log.lines).toContain("Admin login: admin@shop.test / admin12345 (default; set SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD)");
  });

  it("is idempotent: a second run (and concurrent runs) add nothing", async () => {
    const before = await Promise.all([db.prisma.product.count(), db.prisma.user.count(), db.prisma.featureImage.count()]);
    const again = recorder();
    await Promise.all([seedIfEmpty(db.prisma, config, again.logger), seedIfEmpty(db.prisma, config, again.logger)]);
    expect(await Promise.all([db.prisma.product.count(), db.prisma.user.count(), db.prisma.featureImage.count()])).toEqual(before);
    expect(again.lines).toEqual([]);
  });
});

describe("seedIfEmpty variants", () => {
  it("with SEED_DEMO_DATA=false seeds only the admin (custom credentials, password not logged)", async () => {
    const db = await createTestDb();
    try {
      const log = recorder();
      const config = loadConfig({ NODE_ENV: "test", SEED_DEMO_DATA: "false", SEED_ADMIN_EMAIL: "Boss@Example.com", SEED_ADMIN_PASSWORD: "a-long-secret-pass" });
      await seedIfEmpty(db.prisma, config, log.logger);
      expect(await db.prisma.product.count()).toBe(0);
      expect(await db.prisma.user.findMany({ select: { email: true, role: true } })).toEqual([{ email: "boss@example.com", role: "admin" }]);
      expect(log.lines.join("\n")).not.toContain("a-long-secret-pass");
    } finally {
      await db.close();
    }
  });

  it("does nothing when the database already has a user", async () => {
    const db = await createTestDb();
    try {
      await db.prisma.user.create({ data: { userName: "Someone", email: "someone@example.test", passwordHash: "x" } });
      await seedIfEmpty(db.prisma, loadConfig({ NODE_ENV: "test" }), recorder().logger);
      expect(await db.prisma.product.count()).toBe(0);
      expect(await db.prisma.user.count()).toBe(1);
    } finally {
      await db.close();
    }
  });
});
