import { seedBlogPosts } from "@/lib/blog/seed-posts";
import { seedNewsItems } from "@/lib/news/seed-items";
import type { PrismaClient } from "./create-client";

/** Inserts the seed rows that are missing; never overwrites what staff have edited. */
export async function seedDatabase(prisma: PrismaClient): Promise<{ created: number }> {
  let created = 0;
  for (const item of seedNewsItems) {
    const existing = await prisma.newsItem.findUnique({ where: { id: item.id } });
    if (existing) continue;
    await prisma.newsItem.create({ data: item });
    created += 1;
  }
  created += await seedBlogPosts(prisma);
  return { created };
}
