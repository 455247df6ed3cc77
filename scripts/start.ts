// `npm start`: validate the environment, prepare the database, build if the sources changed,
// then serve the production build on PORT (default 3000) with scripts/serve.ts, in this process.
import { ensureBuild } from "./lib/ensure-build";
import { loadValidatedEnv } from "./lib/load-env";
import { prepareDatabase } from "./lib/prepare-database";

const env = loadValidatedEnv();
await prepareDatabase(env.DATABASE_URL, [env.MAIL_DROP_DIR, env.UPLOAD_DIR]);
ensureBuild(process.cwd());

process.env.NEXT_TELEMETRY_DISABLED = "1";
// Set before Next loads: `tsx` leaves NODE_ENV unset, and Next's production server expects it.
Object.assign(process.env, { NODE_ENV: "production" });
await import("./serve");
