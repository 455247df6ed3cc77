-- CreateTable
CREATE TABLE "BlogSlug" (
    "slugLower" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BlogSlug_pkey" PRIMARY KEY ("slugLower")
);

-- CreateIndex
CREATE INDEX "BlogSlug_postId_idx" ON "BlogSlug"("postId");

-- AddForeignKey
ALTER TABLE "BlogSlug" ADD CONSTRAINT "BlogSlug_postId_fkey" FOREIGN KEY ("postId") REFERENCES "BlogPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;
