-- The rate limits and the sign-in lockout, shared by every app instance on this database: the table
-- rate-limiter-flexible's PostgreSQL store reads and writes (lib/http/limiter-store.ts), created here so
-- that it exists before the first request instead of racing it. Not a Prisma model: only the limiter uses it.
CREATE TABLE IF NOT EXISTS rate_limits (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
);
