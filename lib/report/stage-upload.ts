import "server-only";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { reportErrorTranslator, refusalToHttpError } from "./translate";
import { MAX_FILE_BYTES } from "@/lib/uploads/limits";
import { receiveOneFile } from "@/lib/uploads/receive-multipart";
import { UploadRefusal } from "@/lib/uploads/refusal";
import { stageFile, type StagedFile } from "@/lib/uploads/staging";
import { ensureUploadDirs, removeFiles } from "@/lib/uploads/storage";
import { sweepNowAndThen } from "@/lib/uploads/sweep";
import { verifyFile } from "@/lib/uploads/verify-file";

/**
 * POST /api/uploads: one `file` part, received as a stream, checked like any attachment and kept
 * under staging/ for 24 hours. The response's token is what the final submit sends back.
 */
export async function stageUpload(request: Request): Promise<Omit<StagedFile, "path">> {
  const t = await reportErrorTranslator(localeFromRequest(request));
  await ensureUploadDirs();
  sweepNowAndThen();
  let tempPaths: string[] = [];
  try {
    const file = await receiveOneFile(request, MAX_FILE_BYTES, { perAddress: true });
    tempPaths = [file.tempPath];
    const { token, originalName, mimeType, size, stagedAt } = await stageFile(await verifyFile(file));
    return { token, originalName, mimeType, size, stagedAt };
  } catch (error) {
    await removeFiles(tempPaths);
    throw error instanceof UploadRefusal ? refusalToHttpError(error, t) : error;
  }
}
