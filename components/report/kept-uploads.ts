import { draftKey, tabStorage } from "@/components/forms/use-form-draft";

/** A finished upload as the tab keeps it: what the list shows and the token the submit sends, never the bytes. */
export interface KeptUpload {
  name: string;
  size: number;
  type: string;
  token: string;
}

export interface KeptUploads {
  files: KeptUpload[];
  /** Files to ask for again by name because the server no longer holds them. */
  missing: string[];
  /** Files to ask for again by name because they were still uploading when the page was reopened. */
  interrupted: string[];
}

const names = (value: unknown) => (Array.isArray(value) ? value.filter((name) => typeof name === "string") : []);

/** Beside the wizard's draft (`draft:report:<locale>`), under the same naming, in the same tab storage. */
export const keptUploadsKey = (locale: string) => draftKey("report-files", locale);

const isKeptUpload = (value: unknown): value is KeptUpload => {
  const file = value as Partial<KeptUpload> | null;
  return (
    typeof file?.name === "string" &&
    typeof file.type === "string" &&
    Number.isSafeInteger(file.size) &&
    (file.size ?? -1) >= 0 &&
    typeof file.token === "string" &&
    /^[A-Za-z0-9_-]{1,100}$/.test(file.token)
  );
};

/** What the tab kept for the wizard in this language; anything unreadable or malformed is left out. */
export function readKeptUploads(locale: string): KeptUploads {
  try {
    const kept = JSON.parse(tabStorage()?.getItem(keptUploadsKey(locale)) ?? "null") as Partial<KeptUploads> | null;
    return {
      files: Array.isArray(kept?.files) ? kept.files.filter(isKeptUpload) : [],
      missing: names(kept?.missing),
      interrupted: names(kept?.interrupted),
    };
  } catch {
    return { files: [], missing: [], interrupted: [] };
  }
}

/** Keeps the wizard's files for this tab and language; nothing left to keep removes the entry. */
export function writeKeptUploads(locale: string, kept: KeptUploads): void {
  try {
    const storage = tabStorage();
    if (!storage) return;
    if (kept.files.length + kept.missing.length + kept.interrupted.length === 0) {
      storage.removeItem(keptUploadsKey(locale));
    } else storage.setItem(keptUploadsKey(locale), JSON.stringify(kept));
  } catch {
    // Storage full or refused: the files stay listed for the page's life, only a reload loses them.
  }
}
