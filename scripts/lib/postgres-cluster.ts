// A throwaway PostgreSQL cluster on loopback for the tests and the bench: its own data directory in a temp folder,
// trust authentication for one user, stopped and deleted by `stop()`. Found only where Debian's
// `postgresql` package (or another install under /usr/lib/postgresql/<version>/bin) is present.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface PostgresCluster {
  /** `postgresql://app@127.0.0.1:<port>/postgres`: the maintenance database, to create test databases in. */
  url: string;
  port: number;
  /** Stops the server and keeps its data: an outage, for the tests; `restart` ends it. */
  halt(): void;
  restart(): void;
  stop(): void;
}

/**
 * The folder of initdb and pg_ctl, newest version first; undefined when PostgreSQL is not installed.
 * POSTGRES_BIN_DIR names another folder (an install outside Debian's layout), or, empty, none at all.
 */
export function postgresBinDir(): string | undefined {
  const chosen = process.env.POSTGRES_BIN_DIR;
  if (chosen !== undefined) return chosen && existsSync(path.join(chosen, "initdb")) ? chosen : undefined;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest ? path.join(root, newest, "bin") : undefined;
}

/** initdb refuses to run as root: there the binaries run as the `postgres` user. */
function runAsServerUser(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
}

export function startPostgresCluster(port: number): PostgresCluster {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-cluster-"));
  if (process.getuid?.() === 0) {
    const owner = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(owner.stdout.trim()), -1);
  }
  const data = path.join(dir, "data");
  runAsServerUser(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "app", "--no-sync", "-E", "UTF8"]);
  // Durability off: a test cluster is thrown away, and fsync on every commit costs the suite minutes.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const pgCtl = (...args: string[]) => runAsServerUser(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  const start = () => pgCtl("-o", options, "-l", path.join(dir, "log"), "-w", "start");
  start();
  return {
    url: `postgresql://app@127.0.0.1:${port}/postgres`,
    port,
    halt: () => pgCtl("-m", "immediate", "-w", "stop"),
    restart: start,
    stop() {
      try {
        if (existsSync(path.join(data, "postmaster.pid"))) pgCtl("-m", "immediate", "-w", "stop");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
