import "server-only";
import type { ContentKind } from "./file-types";

// Hand-written on purpose, and `file-type` is not a dependency: these ten signatures are all the site
// accepts, and two are stricter than that package's (a BMP must also carry a known DIB header size, and
// OOXML is told from a plain ZIP by reading its directory, in ooxml.ts). The package is ES modules only,
// with four packages of its own, to detect a hundred formats the uploads refuse anyway.

/** How many leading bytes the signature checks need. */
export const SNIFF_BYTES = 64;

/** Kinds recognisable from leading bytes alone ("zip" needs its directory read, text a full scan). */
export type SniffedKind = Exclude<ContentKind, "docx" | "xlsx" | "pptx" | "text"> | "zip";

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Buffer.from(bytes);
  return head.length >= offset + expected.length && head.subarray(offset, offset + expected.length).equals(expected);
};

/** BMP's "BM" is short, so the DIB header size must also be one of the known values. */
function isBmp(head: Buffer): boolean {
  if (!startsWith(head, "BM") || head.length < 18) return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(head.readUInt32LE(14));
}

const signatures: [SniffedKind, (head: Buffer) => boolean][] = [
  ["pdf", (h) => startsWith(h, "%PDF-")],
  ["jpeg", (h) => startsWith(h, [0xff, 0xd8, 0xff])],
  ["png", (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ["gif", (h) => startsWith(h, "GIF87a") || startsWith(h, "GIF89a")],
  ["bmp", isBmp],
  ["webp", (h) => startsWith(h, "RIFF") && startsWith(h, "WEBP", 8)],
  ["tiff", (h) => startsWith(h, [0x49, 0x49, 0x2a, 0x00]) || startsWith(h, [0x4d, 0x4d, 0x00, 0x2a])],
  ["ole2", (h) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  ["zip", (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04])],
  ["rtf", (h) => startsWith(h, "{\\rtf")],
];

/** The binary kind the leading bytes show, or null (text files and unknown formats). */
export function sniffKind(head: Buffer): SniffedKind | null {
  return signatures.find(([, matches]) => matches(head))?.[0] ?? null;
}
