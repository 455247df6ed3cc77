/** @jest-environment node */
import { formatMobile } from "@/components/forms/korean-mobile";

describe("a Korean mobile number as it is typed", () => {
  it("groups the digits 3-4-4 as they come", () => {
    expect(["0", "01", "010", "0101", "0101234", "01012345", "01012345678"].map(formatMobile)).toEqual([
      "0",
      "01",
      "010",
      "010-1",
      "010-1234",
      "010-1234-5",
      "010-1234-5678",
    ]);
  });

  it("rewrites pasted spacing and drops digits past eleven", () => {
    expect(formatMobile("010 1234 5678")).toBe("010-1234-5678");
    expect(formatMobile("010-12345-678")).toBe("010-1234-5678");
    expect(formatMobile("010123456789")).toBe("010-1234-5678");
  });

  it("leaves other numbers as typed", () => {
    expect(formatMobile("02-123-4567")).toBe("02-123-4567");
    expect(formatMobile("+82 10 1234 5678")).toBe("+82 10 1234 5678");
  });
});
