import en from "@/messages/en/blog.json";
import ko from "@/messages/ko/blog.json";

export type CategoryKey = keyof typeof en.categories;
export const CATEGORY_KEYS = Object.keys(en.categories) as CategoryKey[];

/** "Product Update", "product-update", "productUpdate" and "제품 업데이트" read alike. */
const normalise = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

/** Every name a known category goes by: its key and its label in each language. */
const byName = new Map<string, CategoryKey>(
  CATEGORY_KEYS.flatMap((key) => [key, en.categories[key], ko.categories[key]].map((name) => [normalise(name), key])),
);

/** The known category a stored name stands for (in either language), or null for a free-text one. */
export function categoryKey(name: string): CategoryKey | null {
  return byName.get(normalise(name)) ?? null;
}

/** The name a page shows: a known category in the page's language (`labels` = messages.blog.categories), else as written. */
export function categoryLabel(name: string, labels: Record<CategoryKey, string>): string {
  const key = categoryKey(name);
  return key ? labels[key] : name;
}
