/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkSelection } from "@/lib/uploads/check-selection";
import { attachmentDisposition } from "@/lib/uploads/content-disposition";
import { allowedMimeTypes, fileTypesByExtension, type AllowedExtension } from "@/lib/uploads/file-types";
import { MAX_FILE_BYTES } from "@/lib/uploads/limits";
import { UploadRefusal } from "@/lib/uploads/refusal";
import { verifyFile } from "@/lib/uploads/verify-file";
import { executableBytes, sampleBytes } from "./support/samples";
import { makeZip } from "./support/zip";

const dir = mkdtempSync(path.join(os.tmpdir(), "file-checks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function received(name: string, declaredType: string, data: Buffer, size = data.length) {
  counter += 1;
  const tempPath = path.join(dir, `f${counter}`);
  writeFileSync(tempPath, data);
  return { originalName: name, declaredType, tempPath, size };
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadRefusal) return error.code;
    throw error;
  }
  return "accepted";
}

const extensions = Object.keys(fileTypesByExtension) as AllowedExtension[];

describe("the list of accepted files", () => {
  it("has the old site's 17 MIME types and 17 extensions", () => {
    expect(allowedMimeTypes).toHaveLength(17);
    expect(extensions.sort()).toEqual(
      [
        "pdf",
        "jpg",
        "jpeg",
        "png",
        "gif",
        "bmp",
        "webp",
        "tiff",
        "doc",
        "docx",
        "xls",
        "xlsx",
        "ppt",
        "pptx",
        "txt",
        "csv",
        "rtf",
      ].sort(),
    );
  });
});

describe("verifyFile", () => {
  it.each(extensions)("accepts a real .%s by its content and gives its canonical type", async (ext) => {
    const rule = fileTypesByExtension[ext];
    const file = received(`sample.${ext}`, rule.mime, sampleBytes[ext]());
    await expect(verifyFile(file)).resolves.toMatchObject({ mimeType: rule.mime });
  });

  it("accepts an empty declared type and the aliases browsers send (CSV as Excel, text/rtf)", async () => {
    await expect(verifyFile(received("a.csv", "application/vnd.ms-excel", sampleBytes.csv()))).resolves.toMatchObject({
      mimeType: "text/csv",
    });
    await expect(verifyFile(received("a.rtf", "text/rtf", sampleBytes.rtf()))).resolves.toBeTruthy();
    await expect(verifyFile(received("a.png", "", sampleBytes.png()))).resolves.toBeTruthy();
  });

  it("accepts a Korean Excel CSV in EUC-KR", async () => {
    const eucKr = Buffer.from([0xb4, 0xeb, 0xc1, 0xf6, 0x2c, 0x31, 0x0a]); // "대지,1\n"
    await expect(verifyFile(received("a.csv", "text/csv", eucKr))).resolves.toBeTruthy();
  });

  it.each([
    ["an executable named .pdf", "report.pdf", "application/pdf", executableBytes()],
    ["an executable named .txt", "notes.txt", "text/plain", executableBytes()],
    ["a PNG named .jpg", "photo.jpg", "image/jpeg", sampleBytes.png()],
    ["a PDF named .doc", "brief.doc", "application/msword", sampleBytes.pdf()],
    ["a Word file named .xlsx", "sheet.xlsx", fileTypesByExtension.xlsx.mime, sampleBytes.docx()],
    [
      "a plain zip named .docx",
      "a.docx",
      fileTypesByExtension.docx.mime,
      makeZip([{ name: "x.txt", data: Buffer.from("x") }]),
    ],
    ["text with a NUL byte", "a.txt", "text/plain", Buffer.from("abc\u0000def")],
    ["a PDF named .txt", "a.txt", "text/plain", sampleBytes.pdf()],
  ])("refuses %s as contentMismatch", async (_label, name, type, data) => {
    expect(await refusalOf(verifyFile(received(name, type, data)))).toBe("contentMismatch");
  });

  it("refuses names and declared types off the list, oversize and empty files", async () => {
    expect(await refusalOf(verifyFile(received("a.exe", "application/pdf", sampleBytes.pdf())))).toBe(
      "unsupportedType",
    );
    expect(await refusalOf(verifyFile(received("a.pdf", "application/zip", sampleBytes.pdf())))).toBe(
      "unsupportedType",
    );
    expect(
      await refusalOf(verifyFile(received("a.pdf", "application/pdf", sampleBytes.pdf(), MAX_FILE_BYTES + 1))),
    ).toBe("tooLarge");
    expect(await refusalOf(verifyFile(received("a.txt", "text/plain", Buffer.alloc(0))))).toBe("empty");
  });

  it("refuses an Office file that would expand past the limit, or has too many entries", async () => {
    const bomb = makeZip([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "xl/workbook.xml", data: Buffer.alloc(10), claimedSize: 301 * 1024 * 1024 },
    ]);
    expect(await refusalOf(verifyFile(received("a.xlsx", fileTypesByExtension.xlsx.mime, bomb)))).toBe(
      "archiveTooLarge",
    );
    const crowded = makeZip(
      Array.from({ length: 5001 }, (_, i) => ({ name: `ppt/slides/s${i}.xml`, data: Buffer.from("x") })),
    );
    expect(await refusalOf(verifyFile(received("a.pptx", fileTypesByExtension.pptx.mime, crowded)))).toBe(
      "archiveTooLarge",
    );
  });
});

describe("checkSelection (the browser's checks)", () => {
  const facts = (name: string, size: number, type: string) => ({ name, size, type });

  it("takes allowed files and refuses type, size, duplicates and an 11th file with their messages' arguments", () => {
    const existing = [facts("plan.pdf", 100, "application/pdf")];
    const { accepted, refusals } = checkSelection(
      [
        facts("plan.pdf", 100, "application/pdf"),
        facts("plan.pdf", 101, "application/pdf"),
        facts("tool.exe", 10, "application/x-msdownload"),
        facts("archive.zip", 10, ""),
        facts("huge.tiff", MAX_FILE_BYTES + 1, "image/tiff"),
        facts("notes.txt", 5, "text/plain"),
        facts("notes.txt", 5, "text/plain"),
      ],
      existing,
    );
    expect(accepted.map((file) => file.name)).toEqual(["plan.pdf", "notes.txt"]);
    expect(refusals).toEqual([
      { code: "duplicate", params: { name: "plan.pdf" } },
      { code: "unsupportedType", params: { name: "tool.exe", type: "application/x-msdownload" } },
      { code: "unsupportedType", params: { name: "archive.zip", type: "zip" } },
      { code: "tooLarge", params: { name: "huge.tiff" } },
      { code: "duplicate", params: { name: "notes.txt" } },
    ]);
    const ten = Array.from({ length: 10 }, (_, i) => facts(`f${i}.txt`, i + 1, "text/plain"));
    expect(checkSelection([facts("one-more.txt", 99, "text/plain")], ten).refusals).toEqual([
      { code: "tooManyFiles", params: { name: "one-more.txt" } },
    ]);
  });
});

describe("attachmentDisposition", () => {
  it("gives the UTF-8 name and a Latin-1 fallback, quotes escaped, control characters dropped", () => {
    expect(attachmentDisposition('대지 "도면"\r\n.pdf')).toBe(
      `attachment; filename="?? \\"??\\".pdf"; filename*=UTF-8''%EB%8C%80%EC%A7%80%20%22%EB%8F%84%EB%A9%B4%22.pdf`,
    );
    expect(attachmentDisposition("plan (1).pdf")).toBe(`attachment; filename="plan (1).pdf"`);
    expect(attachmentDisposition("\u0007")).toBe(`attachment; filename="download"`);
  });
});
