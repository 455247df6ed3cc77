import { readFileSync } from "node:fs";

export interface InboxTimings {
  rows: number;
  /** GET of the page with a staff session: the server's render plus loopback transfer, median of `runs`. */
  firstPageMs: number;
  searchMs: number;
  search: string;
  runs: number;
  export: { rows: number; bytes: number; seconds: number; rssBeforeMiB: number; rssPeakMiB: number; growthMiB: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function timed(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, "accept-language": "ko" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} returned ${response.status}`);
  return performance.now() - started;
}

/** Signs in through the real route, as the sign-in page does; returns the session cookie. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/staff/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`staff sign-in returned ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/**
 * The inbox on a seeded database: its first page and a filtered search, each rendered `runs` times
 * after one warm-up (median), then an export of every row while the server's resident memory is
 * sampled every 50 ms: growth = the highest sample minus the one before.
 */
export async function measureInbox(
  base: string,
  pid: number,
  options: { email: string; password: string; rows: number; search: string; runs?: number },
): Promise<InboxTimings> {
  const runs = options.runs ?? 10;
  const cookie = await signIn(base, options.email, options.password);
  const measure = async (url: string) => {
    await timed(url, cookie);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await timed(url, cookie));
    return Math.round(median(times));
  };
  const firstPageMs = await measure(`${base}/staff/submissions`);
  const searchMs = await measure(`${base}/staff/submissions?kind=lead&q=${encodeURIComponent(options.search)}`);

  const rssBefore = rssMiB(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
  const started = performance.now();
  const response = await fetch(`${base}/api/staff/submissions/export?spam=show&format=xlsx`, { headers: { cookie } });
  let bytes = 0;
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read())
    bytes += chunk.value.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  if (response.status !== 200) throw new Error(`export returned ${response.status}`);
  return {
    rows: options.rows,
    firstPageMs,
    searchMs,
    search: `kind=lead&q=${options.search}`,
    runs,
    export: {
      rows: options.rows,
      bytes,
      seconds: Math.round(seconds * 10) / 10,
      rssBeforeMiB: Math.round(rssBefore),
      rssPeakMiB: Math.round(peak),
      growthMiB: Math.round(peak - rssBefore),
    },
  };
}
