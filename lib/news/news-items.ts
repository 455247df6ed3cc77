import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import type { NewsItemInput } from "./schema";

export function listNews() {
  return db().newsItem.findMany({ orderBy: [{ publishedOn: "desc" }, { id: "desc" }] });
}

export async function getNews(id: number) {
  const item = await db().newsItem.findUnique({ where: { id } });
  if (!item) throw notFound("News item not found.");
  return item;
}

export function createNews(input: NewsItemInput) {
  return db().newsItem.create({ data: { ...input, publishedOn: input.publishedOn ?? null } });
}

export async function updateNews(id: number, input: NewsItemInput) {
  await getNews(id);
  return db().newsItem.update({ where: { id }, data: { ...input, publishedOn: input.publishedOn ?? null } });
}

export async function deleteNews(id: number): Promise<void> {
  await getNews(id);
  await db().newsItem.delete({ where: { id } });
}
