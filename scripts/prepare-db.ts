// `npm run db:migrate`: create, migrate and seed the database named by DATABASE_URL.
import { loadValidatedEnv } from "./lib/load-env";
import { prepareDatabase } from "./lib/prepare-database";

const env = loadValidatedEnv();
try {
  await prepareDatabase(env.DATABASE_URL, [env.MAIL_DROP_DIR, env.UPLOAD_DIR]);
} catch (error) {
  console.error(`> Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
