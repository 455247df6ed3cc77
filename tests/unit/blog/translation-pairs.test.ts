/** @jest-environment node */
import { pairTranslations, type TranslationLink } from "@/lib/blog/translation-pairs";

const link = (id: string, lang: "ko" | "en", translation?: string, publishedAt = "2026-01-01T00:00:00.000Z") =>
  ({ id, lang, publishedAt, ...(translation ? { translation } : {}) }) satisfies TranslationLink;
const pairs = (...links: TranslationLink[]) => Object.fromEntries(pairTranslations(links));

describe("pairing posts with their other-language version", () => {
  it("pairs two posts whichever side names the other, ignoring the letter case of the id", () => {
    expect(pairs(link("ko-1", "ko"), link("en-1", "en", "KO-1"))).toEqual({ "ko-1": "en-1", "en-1": "ko-1" });
  });

  it("pairs nothing with a post in its own language or a post that is not there (not live)", () => {
    expect(pairs(link("ko-1", "ko", "ko-2"), link("ko-2", "ko"), link("en-1", "en", "gone"))).toEqual({});
  });

  it("gives a post named by two others one partner: the one it names back, else the newer link", () => {
    const older = link("en-old", "en", "ko-1", "2026-01-01T00:00:00.000Z");
    const newer = link("en-new", "en", "ko-1", "2026-02-01T00:00:00.000Z");
    expect(pairs(link("ko-1", "ko"), older, newer)).toEqual({ "ko-1": "en-new", "en-new": "ko-1" });
    expect(pairs(link("ko-1", "ko", "en-old"), older, newer)).toEqual({ "ko-1": "en-old", "en-old": "ko-1" });
  });

  it("follows a field that names a post's old address to where the post is now", () => {
    const moved = new Map([["old-ko", "new-ko"]]);
    expect(Object.fromEntries(pairTranslations([link("new-ko", "ko"), link("en-1", "en", "old-ko")], moved))).toEqual({
      "new-ko": "en-1",
      "en-1": "new-ko",
    });
  });
});
