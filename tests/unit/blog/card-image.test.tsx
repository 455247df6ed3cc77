import { render } from "@testing-library/react";
import { PostCard } from "@/components/blog/post-card";
import { cardSource, shareImagePath, toCard } from "@/lib/blog/card";
import { lacksCardImage } from "@/lib/blog/draft-check";
import { draftFromData } from "@/lib/blog/editor-model";
import { coverFields } from "@/lib/blog/images/variants";
import { blogContentSchema, blogListSchema } from "@/lib/blog/schemas";
import en from "@/messages/en/blog.json";

const upload = "/api/blog-images/0123456789abcdef0123456789abcdef-1920.webp";
const labels = en.categories;

function card(list: Record<string, unknown>, content: Record<string, unknown>) {
  const post = toCard(
    "a-post",
    blogListSchema.parse({ title: "A post", category: "news", ...list }),
    blogContentSchema.parse({ sections: [], ...content }),
    labels,
  );
  const { container } = render(<PostCard post={post} linked={false} noThumbnailLabel="No Thumbnail" />);
  return container;
}

describe("a post's card on the blog", () => {
  it("shows the cover, at the thumbnail widths and the cover's focal point, when no thumbnail is set", () => {
    const container = card({}, { ...coverFields(upload), coverFocus: { x: 20, y: 80 } });
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/api/blog-images/0123456789abcdef0123456789abcdef-960.webp");
    expect(container.querySelector("source")?.getAttribute("srcset")).toBe(
      "/api/blog-images/0123456789abcdef0123456789abcdef-640.webp",
    );
    expect(img?.style.objectPosition).toBe("20% 80%");
    expect(container.textContent).not.toContain("No Thumbnail");
  });

  it("shows a cover that is not an upload as it is stored (its phone width)", () => {
    const container = card({}, { coverImage: "covers/wide.jpg", coverImageMo: "covers/narrow.jpg" });
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/blog/covers/narrow.jpg");
  });

  it("keeps its own thumbnail and the thumbnail's focal point over the cover's", () => {
    const container = card(
      { thumbnail: "thumbs/own.jpg", thumbnailFocus: { x: 10, y: 10 } },
      { ...coverFields(upload), coverFocus: { x: 90, y: 90 } },
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/blog/thumbs/own.jpg");
    expect(img?.style.objectPosition).toBe("10% 10%");
  });

  it("shows a live post's share image, whole, when it has neither a thumbnail nor a cover", () => {
    const post = cardSource(
      "a-post",
      blogListSchema.parse({ title: "A post", category: "news" }),
      blogContentSchema.parse({ sections: [] }),
      shareImagePath("a-post", new Date(1_700_000_000_000)),
    );
    const { container } = render(<PostCard post={post} linked={false} noThumbnailLabel="No Thumbnail" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/api/blog-share/a-post.png?v=1700000000000");
    // Sized and lazy like the other cards' images: its box is kept while it loads.
    expect([img?.getAttribute("width"), img?.getAttribute("height"), img?.getAttribute("loading")]).toEqual([
      "1200",
      "630",
      "lazy",
    ]);
    expect(container.textContent).not.toContain("No Thumbnail");
  });

  it("says No Thumbnail only for a draft's card in the editor (no image and no share image yet)", () => {
    const container = card({}, {});
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("No Thumbnail");
  });
});

describe("the editor's warning before publishing", () => {
  it("is due when the post has neither a cover nor a thumbnail, and only then", () => {
    expect(lacksCardImage(draftFromData({ title: "T", category: "news" }, { sections: [] }))).toBe(true);
    expect(lacksCardImage(draftFromData({ title: "T", thumbnail: "thumbs/a.jpg" }, { sections: [] }))).toBe(false);
    expect(lacksCardImage(draftFromData({ title: "T" }, { ...coverFields(upload), sections: [] }))).toBe(false);
    expect(lacksCardImage(draftFromData({ title: "T", thumbnail: "  " }, { sections: [] }))).toBe(true);
  });
});
