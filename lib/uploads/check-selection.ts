import { extensionOf, isAllowedNameAndType } from "./file-types";
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST } from "./limits";
import type { UploadRefusalCode } from "./refusal";

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export interface SelectionRefusal {
  code: Extract<UploadRefusalCode, "unsupportedType" | "tooLarge" | "duplicate" | "tooManyFiles">;
  params: { name: string; type?: string };
}

/**
 * The browser's checks of newly chosen files against the list: type, 50 MB, and the same
 * name and size as a file already there (or earlier in the same selection). The server checks
 * again, and also the content.
 */
export function checkSelection<F extends FileFacts>(
  chosen: readonly F[],
  existing: readonly FileFacts[],
): { accepted: F[]; refusals: SelectionRefusal[] } {
  const accepted: F[] = [];
  const refusals: SelectionRefusal[] = [];
  const seen = new Set(existing.map((file) => `${file.name}\u0000${file.size}`));
  for (const file of chosen) {
    const key = `${file.name}\u0000${file.size}`;
    if (!isAllowedNameAndType(file.name, file.type)) {
      refusals.push({
        code: "unsupportedType",
        params: { name: file.name, type: file.type || extensionOf(file.name) || file.name },
      });
    } else if (file.size > MAX_FILE_BYTES) {
      refusals.push({ code: "tooLarge", params: { name: file.name } });
    } else if (seen.has(key)) {
      refusals.push({ code: "duplicate", params: { name: file.name } });
    } else if (existing.length + accepted.length >= MAX_FILES_PER_REQUEST) {
      refusals.push({ code: "tooManyFiles", params: { name: file.name } });
    } else {
      seen.add(key);
      accepted.push(file);
    }
  }
  return { accepted, refusals };
}
