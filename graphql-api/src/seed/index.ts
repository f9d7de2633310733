// The first start's data: the admin from SEED_ADMIN_*, and unless SEED_DEMO_DATA=false the demo shopper, catalogue and
// feature images. Server code run at start-up (main.ts), so it lives with the server and imports only downward.
import type { PrismaClient } from "../generated/prisma/client.js";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { hashPassword } from "../auth/passwords.js";
import { CATALOGUE, FEATURES } from "./catalogue.js";

export const DEMO_SHOPPER = { email: "shopper@shop.test", password: "shopper12345", userName: "Demo Shopper" };
const SEEDED_FEATURES = 3;

// Two replicas starting at once must not both seed: the second waits here, then sees the data and does nothing.
const SEED_LOCK = 7_342_001;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Fills a brand-new database (no products and no users) with an admin, and unless SEED_DEMO_DATA=false, a demo
 * shopper, the demo catalogue and feature images. Any existing data means someone already uses it: nothing is touched.
 */
export async function seedIfEmpty(prisma: PrismaClient, config: Config, logger: Logger): Promise<void> {
  if (!(await isEmpty(prisma))) return;
  const demo = config.seed.demoData;
  // Hashing is slow (argon2), so it happens before the transaction rather than while holding the lock.
  const [adminHash, shopperHash] = await Promise.all([
    hashPassword(config.seed.adminPassword),
    demo ? hashPassword(DEMO_SHOPPER.password) : Promise.resolve(""),
  ]);
  const seeded = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await isEmpty(tx))) return false;
      await tx.user.create({ data: { userName: "Admin", email: config.seed.adminEmail, passwordHash: adminHash, role: "admin" } });
      if (!demo) return true;
      await tx.user.create({ data: { userName: DEMO_SHOPPER.userName, email: DEMO_SHOPPER.email, passwordHash: shopperHash, role: "user" } });
      await tx.product.createMany({
        data: CATALOGUE.map((item) => {
          const priceCents = cents(item.price);
          const salePriceCents = item.salePrice ? cents(item.salePrice) : 0;
          return {
            title: item.title,
            description: item.description,
            category: item.category,
            brand: item.brand,
            image: `/images/products/${item.slug}.svg`,
            priceCents,
            salePriceCents,
            totalStock: item.stock,
          };
        }),
      });
      // Distinct timestamps keep the feature images in their intended order (they are listed oldest first).
      const start = Date.now();
      await tx.featureImage.createMany({
        data: FEATURES.slice(0, SEEDED_FEATURES).map((_f, i) => ({ image: `/images/features/${i + 1}.svg`, createdAt: new Date(start + i) })),
      });
      return true;
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
  if (!seeded) return;

  if (demo) {
    logger.info(`Seeded the demo shop: ${CATALOGUE.length} products, ${SEEDED_FEATURES} feature images, an admin and a demo shopper.`);
    logger.info(`Demo shopper login: ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`);
  } else {
    logger.info("Seeded the admin account only (SEED_DEMO_DATA=false).");
  }
  if (config.seed.usingDefaultAdmin) {
    logger.info(`Admin login: ${config.seed.adminEmail} / ${config.seed.adminPassword} (default; set SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD)`);
  } else {
    logger.info(`Admin login: ${config.seed.adminEmail} (password from SEED_ADMIN_PASSWORD)`);
  }
}

async function isEmpty(prisma: Pick<PrismaClient, "product" | "user">): Promise<boolean> {
  const [products, users] = await Promise.all([prisma.product.count(), prisma.user.count()]);
  return products === 0 && users === 0;
}
