import { categoryKey } from "@/lib/blog/categories";
import type { Changefreq, SitemapPost } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (earlier: Date, now: Date) => (now.getTime() - earlier.getTime()) / DAY_MS;

/**
 * Base 0.7 (0.3 for a post that is not published); +0.1 for a tutorial; +0.1 for a product update
 * (named in either language: "Tutorial", "튜토리얼", "Product Update", "제품 업데이트"); +0.05 when
 * created within 30 days; at most 0.9. Rounded to two decimals so 0.7 + 0.1 prints as 0.8.
 */
export function blogPriority(post: Pick<SitemapPost, "isPublished" | "category" | "createdAt">, now: Date): number {
  let priority = post.isPublished ? 0.7 : 0.3;
  const key = categoryKey(post.category);
  if (key === "tutorial") priority += 0.1;
  if (key === "productUpdate") priority += 0.1;
  if (daysBetween(post.createdAt, now) <= 30) priority += 0.05;
  return Math.round(Math.min(priority, 0.9) * 100) / 100;
}

/** Weekly if modified within 7 days or created within 30; monthly if modified within 90; else yearly. */
export function blogChangefreq(post: Pick<SitemapPost, "createdAt" | "updatedAt">, now: Date): Changefreq {
  const sinceUpdate = daysBetween(post.updatedAt, now);
  if (sinceUpdate <= 7 || daysBetween(post.createdAt, now) <= 30) return "weekly";
  if (sinceUpdate <= 90) return "monthly";
  return "yearly";
}

/** 0.8 and above is high, 0.5 and above medium, the rest low. */
export function priorityClass(priority: number): "high" | "medium" | "low" {
  if (priority >= 0.8) return "high";
  if (priority >= 0.5) return "medium";
  return "low";
}
