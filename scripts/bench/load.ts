import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadTarget {
  url: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

/** One autocannon run: 50 connections for `seconds`; requests/s (mean) and p99 latency. */
export async function measureLoad(target: LoadTarget, seconds: number, connections = 50): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "GET",
    body: target.body,
    headers: target.headers,
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
