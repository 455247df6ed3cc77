import "server-only";
import { z } from "@/lib/validation/z";
import { badRequest } from "@/lib/http/errors";
import { FileMoves } from "@/lib/uploads/file-moves";
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST, MAX_TOTAL_FILE_BYTES } from "@/lib/uploads/limits";
import { receiveMultipart } from "@/lib/uploads/receive-multipart";
import { UploadRefusal } from "@/lib/uploads/refusal";
import { discardStaged, findStaged } from "@/lib/uploads/staging";
import { ensureUploadDirs, removeFiles } from "@/lib/uploads/storage";
import { sweepNowAndThen } from "@/lib/uploads/sweep";
import { verifyFile } from "@/lib/uploads/verify-file";
import { reportRequestSchema } from "@/lib/validation/report-wizard";
import { reportInputFromFields } from "./form-fields";
import { recordReportRequest, type StoredFileRecord } from "./record-request";
import type { ReportReceipt } from "./reference";
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

/**
 * POST /api/consulting-form: a multipart body with the wizard's fields, files sent directly as
 * `files` parts and/or staged earlier and named by `fileToken` fields. Everything is checked before
 * anything is kept; on any refusal or failure no file stays on disk and no row in the database.
 */
export async function submitReportRequest(request: Request): Promise<ReportReceipt> {
  const t = await reportErrorTranslator(localeFromRequest(request));
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
    const parsed = reportRequestSchema.safeParse(reportInputFromFields(received.fields));
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
    const result = await recordReportRequest(parsed.data, records);
    await Promise.all(tokens.map((token) => discardStaged(token)));
    return result;
  } catch (error) {
    await moves.undo();
    await removeFiles(received.files.map((file) => file.tempPath));
    throw error instanceof UploadRefusal ? refusalToHttpError(error, t) : error;
  }
}
