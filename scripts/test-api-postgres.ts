// `npm run test:api:postgres`: the API test files where the database matters (tests/api/on-postgres.mjs)
// on a throwaway PostgreSQL cluster (a temp data folder and a free port, stopped at the end), as `npm
// test` runs them. Needs PostgreSQL's server binaries (apt-get install -y postgresql). Extra arguments
// go to Jest (a file of that list, -t).
import { spawnSync } from "node:child_process";
import { freePort } from "./lib/free-port";
import { postgresBinDir, startPostgresCluster } from "./lib/postgres-cluster";

if (!postgresBinDir()) {
  console.log("> PostgreSQL is not installed (apt-get install -y postgresql): nothing was run.");
  process.exit(1);
}

const cluster = startPostgresCluster(await freePort());
let status: number | null = 1;
try {
  status = spawnSync("npx", ["--no-install", "jest", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_PROVIDER: "postgresql", TEST_POSTGRES_URL: cluster.url },
  }).status;
} finally {
  cluster.stop();
}
process.exit(status ?? 1);
