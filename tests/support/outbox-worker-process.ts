// A server's outbox worker alone in a process of its own, for the tests that stop or kill it mid-send
// (tests/api/outbox-restart.test.ts): configured from the environment, stopped on SIGTERM as
// lib/server/background-jobs.ts stops it. Started from a bundle
// (tests/support/node-bundle.ts).
import { parseEnv } from "@/lib/config/env-schema";
import { createPrismaClient } from "@/lib/db/create-client";
import { createOutboxWorker } from "@/lib/mail/start";

const config = parseEnv(process.env);
const prisma = createPrismaClient(config.DATABASE_URL);
const worker = createOutboxWorker(prisma, config);
process.once("SIGTERM", () => {
  void worker
    .stop(Date.now() + config.SHUTDOWN_TIMEOUT_MS)
    .then(() => prisma.$disconnect())
    .then(() => process.exit(0));
});
console.log("ready");
