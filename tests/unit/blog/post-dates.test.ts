/** @jest-environment node */
import { postDays, toLivePost } from "@/lib/blog/stored-post";
import { SITE_TIME_ZONE } from "@/lib/i18n/time-zone";
import { blogListSchema } from "@/lib/blog/schemas";

const list = blogListSchema.parse({ title: "T", category: "guide" });
const at = (iso: string) => new Date(iso);

describe("the days a post's page shows", () => {
  it("are Seoul's calendar days: a post published at 08:30 there is of that day, not UTC's day before", () => {
    const published = at("2026-11-29T23:30:00Z");
    expect(postDays({ list, firstPublishedAt: published, updatedAt: published }, SITE_TIME_ZONE)).toEqual({
      published: "2026-11-30",
    });
  });

  it("name an update only when the post was published again on a later day", () => {
    const first = at("2026-11-20T01:00:00Z");
    expect(postDays({ list, firstPublishedAt: first, updatedAt: at("2026-11-20T14:00:00Z") }, "Asia/Seoul")).toEqual({
      published: "2026-11-20",
    });
    expect(postDays({ list, firstPublishedAt: first, updatedAt: at("2026-11-20T15:30:00Z") }, "Asia/Seoul")).toEqual({
      published: "2026-11-20",
      updated: "2026-11-21",
    });
    // The date the post names stands for its update, when later than its publication.
    const named = blogListSchema.parse({ ...list, date: "2026-11-25" });
    expect(postDays({ list: named, firstPublishedAt: first, updatedAt: first }, "Asia/Seoul")).toEqual({
      published: "2026-11-20",
      updated: "2026-11-25",
    });
  });
});

describe("a live post's dates", () => {
  const row = {
    id: "p",
    liveList: { title: "T", category: "guide" },
    liveContent: { sections: [] },
    createdAt: at("2026-11-01T00:00:00Z"),
    updatedAt: at("2026-11-29T00:00:00Z"),
  };

  it("publish it when it first went live, not when its draft was first saved; update it at its last publish", () => {
    const post = toLivePost({
      ...row,
      firstPublishedAt: at("2026-11-08T00:00:00Z"),
      publishedAt: at("2026-11-28T00:00:00Z"),
    });
    expect(post?.firstPublishedAt).toEqual(at("2026-11-08T00:00:00Z"));
    expect(post?.updatedAt).toEqual(at("2026-11-28T00:00:00Z"));
  });
});
