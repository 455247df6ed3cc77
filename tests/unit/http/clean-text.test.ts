/** @jest-environment node */
import { cleanStrings, cleanText } from "@/lib/http/clean-text";

describe("request text without what PostgreSQL cannot store", () => {
  it("removes NUL and lone surrogates, keeping whole emoji and other control characters' neighbours", () => {
    expect(cleanText("a\u0000b")).toBe("ab");
    expect(cleanText("\ud83d")).toBe("");
    expect(cleanText("x\udc00y\ud800")).toBe("xy");
    expect(cleanText("😀 한글 \ud83d\ude00")).toBe("😀 한글 😀");
    expect(cleanText("line\nbreak\ttab")).toBe("line\nbreak\ttab");
  });

  it("cleans every string of a parsed body, keys too, and leaves other values alone", () => {
    const body = JSON.parse(
      '{"na\\u0000me":"Jo\\u0000\\ud800","list":["\\udc00a",1,null,true],"deep":{"x":"\\u0000"}}',
    );
    expect(cleanStrings(body)).toEqual({ name: "Jo", list: ["a", 1, null, true], deep: { x: "" } });
  });
});
