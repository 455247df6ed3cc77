// `npm start`'s first step: validate the environment, prepare the database, build if the sources changed.
// Its second, in package.json, serves the build with plain Node: `exec node .next/serve.mjs` (scripts/serve.ts).
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
