import "server-only";
/** Why an upload was refused; each code has a message in `reportWizard.errors` (both languages). */
export type UploadRefusalCode =
  | "unsupportedType"
  | "tooLarge"
  | "duplicate"
  | "contentMismatch"
  | "archiveTooLarge"
  | "empty"
  | "tooManyFiles"
  | "requestTooLarge"
  | "uploadExpired"
  | "malformed"
  | "incomplete"
  | "tooSlow"
  | "storageFull"
  | "dailyLimit";

const statusByCode: Partial<Record<UploadRefusalCode, number>> = {
  tooLarge: 413,
  tooManyFiles: 413,
  requestTooLarge: 413,
  tooSlow: 408,
  storageFull: 507,
  dailyLimit: 429,
};

/** A refused upload. The route turns it into an HttpError with the message in the visitor's language. */
export class UploadRefusal extends Error {
  readonly status: number;

  constructor(
    readonly code: UploadRefusalCode,
    readonly params: { name?: string; type?: string } = {},
  ) {
    super(`upload refused: ${code}`);
    this.name = "UploadRefusal";
    this.status = statusByCode[code] ?? 400;
  }
}
