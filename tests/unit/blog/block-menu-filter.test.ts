/** @jest-environment node */
import { BLOCK_CHOICES, filterChoices, type BlockChoice } from "@/components/editor/writer/block-menu";
import en from "@/messages/en/editor.json";
import ko from "@/messages/ko/editor.json";

// The words typed after `/` filter the block menu: names and aliases, Korean and English, jamo by jamo.
const korean = (choice: BlockChoice) => ko.writer.menu[choice].name;
const english = (choice: BlockChoice) => en.writer.menu[choice].name;

test.each([
  ["", [...BLOCK_CHOICES]],
  ["목록", ["bullet", "ordered"]],
  // Mid-syllable on the way to 목록: 목 then ㄹㅗ.
  ["목로", ["bullet", "ordered"]],
  ["제목", ["h1", "h2", "h3"]],
  ["제목 2", ["h2"]],
  ["ㅈ", ["h1", "h2", "h3"]],
  ["h2", ["h2"]],
  ["LIST", ["bullet", "ordered"]],
  ["동영상", ["youtube"]],
  ["video", ["youtube"]],
  ["listx", []],
])("in the Korean editor, /%s offers %j", (query, expected) => {
  expect(filterChoices(query, korean)).toEqual(expected);
});

test("the English editor's names find their blocks, and the Korean words still do", () => {
  expect(filterChoices("bulleted", english)).toEqual(["bullet"]);
  expect(filterChoices("heading", english)).toEqual(["h1", "h2", "h3"]);
  expect(filterChoices("목록", english)).toEqual(["bullet", "ordered"]);
});
