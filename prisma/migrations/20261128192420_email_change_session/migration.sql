-- AlterTable
ALTER TABLE "EmailChangeRequest" ADD COLUMN     "tokenVersion" INTEGER NOT NULL DEFAULT 0;

-- Links asked for before this migration cannot say which sessions they belong to: they stop working (the owner asks again).
UPDATE "EmailChangeRequest" SET "tokenVersion" = -1 WHERE "usedAt" IS NULL;
