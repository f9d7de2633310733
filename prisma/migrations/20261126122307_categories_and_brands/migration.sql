-- Categories and brands become tables the admin manages (modules/taxonomy). Product.category / Product.brand keep
-- their values, now as text slugs referencing those tables; ALTER ... TYPE rewrites the column in place, so every
-- index on (category, ...) and (brand, ...) is rebuilt under its own name instead of being dropped.
-- The enum types go first: a table named "Category" brings a row type of that name.

-- AlterTable
ALTER TABLE "Product"
    ALTER COLUMN "category" SET DATA TYPE TEXT USING "category"::text,
    ALTER COLUMN "brand" SET DATA TYPE TEXT USING "brand"::text;

-- DropEnum
DROP TYPE "Brand";

-- DropEnum
DROP TYPE "Category";

-- CreateTable
CREATE TABLE "Category" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Brand" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Brand_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Category_slug_key" ON "Category"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Brand_slug_key" ON "Brand"("slug");

-- Today's enum values, in today's order, with the names the spec shows.
INSERT INTO "Category" ("id", "slug", "name", "position", "updatedAt") VALUES
    (gen_random_uuid(), 'men', 'Men', 0, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'women', 'Women', 1, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'kids', 'Kids', 2, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'accessories', 'Accessories', 3, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'footwear', 'Footwear', 4, CURRENT_TIMESTAMP);

INSERT INTO "Brand" ("id", "slug", "name", "position", "updatedAt") VALUES
    (gen_random_uuid(), 'nike', 'Nike', 0, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'adidas', 'Adidas', 1, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'puma', 'Puma', 2, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'levi', 'Levi''s', 3, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'zara', 'Zara', 4, CURRENT_TIMESTAMP),
    (gen_random_uuid(), 'hm', 'H&M', 5, CURRENT_TIMESTAMP);

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_category_fkey" FOREIGN KEY ("category") REFERENCES "Category"("slug") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_brand_fkey" FOREIGN KEY ("brand") REFERENCES "Brand"("slug") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The slug rule of modules/taxonomy, also for rows written by hand: old clients put slugs in URLs and query strings.
ALTER TABLE "Category" ADD CONSTRAINT "Category_slug_format" CHECK ("slug" ~ '^[a-z0-9-]{1,40}$');
ALTER TABLE "Brand" ADD CONSTRAINT "Brand_slug_format" CHECK ("slug" ~ '^[a-z0-9-]{1,40}$');
