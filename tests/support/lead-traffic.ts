// Visitors submitting leads in a loop: what the load and fault tests drive against a server.
export interface TrafficResult {
  /** Idempotency keys the server acknowledged with a 2xx. */
  acknowledged: string[];
  statuses: Map<number, number>;
  networkErrors: number;
  latenciesMs: number[];
}

/** A Zen app lead as the form posts it to POST /api/leads. */
export function leadBody(key: string): string {
  return JSON.stringify({
    form: "ZenApp",
    firstName: "Load",
    lastName: `Visitor ${key}`,
    email: `${key.toLowerCase()}@example.com`,
    company: "Traffic Co",
    jobTitle: "developer",
    message: "Interested in a demo.",
    utm_source: "load-test",
    utm_medium: "system",
    privacyConsent: true,
  });
}

/** `visitors` concurrent loops posting leads to /api/leads until `until()` is false. */
export async function driveLeads(
  baseUrl: () => string,
  visitors: number,
  until: () => boolean,
): Promise<TrafficResult> {
  const result: TrafficResult = { acknowledged: [], statuses: new Map(), networkErrors: 0, latenciesMs: [] };
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      for (let n = 0; until(); n += 1) {
        const key = `visitor-${visitor}-${n}-${Math.random().toString(36).slice(2, 8)}`;
        const started = performance.now();
        try {
          const response = await fetch(`${baseUrl()}/api/leads`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": key, "accept-language": "en" },
            body: leadBody(key),
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          result.latenciesMs.push(performance.now() - started);
          result.statuses.set(response.status, (result.statuses.get(response.status) ?? 0) + 1);
          if (response.ok) result.acknowledged.push(key);
        } catch {
          // A connection cut (the server was killed) is not an acknowledgement; back off briefly.
          result.networkErrors += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }),
  );
  return result;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}
