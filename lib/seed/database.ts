import { seedBlogPosts } from "@/lib/blog/seed-posts";
import { seedNewsItems } from "@/lib/news/seed-items";
import { providerOf, type PrismaClient } from "@/lib/db/create-client";

/** Inserts the seed rows that are missing; never overwrites what staff have edited. */
export async function seedDatabase(prisma: PrismaClient): Promise<{ created: number }> {
  let created = 0;
  for (const item of seedNewsItems) {
    const existing = await prisma.newsItem.findUnique({ where: { id: item.id } });
    if (existing) continue;
    await prisma.newsItem.create({ data: item });
    created += 1;
  }
  // PostgreSQL numbers rows from a sequence that explicit ids do not move: move it past them, or the
  // next item staff add would take a seeded id.
  if (providerOf(prisma) === "postgresql")
    await prisma.$executeRaw`SELECT setval(pg_get_serial_sequence('"NewsItem"', 'id'), GREATEST((SELECT MAX("id") FROM "NewsItem"), 1))`;
  created += await seedBlogPosts(prisma);
  return { created };
}
