-- CreateTable
CREATE TABLE "WriteLimitWindow" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "resetAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WriteLimitWindow_pkey" PRIMARY KEY ("key")
);
