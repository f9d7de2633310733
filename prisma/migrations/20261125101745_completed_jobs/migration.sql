-- CreateTable
CREATE TABLE "CompletedJob" (
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompletedJob_pkey" PRIMARY KEY ("key")
);
