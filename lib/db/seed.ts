import { seedBlogPosts } from "@/lib/blog/seed-posts";
import { brand } from "@/lib/config/brand";
import type { PrismaClient } from "./create-client";

/** The two news items the About page links to; fixed ids make seeding idempotent. */
const newsItems = [
  {
    id: 1,
    source: "Housing Innovation Weekly",
    title: `${brand.companyName} partners to speed up affordable and modular housing`,
    description:
      "A partnership that pairs AI site feasibility with factory-built modules to cut design time for affordable homes.",
    url: brand.urls.newsPartnership,
    publishedOn: "2024-05-14",
  },
  {
    id: 2,
    source: "Founders Fund News",
    title: `${brand.companyName} selected for a women founders fund`,
    description: "Selected for a women founders programme that provides $100,000 in non-equity financing.",
    url: brand.urls.newsFund,
    publishedOn: "2024-09-03",
  },
];

/** Inserts the seed rows that are missing; never overwrites what staff have edited. */
export async function seedDatabase(prisma: PrismaClient): Promise<{ created: number }> {
  let created = 0;
  for (const item of newsItems) {
    const existing = await prisma.newsItem.findUnique({ where: { id: item.id } });
    if (existing) continue;
    await prisma.newsItem.create({ data: item });
    created += 1;
  }
  created += await seedBlogPosts(prisma);
  return { created };
}
