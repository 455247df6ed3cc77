// `npm run privacy:erase -- --email <address> [--phone <number>]`: erases everything held about a
// person, uploaded files included (lib/privacy/erase.ts), and records it in the access log.
import { parseArgs } from "node:util";
import { createPrismaClient } from "../lib/db/create-client";
import { commandLineSubject, recordCommandLine } from "../lib/privacy/command-line";
import { eraseHoldings } from "../lib/privacy/erase";
import { loadValidatedEnv } from "./lib/load-env";

const usage = "Usage: npm run privacy:erase -- --email <address> [--phone <number>]";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: "string" }, phone: { type: "string" } } });
  const { subject, problems } = commandLineSubject(values);
  if (!subject) {
    console.error([...(problems ?? []), usage].join("\n"));
    return 2;
  }
  const prisma = createPrismaClient(loadValidatedEnv().DATABASE_URL);
  try {
    const erased = await eraseHoldings(prisma, subject);
    await recordCommandLine(prisma, "privacy.erase", subject, { ...erased });
    console.log(`Erased: ${JSON.stringify(erased)}`);
    return 0;
  } finally {
    await prisma.$disconnect();
  }
}

process.exitCode = await main();
