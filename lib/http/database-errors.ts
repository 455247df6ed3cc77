import "server-only";
import { HttpError, serviceUnavailable } from "./errors";

/** Every code and message a driver error carries: its own, and the adapter's copy of SQLite's. */
function describe(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const { code, message, originalCode, originalMessage, meta, cause } = current as Record<string, unknown>;
    parts.push(...[code, message, originalCode, originalMessage].filter((part) => typeof part === "string"));
    const adapterError = (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
    current = adapterError ?? cause;
  }
  return parts.join(" ");
}

/**
 * Another writer held the SQLite lock past the busy timeout: better-sqlite3 says SQLITE_BUSY, and
 * through Prisma's adapter it arrives as P1008 "Operation has timed out" (SocketTimeout). On
 * PostgreSQL: the server is unreachable or restarting (P1001, P1017, refused or cut connections),
 * has no connection left (53300), or chose this transaction as a deadlock's or serialisation's
 * loser (40P01, 40001). Either: a transaction waited past its turn or ran past its time (P2028,
 * create-client.ts; rolled back). Each clears in seconds, and the visitor's retry with its key is safe.
 */
const BUSY =
  /Unable to start a transaction in the given time|cannot be executed on an expired transaction|SQLITE_BUSY|SQLITE_LOCKED|\bP1008\b|database is locked|Operation has timed out|SocketTimeout|\bP10(01|17)\b|ECONNREFUSED|ECONNRESET|Connection terminated|DatabaseNotReachable|ConnectionClosed|too many clients|\b53300\b|\b40P01\b|\b40001\b|TooManyConnections|TransactionWriteConflict/i;
/** The disk is full, the file or its folder became read-only, or the disk failed. */
const CANNOT_WRITE =
  /SQLITE_FULL|SQLITE_READONLY|SQLITE_IOERR|SQLITE_CANTOPEN|database or disk is full|readonly database|disk I\/O error|unable to open database/i;

let lastAlarm = 0;

/**
 * A database fault the caller can do nothing about but wait: 503 with Retry-After. A lock clears
 * in seconds; a full or read-only disk needs an operator, so it is logged as an alert (once a
 * minute) and the caller is asked to come back in a minute. Null for any other error.
 */
export function databaseUnavailable(error: unknown): HttpError | null {
  // Duck-typed: a driver's socket error may come from another realm (Jest's) and fail `instanceof Error`.
  if (typeof error !== "object" || error === null) return null;
  const text = describe(error);
  if (BUSY.test(text)) return serviceUnavailable(2);
  if (!CANNOT_WRITE.test(text)) return null;
  if (Date.now() - lastAlarm > 60_000) {
    lastAlarm = Date.now();
    console.error(`[db] ALERT: the database cannot take writes (${text.replace(/\s+/g, " ").slice(0, 300)})`);
  }
  return new HttpError(503, "We cannot store your request right now. Please try again in a few minutes.", undefined, {
    "Retry-After": "60",
  });
}
