-- CreateTable
CREATE TABLE "CatalogueDeletion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "deletedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CatalogueDeletion_pkey" PRIMARY KEY ("id")
);

-- The one row, so deletes only ever update it (no insert race between two first deletes).
INSERT INTO "CatalogueDeletion" ("id", "deletedAt") VALUES (1, '1970-01-01 00:00:00');
