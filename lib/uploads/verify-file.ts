import "server-only";
import { open } from "node:fs/promises";
import { extensionOf, isAllowedNameAndType, ruleForExtension } from "./file-types";
import { MAX_FILE_BYTES } from "./limits";
import { inspectOoxml } from "./ooxml";
import { UploadRefusal } from "./refusal";
import { SNIFF_BYTES, sniffKind } from "./sniff";
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
async function isPlainTextFile(path: string): Promise<boolean> {
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    for (const byte of chunk) if (isControlByte(byte)) return false;
  }
  return true;
}

export interface ReceivedFile {
  originalName: string;
  declaredType: string;
  tempPath: string;
  size: number;
}

export interface VerifiedFile extends ReceivedFile {
  /** The canonical type of the checked content, used when the file is served again. */
  mimeType: string;
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a received file against the list: name and declared type, size, and the real content by
 * its leading bytes (and, for Office Open XML, its archive directory; for text, every byte). A
 * renamed executable fails the content check whatever its name and declared type say.
 */
export async function verifyFile(file: ReceivedFile): Promise<VerifiedFile> {
  const name = file.originalName;
  if (!isAllowedNameAndType(name, file.declaredType)) {
    throw new UploadRefusal("unsupportedType", { name, type: file.declaredType || extensionOf(name) || name });
  }
  if (file.size > MAX_FILE_BYTES) throw new UploadRefusal("tooLarge", { name });
  if (file.size === 0) throw new UploadRefusal("empty", { name });
  const rule = ruleForExtension(extensionOf(name));
  if (!rule) throw new UploadRefusal("unsupportedType", { name, type: file.declaredType });

  const sniffed = sniffKind(await readHead(file.tempPath));
  let matches: boolean;
  if (rule.kind === "text") {
    matches = sniffed === null && (await isPlainTextFile(file.tempPath));
  } else if (rule.kind === "docx" || rule.kind === "xlsx" || rule.kind === "pptx") {
    if (sniffed !== "zip") throw new UploadRefusal("contentMismatch", { name });
    const inspection = await inspectOoxml(file.tempPath);
    if (!inspection.ok && inspection.reason === "too-large") throw new UploadRefusal("archiveTooLarge", { name });
    matches = inspection.ok && inspection.kind === rule.kind;
  } else {
    matches = sniffed === rule.kind;
  }
  if (!matches) throw new UploadRefusal("contentMismatch", { name });
  return { ...file, mimeType: rule.mime };
}
