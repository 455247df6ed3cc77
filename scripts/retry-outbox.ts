// `npm run outbox:retry`: puts every e-mail and CRM call the outbox gave up on back in the queue;
// the running server's worker sends them on its next pass.
import { createPrismaClient } from "../lib/db/create-client";
import { requeueFailed } from "../lib/mail/requeue";
import { loadValidatedEnv } from "./lib/load-env";

const env = loadValidatedEnv();
const prisma = createPrismaClient(env.DATABASE_URL);
try {
  console.log(`Queued ${await requeueFailed(prisma)} message(s) again.`);
} finally {
  await prisma.$disconnect();
}
