import "server-only";
import { announceCacheChange } from "@/lib/cache/broadcast";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { revalidateNews } from "./public-news";
import type { NewsItemInput } from "./schema";

export function listNews() {
  return db().newsItem.findMany({ orderBy: [{ publishedOn: "desc" }, { id: "desc" }] });
}

export async function getNews(id: number) {
  const item = await db().newsItem.findUnique({ where: { id } });
  if (!item) throw notFound("News item not found.");
  return item;
}

const row = (input: NewsItemInput) => ({
  ...input,
  publishedOn: input.publishedOn ?? null,
  locale: input.locale ?? null,
});

// Every write marks the About page's news stale, here and on every other instance, so its next
// visitor sees the change.
async function newsChanged(): Promise<void> {
  revalidateNews();
  await announceCacheChange({ scope: "news" });
}

export async function createNews(input: NewsItemInput) {
  const item = await db().newsItem.create({ data: row(input) });
  await newsChanged();
  return item;
}

export async function updateNews(id: number, input: NewsItemInput) {
  await getNews(id);
  const item = await db().newsItem.update({ where: { id }, data: row(input) });
  await newsChanged();
  return item;
}

export async function deleteNews(id: number): Promise<void> {
  await getNews(id);
  await db().newsItem.delete({ where: { id } });
  await newsChanged();
}
