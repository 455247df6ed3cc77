/**
 * The 17 accepted MIME types and their extensions, shared by the browser and the server.
 * `kind` is what the file's leading bytes must show; the server checks it, the browser cannot.
 */
export type ContentKind =
  "pdf" | "jpeg" | "png" | "gif" | "bmp" | "webp" | "tiff" | "ole2" | "docx" | "xlsx" | "pptx" | "text" | "rtf";

interface FileTypeRule {
  mime: string;
  kind: ContentKind;
}

export const fileTypesByExtension = {
  pdf: { mime: "application/pdf", kind: "pdf" },
  jpg: { mime: "image/jpeg", kind: "jpeg" },
  jpeg: { mime: "image/jpeg", kind: "jpeg" },
  png: { mime: "image/png", kind: "png" },
  gif: { mime: "image/gif", kind: "gif" },
  bmp: { mime: "image/bmp", kind: "bmp" },
  webp: { mime: "image/webp", kind: "webp" },
  tiff: { mime: "image/tiff", kind: "tiff" },
  doc: { mime: "application/msword", kind: "ole2" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", kind: "docx" },
  xls: { mime: "application/vnd.ms-excel", kind: "ole2" },
  xlsx: { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", kind: "xlsx" },
  ppt: { mime: "application/vnd.ms-powerpoint", kind: "ole2" },
  pptx: { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", kind: "pptx" },
  txt: { mime: "text/plain", kind: "text" },
  csv: { mime: "text/csv", kind: "text" },
  rtf: { mime: "application/rtf", kind: "rtf" },
} as const satisfies Record<string, FileTypeRule>;

export type AllowedExtension = keyof typeof fileTypesByExtension;

/** The 17 accepted MIME types (image/jpg is the non-standard name some systems still send). */
export const allowedMimeTypes: readonly string[] = [
  ...new Set([...Object.values(fileTypesByExtension).map((rule) => rule.mime), "image/jpg"]),
];

/**
 * Names browsers and systems really send for the same files: Windows reports CSV as an Excel type
 * (already on the list), macOS RTF as text/rtf, older systems BMP as image/x-ms-bmp.
 */
const mimeAliases = ["text/rtf", "application/x-rtf", "image/x-ms-bmp", "image/x-bmp", "application/csv", "text/x-csv"];

/** For the file picker's `accept`. */
export const acceptAttribute = [...Object.keys(fileTypesByExtension).map((ext) => `.${ext}`), ...allowedMimeTypes].join(
  ",",
);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

export function ruleForExtension(ext: string): FileTypeRule | undefined {
  return Object.hasOwn(fileTypesByExtension, ext) ? fileTypesByExtension[ext as AllowedExtension] : undefined;
}

/** Lower case, without parameters such as "; charset=utf-8". */
export function normalizeMime(type: string): string {
  return (type.split(";")[0] ?? "").trim().toLowerCase();
}

/**
 * The name and declared type are acceptable: the extension is one of the 17, and the declared type
 * is on the list, a known alias, or empty (browsers leave it empty when they do not know it).
 */
export function isAllowedNameAndType(name: string, declaredType: string): boolean {
  if (!ruleForExtension(extensionOf(name))) return false;
  const mime = normalizeMime(declaredType);
  return mime === "" || allowedMimeTypes.includes(mime) || mimeAliases.includes(mime);
}
