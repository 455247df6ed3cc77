// `npm start`: validate the environment, prepare the database, build if the sources changed,
// then serve the production build on PORT (default 3000).
import { spawn } from "node:child_process";
import { ensureBuild } from "./lib/ensure-build";
import { loadValidatedEnv } from "./lib/load-env";
import { prepareDatabase } from "./lib/prepare-database";

const env = loadValidatedEnv();
await prepareDatabase(env.DATABASE_URL, [env.MAIL_DROP_DIR, env.UPLOAD_DIR]);
ensureBuild(process.cwd());

const port = process.env.PORT ?? "3000";
const server = spawn("npx", ["--no-install", "next", "start", "-p", port], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
