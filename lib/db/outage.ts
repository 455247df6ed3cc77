/**
 * Whether the database is known to be down, so that the proxy serves the pages that read it with a
 * 503 and Retry-After instead of letting them render their error page as a 500: Next lets a page choose
 * no status but 401, 403 and 404 (https://github.com/vercel/next.js/discussions/53225). The server side
 * (lib/server/database-watch.ts, started by instrumentation.ts) probes the database and sets the state; the proxy
 * reads it. They are separate bundles of one process, so the state lives on globalThis.
 */
const key = Symbol.for("site.databaseOutage");
type Holder = typeof globalThis & { [key]?: { down: boolean } };

function state(): { down: boolean } {
  return ((globalThis as Holder)[key] ??= { down: false });
}

export function databaseIsDown(): boolean {
  return state().down;
}

/** Records the probe's verdict; logs only when it changes, not on every probe of a long outage. */
export function setDatabaseDown(down: boolean): void {
  if (state().down === down) return;
  state().down = down;
  if (down) console.error("[db] the database does not respond: pages that read it respond 503 until it does");
  else console.log("[db] the database responds again");
}
