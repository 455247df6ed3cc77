import "server-only";
import { createWriteStream } from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { env } from "@/lib/config/env";
import { BodyPace } from "@/lib/http/body-pace";
import { cleanText } from "@/lib/http/clean-text";
import { unsupportedMediaType } from "@/lib/http/errors";
import { MAX_FIELD_BYTES, MAX_FIELDS } from "./limits";
import { reserveUploadRoom } from "./quota";
import { addressAllowance } from "./rate-limits";
import { UploadRefusal } from "./refusal";
import { pathIn, randomName, removeFiles } from "./storage";
import type { ReceivedFile } from "./verify-file";

export interface MultipartLimits {
  /** Names of the parts that may carry files. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  maxTotalFileBytes: number;
  /** Count the files against the client address's daily allowance (visitors' uploads; staff's are not). */
  perAddress?: boolean;
}

export interface ReceivedMultipart {
  fields: Map<string, string[]>;
  files: ReceivedFile[];
}

const MAX_NAME_LENGTH = 255;

/**
 * Strips folders and control characters from a browser-sent name; it is only ever stored as text.
 * A name past 255 characters is shortened before its extension, which the type check reads, and
 * between two characters as a person sees them (200 emoji were cut inside one,
 * leaving half of it, a character no one can read).
 */
export function cleanName(raw: string | undefined): string {
  const base = cleanText((raw ?? "").split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  if (base.length <= MAX_NAME_LENGTH) return base;
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(base)?.[0] ?? "";
  const stem = base.slice(0, base.length - extension.length);
  return wholeCharacters(stem, MAX_NAME_LENGTH - extension.length).trimEnd() + extension;
}

/** The longest start of `text` within `max` UTF-16 units that ends between graphemes (👍🏽 stays whole). */
function wholeCharacters(text: string, max: number): string {
  let end = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    if (end + segment.length > max) break;
    end += segment.length;
  }
  return text.slice(0, end);
}

/** Streams a multipart body into memory (fields) and temp files (files); only complete bodies resolve (README.md). */
export async function receiveMultipart(request: Request, limits: MultipartLimits): Promise<ReceivedMultipart> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) throw unsupportedMediaType("multipart/form-data");
  if (!request.body) throw new UploadRefusal("malformed");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limits.maxTotalFileBytes + 1024 * 1024) throw new UploadRefusal("requestTooLarge");
  // Files only: a request without them (the form alone) still goes through once the allowance is spent.
  const allowance = limits.perAddress ? await addressAllowance(request) : undefined;
  const budget = await reserveUploadRoom(declared);

  const fields = new Map<string, string[]>();
  const files: ReceivedFile[] = [];
  const tempPaths = new Set<string>();
  const writes: Promise<void>[] = [];
  const closes: Promise<void>[] = [];
  const active = new Set<Transform>();
  let totalBytes = 0;
  let failure: unknown;
  let finished = false;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        files: limits.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        // busboy flags a file as soon as it reaches its limit, so one byte more means "too large".
        fileSize: limits.maxFileBytes + 1,
      },
    });
  } catch {
    throw new UploadRefusal("malformed");
  }
  const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);

  return new Promise<ReceivedMultipart>((resolve, reject) => {
    const pace = new BodyPace(env().REQUEST_IDLE_TIMEOUT_MS, () => fail(new UploadRefusal("tooSlow")));
    const fail = (error: unknown) => {
      if (failure || finished) return;
      failure = error;
      pace.stop();
      budget.release(0);
      source.unpipe(parser);
      source.destroy();
      for (const counter of active) counter.destroy(error instanceof Error ? error : undefined);
      // Wait for the open writes to stop and their files to close before deleting what they wrote.
      void Promise.allSettled([...writes, ...closes])
        .then(() => removeFiles(tempPaths))
        .then(() => reject(error));
    };

    request.signal?.addEventListener("abort", () => fail(new UploadRefusal("incomplete")));
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new UploadRefusal("malformed"));
      fields.set(name, [...(fields.get(name) ?? []), cleanText(value)]);
    });
    parser.on("file", (field, stream, info) => {
      const originalName = cleanName(info.filename);
      if (!limits.fileFields.includes(field) || !originalName || failure) {
        // A skipped part still errors when the body ends inside it; the parser's own error handles that.
        stream.on("error", () => undefined);
        stream.resume();
        return;
      }
      const tempPath = pathIn("tmp", randomName());
      tempPaths.add(tempPath);
      const entry: ReceivedFile = { originalName, declaredType: info.mimeType, tempPath, size: 0 };
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          entry.size += chunk.length;
          totalBytes += chunk.length;
          if (totalBytes > limits.maxTotalFileBytes) return done(new UploadRefusal("requestTooLarge"));
          if (allowance && totalBytes > allowance.left) return done(new UploadRefusal("dailyLimit"));
          try {
            budget.take(chunk.length);
          } catch (refusal) {
            return done(refusal as Error);
          }
          done(null, chunk);
        },
        flush(done) {
          // busboy stops a file at its cap and marks it truncated; the bytes past it were never kept.
          done(stream.truncated ? new UploadRefusal("tooLarge", { name: originalName }) : null);
        },
      });
      stream.on("limit", () => counter.destroy(new UploadRefusal("tooLarge", { name: originalName })));
      files.push(entry);
      active.add(counter);
      const sink = createWriteStream(tempPath, { flags: "wx" });
      // A pipeline that fails early finishes before the file is even open; the file appears after
      // that. Its clean-up waits for the sink to close, or it would delete nothing and leave the file.
      closes.push(new Promise<void>((done) => sink.once("close", () => done())));
      writes.push(
        pipeline(stream, counter, sink)
          .then(() => void active.delete(counter))
          .catch(fail),
      );
    });
    parser.on("filesLimit", () => fail(new UploadRefusal("tooManyFiles")));
    parser.on("fieldsLimit", () => fail(new UploadRefusal("malformed")));
    parser.on("error", () => fail(new UploadRefusal("incomplete")));
    source.on("error", () => fail(new UploadRefusal("incomplete")));
    source.on("data", (chunk: Buffer) => pace.progress(chunk.length));
    parser.on("close", () => {
      void Promise.all(writes)
        .then(() => (failure ? undefined : allowance?.record(totalBytes)))
        .then(() => {
          if (failure) return;
          finished = true;
          pace.stop();
          budget.release(totalBytes);
          resolve({ fields, files });
        }, fail);
    });
    source.pipe(parser);
  });
}

/** The one `file` part of a single-file upload, received to a temp file; refused as malformed when there is none. */
export async function receiveOneFile(
  request: Request,
  maxBytes: number,
  options: Pick<MultipartLimits, "perAddress"> = {},
): Promise<ReceivedFile> {
  const { files } = await receiveMultipart(request, {
    fileFields: ["file"],
    maxFiles: 1,
    maxFileBytes: maxBytes,
    maxTotalFileBytes: maxBytes,
    ...options,
  });
  const [file] = files;
  if (!file) throw new UploadRefusal("malformed");
  return file;
}
