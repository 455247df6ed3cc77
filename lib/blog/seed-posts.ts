import type { PrismaClient } from "@/lib/db/create-client";
import { seedPostsEn } from "./seed-posts-en";
import { seedPostsKo } from "./seed-posts-ko";
import type { BlogContent, BlogList } from "./schemas";

export interface SeedPost {
  id: string;
  createdAt: string;
  list: BlogList;
  content: BlogContent;
}

/** Covers in four widths and two thumbnails per post, drawn by us (public/blog, SVG). */
function images(id: string) {
  return {
    list: { thumbnail: `thumbs/${id}.svg`, thumbnailMo: `thumbs/${id}-mo.svg` },
    content: {
      coverImage: `covers/${id}-full.svg`,
      coverImageMiniPc: `covers/${id}-minipc.svg`,
      coverImageTablet: `covers/${id}-tablet.svg`,
      coverImageMo: `covers/${id}-mo.svg`,
    },
  };
}

/**
 * Eight posts: four written in English and four in Korean (each says so in `lang`). /blog lists the
 * Korean ones first, /en/blog the English ones (lib/blog/by-language.ts).
 */
export const seedPosts: SeedPost[] = [...seedPostsEn, ...seedPostsKo].map((post) => {
  const { list, content } = images(post.id);
  return {
    id: post.id,
    createdAt: post.createdAt,
    list: { ...list, ...post.list },
    content: { ...content, sections: post.sections },
  };
});

/** Inserts the seed posts that are missing, live; never touches an existing row. */
export async function seedBlogPosts(prisma: PrismaClient): Promise<number> {
  let created = 0;
  for (const post of seedPosts) {
    if (await prisma.blogPost.findUnique({ where: { id: post.id } })) continue;
    const { list, content } = post;
    const at = new Date(post.createdAt);
    await prisma.blogPost.create({
      data: {
        id: post.id,
        idLower: post.id.toLowerCase(),
        draftList: list,
        draftContent: content,
        liveList: list,
        liveContent: content,
        createdAt: at,
        publishedAt: at,
        firstPublishedAt: at,
      },
    });
    created += 1;
  }
  return created;
}
