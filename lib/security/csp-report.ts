import { RateLimiter } from "../http/rate-limit";

const limiter = new RateLimiter(60, 60_000);

/** Logs one line per reported CSP violation (at most 60 a minute, so a broken page cannot flood logs). */
export function logCspReport(body: unknown): void {
  if (!limiter.hit("csp").ok) return;
  const report = (body as { "csp-report"?: Record<string, unknown> } | null)?.["csp-report"] ?? body;
  const fields = report && typeof report === "object" ? (report as Record<string, unknown>) : {};
  const summary = ["document-uri", "violated-directive", "blocked-uri"].map(
    (key) => `${key}=${String(fields[key] ?? "?")}`,
  );
  console.warn(`[csp] violation ${summary.join(" ")}`);
}
