export interface StagedAnswer {
  token: string;
}

export interface UploadHandle {
  done: Promise<StagedAnswer>;
  abort: () => void;
}

/** The server's refusal message (already in the visitor's language), or null. */
export class UploadFailed extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? "upload failed");
    this.name = "UploadFailed";
  }
}

export class UploadAborted extends Error {
  constructor() {
    super("upload aborted");
    this.name = "UploadAborted";
  }
}

/** 400 and 413 answers carry the upload checks' messages in the visitor's language. */
function serverMessage(xhr: XMLHttpRequest): string | null {
  if (xhr.status !== 400 && xhr.status !== 413) return null;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    return typeof body.message === "string" ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Sends one file to the staging endpoint with XMLHttpRequest, because only its upload events report
 * the bytes really sent; `onProgress` gets 0–100 from those events.
 */
export function uploadFile(file: File, locale: string, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<StagedAnswer>((resolve, reject) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.floor((event.loaded / event.total) * 100));
    });
    xhr.addEventListener("load", () => {
      if (xhr.status === 201) {
        onProgress(100);
        resolve(JSON.parse(xhr.responseText) as StagedAnswer);
      } else reject(new UploadFailed(serverMessage(xhr)));
    });
    xhr.addEventListener("error", () => reject(new UploadFailed(null)));
    xhr.addEventListener("abort", () => reject(new UploadAborted()));
  });
  const body = new FormData();
  body.append("file", file, file.name);
  xhr.open("POST", `/api/uploads?locale=${encodeURIComponent(locale)}`);
  xhr.setRequestHeader("Accept", "application/json");
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}

/** Forgets a staged file on the server; it would expire anyway, so a failure only gets logged. */
export function discardStagedUpload(token: string): void {
  fetch(`/api/uploads/staged/${token}`, { method: "DELETE" }).catch((error: unknown) =>
    console.warn("Could not discard a staged upload:", error),
  );
}
