import type { AllowedExtension } from "@/lib/uploads/file-types";
import { makeZip } from "./zip";

const contentTypes = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);

function ooxml(folder: string, main: string): Buffer {
  return makeZip([
    { name: "[Content_Types].xml", data: contentTypes },
    { name: "_rels/.rels", data: Buffer.from("<Relationships/>") },
    { name: `${folder}/${main}`, data: Buffer.from("<document/>") },
  ]);
}

const bmp = () => {
  const b = Buffer.alloc(58);
  b.write("BM", 0, "latin1");
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  return b;
};

const ole2 = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** Minimal real files of each accepted extension, made from their published signatures. */
export const sampleBytes: Record<AllowedExtension, () => Buffer> = {
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1"),
  jpg: () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  jpeg: () => Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43, 0x00, 0xff, 0xd9]),
  png: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("0000000d49484452000000010000000108060000001f15c489", "hex"),
    ]),
  gif: () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
  bmp,
  webp: () =>
    Buffer.from(
      "RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00",
      "latin1",
    ),
  tiff: () => Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
  doc: ole2,
  xls: ole2,
  ppt: ole2,
  docx: () => ooxml("word", "document.xml"),
  xlsx: () => ooxml("xl", "workbook.xml"),
  pptx: () => ooxml("ppt", "presentation.xml"),
  txt: () => Buffer.from("Site notes\n대지 메모\n", "utf8"),
  csv: () => Buffer.from("unit,count\nstudio,12\n", "utf8"),
  rtf: () => Buffer.from("{\\rtf1\\ansi Hello}", "latin1"),
};

/** A Windows executable's first bytes: "MZ", then the DOS stub full of NULs. */
export const executableBytes = () =>
  Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"), Buffer.alloc(200)]);
