/** @jest-environment node */
import { safeNextPath } from "@/lib/http/same-site-path";

describe("the sign-in page's next parameter", () => {
  it.each([
    ["/staff/submissions?kind=report&q=kim", "/staff/submissions?kind=report&q=kim"],
    ["/en/staff/files/12", "/en/staff/files/12"],
    ["/staff/../staff/submissions", "/staff/submissions"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/staff",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/staff",
    "http:/evil.example",
    "javascript:alert(1)",
    "staff",
    "/\u0009/evil.example",
    "",
    undefined,
    null,
  ])("sends %p to /staff instead (no open redirect)", (value) => {
    expect(safeNextPath(value)).toBe("/staff");
  });
});
