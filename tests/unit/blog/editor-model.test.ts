/** @jest-environment node */
import { checkDraft } from "@/lib/blog/draft-check";
import { translatorFrom } from "@/lib/i18n/translator";
import { en as enMessages } from "@/messages/en";
import { ko as koMessages } from "@/messages/ko";
import { blankBlock, blankDraft, draftFromData, draftToJson } from "@/lib/blog/editor-model";
import { parseJsonText } from "@/lib/blog/json-syntax";
import { seedPosts } from "@/lib/blog/seed-posts";
import { youtubeId } from "@/lib/blog/youtube";

describe("the editor's working copy", () => {
  it.each(seedPosts.map((post) => [post.id, post] as const))(
    "round-trips %s exactly through the JSON view",
    (_id, post) => {
      const first = draftToJson(draftFromData(post.list, post.content));
      const again = draftToJson(draftFromData(JSON.parse(first.list), JSON.parse(first.content)));
      expect(again).toEqual(first);
      expect(JSON.parse(first.content)).toEqual(post.content);
    },
  );

  it("leaves out empty optional fields, keeps the required ones", () => {
    const draft = blankDraft("en");
    draft.list = { ...draft.list, cardTitle: "", date: "" };
    expect(JSON.parse(draftToJson(draft).list)).toEqual({ title: "", category: "", summary: "", lang: "en" });
  });

  it("names each problem's place in the editor's language", () => {
    const draft = blankDraft("ko");
    draft.list = { title: "제목", category: "tutorial", summary: "", lang: "ko" };
    draft.sections = [
      [
        { key: "a", block: { type: "heading", level: 1, text: "A" } },
        { key: "b", block: blankBlock("youtube") },
      ],
    ];
    const ko = checkDraft(draft, translatorFrom("ko", koMessages, "editor"), undefined, "live");
    expect(ko.all).toEqual(["섹션 1, 블록 2: 동영상 주소를 입력하세요"]);
    expect(ko.blocks["0.1"]).toEqual(["동영상 주소를 입력하세요"]);
    const en = checkDraft(draft, translatorFrom("en", enMessages, "editor"), "bad id", "live");
    expect(en.all).toEqual([
      "Post ID: use only letters, numbers, dashes and underscores",
      "Section 1, block 2: enter the video address",
    ]);
  });

  it("saves a draft with anything missing (only its id must be sound); going live names each missing piece", () => {
    const draft = blankDraft("ko");
    draft.sections = [[{ key: "a", block: blankBlock("heading") }]];
    expect(checkDraft(draft, translatorFrom("ko", koMessages, "editor"), "untitled-1").all).toEqual([]);
    expect(checkDraft(draft, translatorFrom("ko", koMessages, "editor"), "").all).toEqual([
      "게시물 ID: 게시물 ID를 입력하세요",
    ]);
    expect(checkDraft(draft, translatorFrom("ko", koMessages, "editor"), "untitled-1", "live").all).toEqual([
      "제목: 제목을 입력하세요",
      "분류: 분류를 고르세요",
      "섹션 1, 블록 1: 제목 내용을 입력하세요",
    ]);
    // Each line points at its place: the settings panel's field, or the post's text.
    expect(checkDraft(draft, translatorFrom("ko", koMessages, "editor"), "bad id", "live").targets).toEqual([
      "id",
      "title",
      "category",
      "body",
    ]);
  });
});

describe("JSON syntax errors", () => {
  it.each([
    ['{\n  "title": "A",\n  "category" "B"\n}', 3, 14, "ColonExpected"],
    ['{\n  "title": "A",\n}', 3, 1, "PropertyNameExpected"],
    ['{ "a": 1 } }', 1, 12, "EndOfFileExpected"],
    ["", 1, 1, "Empty"],
  ])("gives the line and column of %j", (text, line, column, problem) => {
    expect(parseJsonText(text)).toEqual({ ok: false, error: { line, column, problem } });
  });

  it("parses valid JSON", () => {
    expect(parseJsonText('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });
});

describe("youtubeId", () => {
  it.each([
    ["aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42", "aqz-KE-bpKQ"],
    ["youtu.be/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://youtube.com/shorts/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://vimeo.com/aqz-KE-bpKQ", null],
    ["too-short", null],
  ])("reads %s", (input, id) => {
    expect(youtubeId(input)).toBe(id);
  });
});
