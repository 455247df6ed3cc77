// `npm run export:leads [file]`: writes every stored lead to an .xlsx, one worksheet per sheet name
// (default file: leads-<date>.xlsx in the working directory).
import path from "node:path";
import { createPrismaClient } from "../lib/db/create-client";
import { buildLeadsWorkbook, exportFileName } from "../lib/export/leads-workbook";
import { loadValidatedEnv } from "./lib/load-env";

const env = loadValidatedEnv();
const file = path.resolve(process.argv[2] ?? exportFileName());
const prisma = createPrismaClient(env.DATABASE_URL);
try {
  const workbook = await buildLeadsWorkbook(prisma);
  await workbook.xlsx.writeFile(file);
  const counts = workbook.worksheets.map((sheet) => `${sheet.name}: ${Math.max(0, sheet.rowCount - 1)}`);
  console.log(`Wrote ${file}\n  ${counts.join("\n  ")}`);
} finally {
  await prisma.$disconnect();
}
