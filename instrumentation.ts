// Runs once when the server starts: a bad environment stops it with one line per variable.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { exitOnBadEnv } = await import("./lib/config/exit-on-bad-env");
    exitOnBadEnv();
  }
}
