import { apiRequest, uploadWithProgress } from "@/lib/client/api-request";

export interface StagedUpload {
  token: string;
}

/** What became of one file sent ahead: its token, or the server's refusal (already in the visitor's language). */
export type StageResult = { ok: true; token: string } | { ok: false; aborted: boolean; serverMessage: string | null };

/** Sends one file to the staging endpoint; `onProgress` gets 0–100 from the bytes really sent. */
export function uploadFile(
  file: File,
  locale: string,
  onProgress: (percent: number) => void,
): { done: Promise<StageResult>; abort: () => void } {
  const body = new FormData();
  body.append("file", file, file.name);
  const handle = uploadWithProgress<StagedUpload>("/api/uploads", body, { locale, onProgress });
  const done = handle.done.then((response): StageResult => {
    if (response.status === 201 && response.body?.token) {
      onProgress(100);
      return { ok: true, token: response.body.token };
    }
    // 400 and 413 responses carry the upload checks' own messages; others get the wizard's.
    const own = response.status === 400 || response.status === 413;
    return { ok: false, aborted: response.aborted, serverMessage: (own && response.message) || null };
  });
  return { done, abort: handle.abort };
}

/** Forgets a staged file on the server; it would expire anyway, so a failure only gets logged. */
export function discardStagedUpload(token: string): void {
  void apiRequest("DELETE", `/api/uploads/staged/${encodeURIComponent(token)}`).then((response) => {
    if (!response.ok) console.warn("Could not discard a staged upload:", response.status);
  });
}

/**
 * Whether the server still holds a staged file: "gone" only when it says so (expired, swept or claimed); a
 * refused or failed check is "unknown", and the file stays listed (the submit would still say).
 */
export async function checkStagedUpload(token: string): Promise<"kept" | "gone" | "unknown"> {
  const response = await apiRequest<{ staged?: unknown }>("GET", `/api/uploads/staged/${encodeURIComponent(token)}`);
  const staged = response.ok ? response.body?.staged : undefined;
  return staged === true ? "kept" : staged === false ? "gone" : "unknown";
}
