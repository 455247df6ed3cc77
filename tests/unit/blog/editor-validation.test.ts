/** @jest-environment node */
import { en } from "@/messages/en";
import { checkCreateForm, parseDraftTexts } from "@/lib/blog/editor-validation";

const valid = { id: "my-post_1", listText: '{"title":"T","category":"C"}', contentText: '{"sections":[]}' };

describe("checkCreateForm (spec §5, create post)", () => {
  it.each([
    ["empty id", { id: " " }, "id", "Post ID is required"],
    ["id with a space", { id: "my post" }, "id", "Post ID can only contain letters, numbers, dashes, and underscores"],
    ["id with a slash", { id: "a/b" }, "id", "Post ID can only contain letters, numbers, dashes, and underscores"],
    ["empty list", { listText: "" }, "list", "Data List JSON is required"],
    ["broken list", { listText: "{title:" }, "list", "Invalid JSON format"],
    ["empty content", { contentText: "  " }, "content", "Data Content JSON is required"],
    ["broken content", { contentText: "[1," }, "content", "Invalid JSON format"],
  ] as const)("%s", (_label, change, field, message) => {
    const result = checkCreateForm({ ...valid, ...change });
    const key = result.errors[field];
    expect(key && en.editor[key]).toBe(message);
    expect(result.parsed).toBeUndefined();
  });

  it("passes a valid form with the parsed values", () => {
    expect(checkCreateForm(valid)).toEqual({
      errors: {},
      parsed: { id: "my-post_1", list: { title: "T", category: "C" }, content: { sections: [] } },
    });
  });
});

describe("parseDraftTexts", () => {
  it("is null when either text is not JSON", () => {
    expect(parseDraftTexts("{", "{}")).toBeNull();
    expect(parseDraftTexts("{}", "nope")).toBeNull();
    expect(parseDraftTexts("{}", "[]")).toEqual({ list: {}, content: [] });
  });
});
