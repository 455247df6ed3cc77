import type { Writable } from "node:stream";
import Database from "better-sqlite3";
import pg from "pg";
import { isPostgres, numberedPlaceholders } from "@/lib/db/provider";
import type { Submission, SubmissionNote } from "@/lib/db/generated/client";
import type { SubmissionFilters } from "@/lib/submissions/filters";
import { reportReference } from "@/lib/report/reference";
import type { SourceFile, TermsAgreement } from "@/lib/submissions/source-row";
import { submissionSql } from "@/lib/submissions/sql-where";
import type { Viewer } from "@/lib/submissions/where";
import { marketingState, type MarketingState } from "@/lib/submissions/provenance";
import { storedFields } from "@/lib/submissions/stored-fields";
import type { ExportContext } from "./export-response";

export interface ExportRow {
  submission: Submission;
  /** The staff member who follows the lead up, if any. */
  owner: { name: string; email: string } | null;
  fields: Record<string, unknown>;
  files: SourceFile[];
  notes: SubmissionNote[];
  /** Whether advertising may go to the address today (its own consent, confirmation and withdrawals). */
  marketing: MarketingState;
  /** A report request's agreement to the terms and refund rules; null for other kinds. */
  terms: TermsAgreement | null;
}

// Small batches keep what is alive at once small: measured on 100,000 rows, 100 a batch grew the process
// about half as much as 500.
export const EXPORT_BATCH = 100;

type Row = Record<string, unknown>;
/** A read-only connection of an export's own (openExportReader); SQL with `?` placeholders. */
export interface ExportReader {
  all(sql: string, params: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}
/** A view's rows as SQL (lib/submissions/sql-where.ts). */
export type ExportWhere = { sql: string; params: unknown[] };

const asDate = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** A Submission row read by SQL, as Prisma would hand it over (dates, booleans). */
function toSubmission(row: Row): Submission {
  return {
    ...(row as unknown as Submission),
    receivedAt: asDate(row.receivedAt) ?? new Date(NaN),
    statusChangedAt: asDate(row.statusChangedAt),
    consentedAt: asDate(row.consentedAt),
    followUpAt: asDate(row.followUpAt),
    marketingConsent:
      row.marketingConsent === null || row.marketingConsent === undefined ? null : Boolean(row.marketingConsent),
    isSpam: Boolean(row.isSpam),
  };
}

/**
 * A read-only connection of its own for one export. Exports read through the driver directly, not
 * Prisma: reading 100,000 rows through the Prisma client grew the server by about 200 MB (measured),
 * better-sqlite3 by about 40 MB. Each batch is its own short read, so on SQLite no long read
 * transaction holds the database's log from being checkpointed while the file is sent.
 */
export async function openExportReader(databaseUrl: string): Promise<ExportReader> {
  if (isPostgres(databaseUrl)) return openPostgresReader(databaseUrl);
  const database = new Database(databaseUrl.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
  return {
    all: async (sql, params) => database.prepare(sql).all(...params) as Row[],
    close: async () => void database.close(),
  };
}

/** Prisma keeps DateTime in `timestamp(3)` columns, in UTC: read them as UTC whatever the process's zone. */
const TIMESTAMP_OID = 1114;

async function openPostgresReader(databaseUrl: string): Promise<ExportReader> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === TIMESTAMP_OID
          ? (value: string) => new Date(`${value.replace(" ", "T")}Z`)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  await client.connect();
  await client.query("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY");
  return {
    all: async (sql, params) => (await client.query(numberedPlaceholders(sql), params)).rows as Row[],
    close: () => client.end(),
  };
}

/** What an export writes: the inbox's filters, with dates read in `timeZone`, "mine" meaning `viewer`'s. */
export interface ExportView {
  filters: Partial<SubmissionFilters>;
  timeZone: string;
  viewer?: Viewer;
  /** The last submission the export's access-log row lists (recordExport): later ones are left out. */
  throughId?: number;
}

/** Runs `write` on the view's rows through a reader of its own, closed whatever happens. */
/** Writes one view of the inbox into `stream` as a file of its format; resolves with the rows written. */
export type SubmissionsWriter = (
  databaseUrl: string,
  view: ExportView,
  context: ExportContext,
  stream: Writable,
) => Promise<{ rows: number }>;

export async function withExportReader<T>(
  databaseUrl: string,
  view: ExportView,
  write: (reader: ExportReader, where: ExportWhere) => Promise<T>,
): Promise<T> {
  const reader = await openExportReader(databaseUrl);
  const where = submissionSql(view.filters, view.timeZone, view.viewer);
  const held =
    view.throughId === undefined
      ? where
      : { sql: `(${where.sql}) AND "id" <= ?`, params: [...where.params, view.throughId] };
  try {
    return await write(reader, held);
  } finally {
    await reader.close();
  }
}

/** The kinds and forms a view has rows in (`where` from lib/submissions/sql-where.ts). */
export async function formsInView(reader: ExportReader, where: ExportWhere) {
  const sql = `SELECT "kind", "form" FROM "Submission" WHERE ${where.sql} GROUP BY "kind", "form"`;
  return (await reader.all(sql, where.params)) as { kind: Submission["kind"]; form: string }[];
}

/**
 * The submissions of a view, a batch at a time in id order (keyset paging: each batch as fast as the
 * first), each with its source row's fields, its files and its notes: memory holds one batch.
 */
export async function* exportBatches(
  reader: ExportReader,
  where: ExportWhere,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ExportRow[]> {
  const page = `SELECT * FROM "Submission" WHERE (${where.sql}) AND "id" > ? ORDER BY "id" LIMIT ?`;
  let after = 0;
  for (;;) {
    const submissions = (await reader.all(page, [...where.params, after, batchSize])).map(toSubmission);
    if (!submissions.length) return;
    after = submissions.at(-1)?.id ?? after;
    const notes = await notesOf(
      reader,
      submissions.map((row) => row.id),
    );
    const sources = await loadSources(reader, submissions);
    const owners = await ownersOf(reader, submissions);
    const withdrawals = await withdrawalsOf(reader, submissions);
    yield submissions.map((submission) => {
      const source = sources.get(`${submission.kind}:${submission.sourceId}`);
      return {
        marketing: marketingState(submission, source?.fields.newsletterStatus, withdrawals.get(submission.email)),
        submission,
        owner: (submission.ownerId && owners.get(submission.ownerId)) || null,
        notes: notes.get(submission.id) ?? [],
        fields: source?.fields ?? {},
        files: source?.files ?? [],
        terms: source?.terms ?? null,
      };
    });
  }
}

const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");

async function notesOf(reader: ExportReader, ids: number[]): Promise<Map<number, SubmissionNote[]>> {
  const rows = await reader.all(
    `SELECT * FROM "SubmissionNote" WHERE "submissionId" IN (${placeholders(ids.length)}) ORDER BY "createdAt", "id"`,
    ids,
  );
  const byId = new Map<number, SubmissionNote[]>();
  for (const row of rows) {
    const note = { ...(row as unknown as SubmissionNote), createdAt: asDate(row.createdAt) ?? new Date(NaN) };
    byId.set(note.submissionId, [...(byId.get(note.submissionId) ?? []), note]);
  }
  return byId;
}

async function ownersOf(reader: ExportReader, batch: Submission[]) {
  const ids = [...new Set(batch.map((row) => row.ownerId).filter((id): id is string => Boolean(id)))];
  const rows = ids.length
    ? await reader.all(`SELECT "id", "name", "email" FROM "StaffUser" WHERE "id" IN (${placeholders(ids.length)})`, ids)
    : [];
  return new Map(rows.map((row) => [String(row.id), { name: String(row.name ?? ""), email: String(row.email) }]));
}

/** The batch's addresses on the suppression list, with the time of their last withdrawal. */
async function withdrawalsOf(reader: ExportReader, batch: Submission[]): Promise<Map<string, Date>> {
  const emails = [...new Set(batch.map((row) => row.email).filter(Boolean))];
  const rows = emails.length
    ? await reader.all(
        `SELECT "email", "withdrawnAt" FROM "MarketingSuppression" WHERE "email" IN (${placeholders(emails.length)})`,
        emails,
      )
    : [];
  return new Map(rows.map((row) => [String(row.email), asDate(row.withdrawnAt) ?? new Date(NaN)]));
}

type Sources = Map<string, { fields: Record<string, unknown>; files: SourceFile[]; terms?: TermsAgreement }>;

/** The source rows of one batch: one query per table. */
async function loadSources(reader: ExportReader, batch: Submission[]): Promise<Sources> {
  const sources: Sources = new Map();
  const select = async (table: string, ids: number[]) =>
    ids.length ? await reader.all(`SELECT * FROM "${table}" WHERE "id" IN (${placeholders(ids.length)})`, ids) : [];
  const ids = (kinds: string[]) => batch.filter((row) => kinds.includes(row.kind)).map((row) => row.sourceId);
  const leadKinds = new Map(
    batch.filter((row) => ["lead", "contact", "signup"].includes(row.kind)).map((row) => [row.sourceId, row.kind]),
  );
  for (const row of await select("LeadSubmission", [...leadKinds.keys()])) {
    sources.set(`${leadKinds.get(Number(row.id))}:${row.id}`, { fields: storedFields(row.fields), files: [] });
  }
  const reportIds = ids(["report"]);
  const files = reportIds.length
    ? ((await reader.all(
        `SELECT "id", "requestId", "originalName", "mimeType", "size" FROM "UploadedFile" WHERE "requestId" IN (${placeholders(reportIds.length)}) ORDER BY "id"`,
        reportIds,
      )) as unknown as (SourceFile & { requestId: number })[])
    : [];
  for (const row of await select("ConsultingRequest", reportIds)) {
    const fields = {
      reference: reportReference(Number(row.id)),
      phone: row.phone,
      ...storedFields(row.fields),
      useZoningAnalysis: Boolean(row.useZoningAnalysis),
      useRenderingService: Boolean(row.useRenderingService),
      total: row.total,
      currency: row.currency,
    };
    const own = files
      .filter((file) => file.requestId === row.id)
      .map((file) => ({ id: file.id, originalName: file.originalName, mimeType: file.mimeType, size: file.size }));
    const terms = {
      version: row.termsVersion === null ? null : String(row.termsVersion),
      agreedAt: asDate(row.termsAgreedAt),
    };
    sources.set(`report:${row.id}`, { fields, files: own, terms });
  }
  for (const row of await select("CampaignContact", ids(["campaign"]))) {
    sources.set(`campaign:${row.id}`, { fields: storedFields(row.fields), files: [] });
  }
  for (const row of await select("NewsletterSubscriber", ids(["newsletter"]))) {
    sources.set(`newsletter:${row.id}`, {
      fields: {
        locale: row.locale,
        consentAt: asDate(row.consentAt),
        newsletterStatus: row.status,
        confirmedAt: asDate(row.confirmedAt),
        withdrawnAt: asDate(row.withdrawnAt),
      },
      files: [],
    });
  }
  return sources;
}
