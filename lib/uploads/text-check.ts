import "server-only";
import { createReadStream } from "node:fs";

/**
 * Bytes that never occur in text: NUL and the C0 controls other than tab, line breaks, form feed,
 * the old DOS end-of-file mark and escape. Executables and binary formats are full of them.
 */
function isControlByte(byte: number): boolean {
  if (byte >= 0x20) return false;
  return ![0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a, 0x1b].includes(byte);
}

/**
 * Plain text or CSV: no control bytes anywhere in the file. Any 8-bit encoding passes, so UTF-8 and
 * the EUC-KR (CP949) CSVs that Korean Excel writes are both accepted; UTF-16 (full of NULs) is not.
 * Reads the file in chunks, never whole.
 */
export async function isPlainTextFile(path: string): Promise<boolean> {
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    for (const byte of chunk) if (isControlByte(byte)) return false;
  }
  return true;
}
