/** @jest-environment node */
import { createTranslator } from "next-intl";
import { checkDraft } from "@/lib/blog/draft-check";
import { draftFromData } from "@/lib/blog/editor-model";
import { coverCrop, objectPosition } from "@/lib/blog/focal-point";
import type { EditorTranslate } from "@/lib/blog/issue-text";
import { blogContentSchema, blogListSchema } from "@/lib/blog/schemas";
import en from "@/messages/en/editor.json";

const t = createTranslator({ locale: "en", messages: { editor: en }, namespace: "editor" });

describe("a focal point", () => {
  it("is stored as whole percents across and down, on the cover and on the thumbnail", () => {
    const content = blogContentSchema.parse({ coverFocus: { x: 0, y: 100 }, sections: [] });
    expect(content.coverFocus).toEqual({ x: 0, y: 100 });
    const list = blogListSchema.parse({ title: "T", category: "news", thumbnailFocus: { x: 35, y: 60, z: 1 } });
    expect(list.thumbnailFocus).toEqual({ x: 35, y: 60 });
    expect(blogContentSchema.parse({ sections: [] })).not.toHaveProperty("coverFocus");
  });

  it.each([
    ["beyond the right edge", { x: 101, y: 50 }],
    ["above the top", { x: 50, y: -1 }],
    ["a fraction", { x: 33.3, y: 50 }],
    ["one axis only", { x: 50 }],
    ["a CSS text", "center top"],
  ])("is refused when %s, named in the editor's problems", (_label, coverFocus) => {
    const draft = draftFromData({ title: "T", category: "news" }, { coverFocus, sections: [] });
    const problems = checkDraft(draft, t as unknown as EditorTranslate);
    expect(problems.all).toEqual(["Cover focal point: the focal point must be two whole numbers from 0 to 100 (%)"]);
    expect(problems.fields.coverFocus).toEqual(["the focal point must be two whole numbers from 0 to 100 (%)"]);
  });

  it("becomes the CSS object-position, or none for the middle", () => {
    expect(objectPosition({ x: 30, y: 0 })).toBe("30% 0%");
    expect(objectPosition(undefined)).toBeUndefined();
  });

  it("crops the share image where the browser's object-position would", () => {
    // 2000×1000 covering 1200×630: scaled to 1260×630, 60 px to spare across, none down.
    expect(coverCrop(2000, 1000, 1200, 630)).toEqual({ scaledWidth: 1260, scaledHeight: 630, left: 30, top: 0 });
    expect(coverCrop(2000, 1000, 1200, 630, { x: 0, y: 50 }).left).toBe(0);
    expect(coverCrop(2000, 1000, 1200, 630, { x: 100, y: 50 }).left).toBe(60);
    // A tall 900×1600 picture: 1200×2133, a face near the top (y 10%) keeps the top of the crop there.
    expect(coverCrop(900, 1600, 1200, 630, { x: 50, y: 10 })).toEqual({
      scaledWidth: 1200,
      scaledHeight: 2133,
      left: 0,
      top: 150,
    });
  });
});
