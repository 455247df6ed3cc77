// `npm run export:leads [file]`: writes every submission (spam left out) to an .xlsx, the same
// workbook the back office's export gives: a sheet per form, readable headers, dates in the team's
// time zone (default file: submissions-<date>.xlsx in the working directory).
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import path from "node:path";
import { exportContext, exportFileName } from "../lib/export/export-response";
import { writeSubmissionsXlsx } from "../lib/export/submissions-xlsx";
import { loadValidatedEnv } from "./lib/load-env";

const env = loadValidatedEnv();
const file = path.resolve(process.argv[2] ?? exportFileName("xlsx", env.TEAM_TIME_ZONE));
const out = createWriteStream(file);
const context = await exportContext();
const view = { filters: { spam: "hide" as const }, timeZone: context.timeZone };
const { rows } = await writeSubmissionsXlsx(env.DATABASE_URL, view, context, out);
await finished(out);
console.log(`Wrote ${file} (${rows} submissions)`);
