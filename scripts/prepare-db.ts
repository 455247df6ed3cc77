// `npm run db:migrate`: create, migrate and seed the database named by DATABASE_URL.
import { loadValidatedEnv } from "./lib/load-env";
import { prepareDatabase } from "./lib/prepare-database";

const env = loadValidatedEnv();
await prepareDatabase(env.DATABASE_URL, [env.MAIL_DROP_DIR, env.UPLOAD_DIR]);
