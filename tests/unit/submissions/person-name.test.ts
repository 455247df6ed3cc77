/** @jest-environment node */
import { personName } from "@/lib/submissions/record";

describe("names as the team reads them", () => {
  it("writes Korean names family name first, without a space", () => {
    expect(personName("민준", "김")).toBe("김민준");
    expect(personName(" 서연 ", "남궁")).toBe("남궁서연");
  });

  it("keeps a space when only part of the name is Korean", () => {
    expect(personName("Minjun", "김")).toBe("김 Minjun");
  });

  it("writes other names given name first", () => {
    expect(personName("Jane", "Doe")).toBe("Jane Doe");
    expect(personName("Jane", "")).toBe("Jane");
    expect(personName("", "")).toBe("");
  });
});
