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

/**
 * The targets measured in turn, after a warm-up run each, `rounds` times over, each reported by its median
 * run (by requests/s): a 2-core VM's neighbours move one run by half, and a ratio of two single runs with them.
 */
export async function measureInTurn<Name extends string>(
  targets: Record<Name, LoadTarget>,
  seconds: number,
  rounds: number,
): Promise<Record<Name, LoadResult>> {
  const names = Object.keys(targets) as Name[];
  // A fresh server runs its first seconds at 75-90 % of its later pace while V8 compiles, unevenly
  // between servers: one unrecorded run each, so the rounds compare steady servers.
  for (const name of names) await measureLoad(targets[name], seconds);
  const runs = new Map<Name, LoadResult[]>(names.map((name) => [name, []]));
  // Of two servers measured back to back, the second ran about 5 % slower, whichever it was: every other
  // round runs in reverse order.
  for (let round = 0; round < rounds; round++)
    for (const name of round % 2 ? [...names].reverse() : names)
      runs.get(name)!.push(await measureLoad(targets[name], seconds));
  const median = (results: LoadResult[]) =>
    [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((results.length - 1) / 2)]!;
  return Object.fromEntries(names.map((name) => [name, median(runs.get(name)!)])) as Record<Name, LoadResult>;
}
