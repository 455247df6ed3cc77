import "server-only";
import { z } from "@/lib/validation/z";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { badRequest } from "@/lib/http/errors";
import { FileMoves } from "@/lib/uploads/file-moves";
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST, MAX_TOTAL_FILE_BYTES } from "@/lib/uploads/limits";
import { receiveMultipart } from "@/lib/uploads/receive-multipart";
import { UploadRefusal } from "@/lib/uploads/refusal";
import { discardStaged, findStaged } from "@/lib/uploads/staging";
import { ensureUploadDirs, removeFiles } from "@/lib/uploads/storage";
import { sweepNowAndThen } from "@/lib/uploads/sweep";
import { verifyFile } from "@/lib/uploads/verify-file";
import { reportRequestSchemaFor } from "@/lib/validation/report-wizard";
import { reportInputFromFields, typedPyeong } from "./form-fields";
import { receiptFor, recordReportRequest, type StoredFileRecord } from "./record-request";
import { termsVersionFor } from "@/lib/content/legal";
import type { ReportReceipt } from "./record-request";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { refusalToHttpError, reportErrorTranslator, translateFieldErrors } from "./translate";

interface Attachment {
  originalName: string;
  mimeType: string;
  size: number;
  path: string;
  staged: boolean;
}

function checkAttachments(attachments: Attachment[]): void {
  if (attachments.length > MAX_FILES_PER_REQUEST) throw new UploadRefusal("tooManyFiles");
  const total = attachments.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_TOTAL_FILE_BYTES) throw new UploadRefusal("requestTooLarge");
  const seen = new Set<string>();
  for (const file of attachments) {
    const key = `${file.originalName}\u0000${file.size}`;
    if (seen.has(key)) throw new UploadRefusal("duplicate", { name: file.originalName });
    seen.add(key);
  }
}

/** How long a submit whose staged files a concurrent submit with its key claimed waits for that one's row. */
const CLAIMED_WAIT_MS = 5_000;

/**
 * After a failed submit with a key: the receipt of the submit with the same key that stored the request
 * (it won the race for the key's row, or claimed the staged files first and is about to commit), or null.
 */
async function earlierReceipt(idempotencyKey: string, error: unknown): Promise<ReportReceipt | null> {
  if (isUniqueViolation(error)) return receiptFor(idempotencyKey);
  if (!(error instanceof UploadRefusal && error.code === "uploadExpired")) return null;
  for (const deadline = Date.now() + CLAIMED_WAIT_MS; Date.now() < deadline;) {
    const receipt = await receiptFor(idempotencyKey);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

export interface SubmitOutcome {
  receipt: ReportReceipt;
  /** False when an earlier submit with the same idempotency key stored the request. */
  created: boolean;
}

/**
 * POST /api/consulting-form: a multipart body with the wizard's fields, files sent directly as
 * `files` parts and/or staged earlier and named by `fileToken` fields. Everything is checked before
 * anything is kept; on any refusal or failure no file stays on disk and no row in the database.
 * A submit whose key stored a request already gets that request's receipt, and its body is not read.
 */
export async function submitReportRequest(request: Request, idempotencyKey?: string): Promise<SubmitOutcome> {
  if (idempotencyKey) {
    const stored = await receiptFor(idempotencyKey);
    if (stored) return { receipt: stored, created: false };
  }
  const locale = localeFromRequest(request);
  const t = await reportErrorTranslator(locale);
  await ensureUploadDirs();
  sweepNowAndThen();
  const received = await receiveMultipart(request, {
    fileFields: ["files"],
    maxFiles: MAX_FILES_PER_REQUEST,
    maxFileBytes: MAX_FILE_BYTES,
    maxTotalFileBytes: MAX_TOTAL_FILE_BYTES,
    perAddress: true,
  }).catch((error: unknown) => {
    throw error instanceof UploadRefusal ? refusalToHttpError(error, t) : error;
  });
  const moves = new FileMoves();
  try {
    const parsed = reportRequestSchemaFor(locale).safeParse(reportInputFromFields(received.fields, locale));
    if (!parsed.success) {
      throw badRequest(t("invalidForm"), translateFieldErrors(z.flattenError(parsed.error).fieldErrors, t));
    }
    const direct = [];
    for (const file of received.files) direct.push(await verifyFile(file));
    const tokens = [...new Set(received.fields.get("fileToken") ?? [])];
    const staged = await Promise.all(tokens.map((token) => findStaged(token)));
    const attachments: Attachment[] = [
      ...direct.map((file) => ({ ...file, path: file.tempPath, staged: false })),
      ...staged.map((file) => ({ ...file, staged: true })),
    ];
    checkAttachments(attachments);

    const records: StoredFileRecord[] = [];
    for (const file of attachments) {
      const storedName = await moves.toFiles(file.path, file.staged);
      records.push({ originalName: file.originalName, storedName, mimeType: file.mimeType, size: file.size });
    }
    const receipt = await recordReportRequest(parsed.data, records, termsVersionFor(locale), locale, {
      idempotencyKey,
      siteAreaPyeong: typedPyeong(received.fields, locale),
    });
    await Promise.all(tokens.map((token) => discardStaged(token)));
    return { receipt, created: true };
  } catch (error) {
    await moves.undo();
    await removeFiles(received.files.map((file) => file.tempPath));
    const earlier = idempotencyKey ? await earlierReceipt(idempotencyKey, error) : null;
    if (earlier) return { receipt: earlier, created: false };
    throw error instanceof UploadRefusal ? refusalToHttpError(error, t) : error;
  }
}
