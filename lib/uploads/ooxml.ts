import "server-only";
import yauzl from "yauzl";
import { MAX_OOXML_ENTRIES, MAX_OOXML_UNCOMPRESSED_BYTES } from "./limits";

export type OoxmlKind = "docx" | "xlsx" | "pptx";

export type OoxmlInspection = { ok: true; kind: OoxmlKind | null } | { ok: false; reason: "too-large" | "corrupt" };

const folderKinds: [string, OoxmlKind][] = [
  ["word/", "docx"],
  ["xl/", "xlsx"],
  ["ppt/", "pptx"],
];

/**
 * Reads a zip's central directory (never decompressing anything) and tells which Office Open XML
 * document it is: it needs [Content_Types].xml and the main folder of Word, Excel or PowerPoint.
 * Archives whose entries would expand past the limits are refused before anyone opens them.
 */
export function inspectOoxml(path: string): Promise<OoxmlInspection> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) return resolve({ ok: false, reason: "corrupt" });
      if (zip.entryCount > MAX_OOXML_ENTRIES) {
        zip.close();
        return resolve({ ok: false, reason: "too-large" });
      }
      let total = 0;
      let hasContentTypes = false;
      const folders = new Set<OoxmlKind>();
      zip.on("error", () => resolve({ ok: false, reason: "corrupt" }));
      zip.on("entry", (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        if (total > MAX_OOXML_UNCOMPRESSED_BYTES) {
          zip.close();
          return resolve({ ok: false, reason: "too-large" });
        }
        if (entry.fileName === "[Content_Types].xml") hasContentTypes = true;
        for (const [prefix, kind] of folderKinds) if (entry.fileName.startsWith(prefix)) folders.add(kind);
        zip.readEntry();
      });
      zip.on("end", () => {
        const kind = hasContentTypes && folders.size === 1 ? ([...folders][0] ?? null) : null;
        resolve({ ok: true, kind });
      });
      zip.readEntry();
    });
  });
}
