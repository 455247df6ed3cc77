/** @jest-environment node */
// A report file's size, as the staff page and the team's e-mail write it: rounded, then exact in the team's words.
import { formatBytes } from "@/lib/report/notification";
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";

describe("formatBytes", () => {
  it.each([
    ["ko", ko, 99, "1 KB (99바이트)"],
    ["ko", ko, 2_621_440, "2.5 MB (2,621,440바이트)"],
    ["en", en, 99, "1 KB (99 bytes)"],
    ["en", en, 2_621_440, "2.5 MB (2,621,440 bytes)"],
  ])("in %s, %i bytes read %s", (locale, messages, size, expected) => {
    expect(formatBytes(size, locale, messages)).toBe(expected);
  });
});
