// `npm start`: validate the environment, prepare the database, build if the sources changed,
// then serve the production build on PORT (default 3000) with scripts/serve.ts, in this process.
import { ensureBuild } from "./lib/ensure-build";
import { loadValidatedEnv } from "./lib/load-env";
import { prepareDatabase } from "./lib/prepare-database";
import { warnAboutPlaceholders } from "./lib/warn-placeholders";

const env = loadValidatedEnv();
warnAboutPlaceholders(process.env);
try {
  await prepareDatabase(env.DATABASE_URL, [env.MAIL_DROP_DIR, env.UPLOAD_DIR]);
} catch (error) {
  console.error(`> Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
ensureBuild(process.cwd());

process.env.NEXT_TELEMETRY_DISABLED = "1";
await import("./serve");
