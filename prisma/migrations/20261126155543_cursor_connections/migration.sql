-- DropIndex
DROP INDEX "Order_orderDate_idx";

-- CreateTable
CREATE TABLE "ProductKeyVersion" (
    "id" BIGSERIAL NOT NULL,
    "productId" UUID NOT NULL,
    "effectivePriceCents" INTEGER NOT NULL,
    "titleKey" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "createdXid" xid8 NOT NULL,
    "closedXid" xid8,

    CONSTRAINT "ProductKeyVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductKeyPruning" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "horizon" pg_snapshot NOT NULL,

    CONSTRAINT "ProductKeyPruning_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductKeyCheckpoint" (
    "id" SERIAL NOT NULL,
    "snapshot" pg_snapshot NOT NULL,
    "takenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductKeyCheckpoint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProductKeyVersion_productId_idx" ON "ProductKeyVersion"("productId");

-- CreateIndex
CREATE INDEX "ProductKeyVersion_effectivePriceCents_productId_idx" ON "ProductKeyVersion"("effectivePriceCents", "productId");

-- CreateIndex
CREATE INDEX "ProductKeyVersion_titleKey_productId_idx" ON "ProductKeyVersion"("titleKey", "productId");

-- CreateIndex
CREATE INDEX "ProductKeyVersion_category_effectivePriceCents_productId_idx" ON "ProductKeyVersion"("category", "effectivePriceCents", "productId");

-- CreateIndex
CREATE INDEX "ProductKeyVersion_category_titleKey_productId_idx" ON "ProductKeyVersion"("category", "titleKey", "productId");

-- CreateIndex
CREATE INDEX "ProductKeyVersion_brand_effectivePriceCents_productId_idx" ON "ProductKeyVersion"("brand", "effectivePriceCents", "productId");

-- CreateIndex
CREATE INDEX "ProductKeyVersion_brand_titleKey_productId_idx" ON "ProductKeyVersion"("brand", "titleKey", "productId");

-- CreateIndex
CREATE INDEX "ProductKeyVersion_closedXid_idx" ON "ProductKeyVersion"("closedXid");

-- CreateIndex
CREATE INDEX "ProductKeyCheckpoint_takenAt_idx" ON "ProductKeyCheckpoint"("takenAt");

-- CreateIndex
CREATE INDEX "Order_orderDate_id_idx" ON "Order"("orderDate", "id");

-- Written by hand from here (Prisma's schema does not describe triggers).
-- The versions of every product's sort and filter keys, for the partners' cursor walks (product.connection.ts): a
-- walk reads the versions visible in the snapshot of its first page, so a write during the walk changes nothing it
-- lists. createdXid / closedXid are the transactions that wrote and replaced a version; a version is in snapshot S
-- when pg_visible_in_snapshot(createdXid, S) and not pg_visible_in_snapshot(closedXid, S). Rows written by a
-- transaction that rolls back vanish with it, so only committed transactions are ever named.
-- Nothing pruned yet: a horizon every snapshot is taken after.
INSERT INTO "ProductKeyPruning" ("id", "horizon") VALUES (1, '1:1:');

-- Inserts: one statement-level trigger, so a bulk load (seed, bench) writes its versions in one INSERT ... SELECT.
CREATE FUNCTION "product_key_versions_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProductKeyVersion" ("productId", "effectivePriceCents", "titleKey", "category", "brand", "createdXid")
  SELECT n."id", n."effectivePriceCents", n."titleKey", n."category", n."brand", pg_current_xact_id() FROM new_rows n;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_keyVersions_insert" AFTER INSERT ON "Product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_key_versions_insert"();

-- Updates: per row, and only when a sort or filter key really changed (the WHEN sees the values the BEFORE triggers
-- computed, effectivePriceCents and titleKey, which an "UPDATE OF" column list would not), so the stock updates of
-- every sale never reach it. The open version is closed and the new one opened by the same transaction.
CREATE FUNCTION "product_key_versions_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ProductKeyVersion" SET "closedXid" = pg_current_xact_id()
    WHERE "productId" = OLD."id" AND "closedXid" IS NULL;
  INSERT INTO "ProductKeyVersion" ("productId", "effectivePriceCents", "titleKey", "category", "brand", "createdXid")
    VALUES (NEW."id", NEW."effectivePriceCents", NEW."titleKey", NEW."category", NEW."brand", pg_current_xact_id());
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_keyVersions_update" AFTER UPDATE ON "Product" FOR EACH ROW
  WHEN (OLD."effectivePriceCents" IS DISTINCT FROM NEW."effectivePriceCents" OR OLD."titleKey" IS DISTINCT FROM NEW."titleKey"
    OR OLD."category" IS DISTINCT FROM NEW."category" OR OLD."brand" IS DISTINCT FROM NEW."brand" OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "product_key_versions_update"();

-- Deletes: the open versions are closed (a walk that began before keeps listing its place; the product itself is
-- gone, so the walk skips it).
CREATE FUNCTION "product_key_versions_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ProductKeyVersion" v SET "closedXid" = pg_current_xact_id()
    FROM old_rows o WHERE v."productId" = o."id" AND v."closedXid" IS NULL;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_keyVersions_delete" AFTER DELETE ON "Product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_key_versions_delete"();

-- The products already there: one open version each, visible to every later snapshot.
INSERT INTO "ProductKeyVersion" ("productId", "effectivePriceCents", "titleKey", "category", "brand", "createdXid")
SELECT "id", "effectivePriceCents", "titleKey", "category", "brand", pg_current_xact_id() FROM "Product";
