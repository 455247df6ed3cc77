// `npm run privacy:export -- --email <address> [--phone <number>] --out <file>`: writes everything held
// about a person (rows and uploaded files) as one JSON file, and records it in the access log.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { createPrismaClient } from "../lib/db/create-client";
import { commandLineSubject, recordCommandLine } from "../lib/privacy/command-line";
import { exportHoldings } from "../lib/privacy/holdings";
import { loadValidatedEnv } from "./lib/load-env";

const usage = "Usage: npm run privacy:export -- --email <address> [--phone <number>] --out <file>";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, phone: { type: "string" }, out: { type: "string" } },
  });
  const { subject, problems } = commandLineSubject(values);
  if (!subject || !values.out) {
    console.error([...(problems ?? []), usage].join("\n"));
    return 2;
  }
  const prisma = createPrismaClient(loadValidatedEnv().DATABASE_URL);
  try {
    const exported = await exportHoldings(prisma, subject);
    await writeFile(values.out, JSON.stringify(exported, null, 2));
    await recordCommandLine(prisma, "privacy.export", subject, exported.counts);
    console.log(`Wrote ${values.out}: ${JSON.stringify(exported.counts)}`);
    return 0;
  } finally {
    await prisma.$disconnect();
  }
}

process.exitCode = await main();
