import { keptUploadsKey, readKeptUploads, writeKeptUploads } from "@/components/report/kept-uploads";

const survey = { name: "survey.pdf", size: 4096, type: "application/pdf", token: "0123456789abcdef" };

describe("the report wizard's files kept in the tab", () => {
  it("sits beside the wizard's draft, per language, in sessionStorage only", () => {
    writeKeptUploads("ko", { files: [survey], missing: ["배치도.png"], interrupted: ["현황측량도.pdf"] });
    expect(keptUploadsKey("ko")).toBe("draft:report-files:ko");
    expect(JSON.parse(window.sessionStorage.getItem("draft:report-files:ko") ?? "null")).toEqual({
      files: [survey],
      missing: ["배치도.png"],
      interrupted: ["현황측량도.pdf"],
    });
    expect(readKeptUploads("en")).toEqual({ files: [], missing: [], interrupted: [] });
    expect(window.localStorage.length).toBe(0);
  });

  it("removes the entry once nothing is left to keep", () => {
    writeKeptUploads("en", { files: [survey], missing: [], interrupted: [] });
    writeKeptUploads("en", { files: [], missing: [], interrupted: [] });
    expect(window.sessionStorage.getItem(keptUploadsKey("en"))).toBeNull();
  });

  it("reads back only well-formed entries, and nothing from unreadable text", () => {
    window.sessionStorage.setItem(
      keptUploadsKey("en"),
      JSON.stringify({
        files: [survey, { ...survey, token: "../../etc" }, { ...survey, size: -1 }, { name: "x.pdf" }, null],
        missing: ["plan.pdf", 7],
        interrupted: [null, "photo.png"],
      }),
    );
    expect(readKeptUploads("en")).toEqual({ files: [survey], missing: ["plan.pdf"], interrupted: ["photo.png"] });
    window.sessionStorage.setItem(keptUploadsKey("en"), "{not json");
    expect(readKeptUploads("en")).toEqual({ files: [], missing: [], interrupted: [] });
  });

  it("keeps nothing, and throws nothing, where the browser refuses storage", () => {
    const refuse = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => writeKeptUploads("en", { files: [survey], missing: [], interrupted: [] })).not.toThrow();
    refuse.mockRestore();
    expect(readKeptUploads("en")).toEqual({ files: [], missing: [], interrupted: [] });
  });
});
