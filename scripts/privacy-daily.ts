// `npm run privacy:daily`: what the server also runs once a day (lib/privacy/daily.ts): destroys what
// is past its retention, queues the two-yearly consent notices, destroys old access-log entries, and
// prints what it did. Waits for nobody: when another process holds the run, it says so and exits.
import { createPrismaClient } from "../lib/db/create-client";
import { describeRun, runPrivacyDaily } from "../lib/privacy/daily";
import { loadValidatedEnv } from "./lib/load-env";

const env = loadValidatedEnv();
const prisma = createPrismaClient(env.DATABASE_URL);
const settings = {
  retention: { submissions: env.SUBMISSION_RETENTION_DAYS, reports: env.REPORT_RETENTION_DAYS },
  accessLogDays: env.ACCESS_LOG_RETENTION_DAYS,
};
try {
  const report = await runPrivacyDaily(prisma, settings);
  console.log(
    report ? `privacy:daily ${describeRun(report, settings)}.` : "privacy:daily: another process is running it.",
  );
} finally {
  await prisma.$disconnect();
}
