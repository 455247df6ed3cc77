// The bench's memory part: a fresh production server under the mixed traffic of a busy day (pages,
// leads and the staff inbox at once, at fixed rates) for BENCH_MEMORY_SECONDS, then idle for a minute,
// its resident memory (RSS, from /proc) sampled every 5 s. A small server (1 GB) must carry the load,
// and give the memory back when the traffic stops (deploy/README.md, "Memory").
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { signIn } from "./inbox";
import { contactRequest, leadRequest } from "./targets";

/** The most RSS the server may reach under load, and hold after a minute of idle, in MiB; the pages' p99. */
export const memoryLimits = { peakMiB: 1024, idleMiB: 600, pageP99Ms: 1500 };

/**
 * Requests per second of each kind: by default issue 46's attack run (8,923 mixed requests in 2 minutes,
 * about 74 a second, where the pages' p99 was 6.5 s), so the bench judges its goals at that load;
 * `BENCH_MEMORY_RATES=pages=266,leads=73,inbox=7` is the overload in which the growth was first seen.
 */
export const memoryRates = {
  pages: 50,
  leads: 20,
  inbox: 4,
  ...Object.fromEntries(
    (process.env.BENCH_MEMORY_RATES ?? "")
      .split(",")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]?.trim(), Number(pair.split("=")[1])]),
  ),
} as { pages: number; leads: number; inbox: number };

export interface MemoryResult {
  seconds: number;
  idleSeconds: number;
  /** Requests per second each kind reached (the server may fall short of `memoryRates` on 2 cores). */
  rates: { pages: number; leads: number; inbox: number };
  /** The 99th percentile of each kind's response times, in ms. */
  p99Ms: { pages: number; leads: number; inbox: number };
  /**
   * The server's CPU time (all its threads, from /proc) over the load per request served, in ms: on a
   * shared machine this moves less than the p99, which other work on the cores inflates.
   */
  cpuMsPerRequest: number;
  /** The machine's 1-minute load average at the end of the load (the bench's own clients count in it). */
  loadAverage: number;
  non2xx: number;
  errors: number;
  startMiB: number;
  peakMiB: number;
  /** At the end of the idle minute. */
  idleMiB: number;
  samples: { second: number; rssMiB: number }[];
}

/** The process's user and system CPU time so far, in ms (clock ticks of 10 ms, `/proc/<pid>/stat`). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export const rssMiB = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

// Pages in both languages, each kept by Next after its first render (About and the blog render again on a change).
// Each is asked for in its own language, as a browser there would.
const pages = ["/", "/about", "/en/about", "/blog", "/blog/unit-mix-optimisation-seoul", "/zen-app"].map((path) => ({
  path,
  language: path.startsWith("/en/") ? "en-US" : "ko-KR",
}));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One stream of requests, cycled in turn by `connections` connections, at most `rate` a second overall. */
function stream(
  base: string,
  requests: { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string }[],
  rate: number,
  connections: number,
  seconds: number,
) {
  return autocannon({ url: base, requests, overallRate: rate, connections, duration: seconds });
}

/**
 * Runs the mixed load against the server at `base` (process `pid`) for `seconds`, then leaves it
 * idle for `idleSeconds`; `moments` is called at the start, halfway through the load and at the end
 * of the idle time (the bench takes heap snapshots there when asked to).
 */
export async function measureMemory(
  base: string,
  pid: number,
  options: {
    seconds: number;
    idleSeconds: number;
    staffEmail: string;
    staffPassword: string;
    moments?: (moment: "start" | "load" | "idle") => Promise<void>;
  },
): Promise<MemoryResult> {
  const cookie = await signIn(base, options.staffEmail, options.staffPassword);
  const path = (url: string) => url.slice(base.length);
  const lead = leadRequest(base);
  const contact = contactRequest(base);
  await options.moments?.("start");
  const startMiB = rssMiB(pid);
  const startCpuMs = cpuMs(pid);
  const samples: MemoryResult["samples"] = [{ second: 0, rssMiB: startMiB }];
  const started = performance.now();
  const sampler = setInterval(
    () => samples.push({ second: Math.round((performance.now() - started) / 1000), rssMiB: rssMiB(pid) }),
    5000,
  );
  try {
    const load = Promise.all([
      stream(
        base,
        pages.map((page) => ({ method: "GET", path: page.path, headers: { "accept-language": page.language } })),
        memoryRates.pages,
        20,
        options.seconds,
      ),
      stream(
        base,
        [lead, contact].map((post) => ({
          method: post.method,
          path: path(post.url),
          headers: post.headers,
          body: post.body,
        })),
        memoryRates.leads,
        10,
        options.seconds,
      ),
      stream(
        base,
        [{ method: "GET", path: "/staff/submissions", headers: { cookie, "accept-language": "ko" } }],
        memoryRates.inbox,
        2,
        options.seconds,
      ),
    ]);
    if (options.moments) {
      await sleep((options.seconds * 1000) / 2);
      await options.moments("load");
    }
    const [pageRun, postRun, inboxRun] = await load;
    const loadCpuMs = cpuMs(pid) - startCpuMs;
    const loadAverage = Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
    samples.push({ second: Math.round((performance.now() - started) / 1000), rssMiB: rssMiB(pid) });
    const loadEnd = samples.length;
    await sleep(options.idleSeconds * 1000);
    const idleMiB = rssMiB(pid);
    samples.push({ second: Math.round((performance.now() - started) / 1000), rssMiB: idleMiB });
    await options.moments?.("idle");
    const perSecond = (run: autocannon.Result) => Math.round(run.requests.total / options.seconds);
    const runs = [pageRun, postRun, inboxRun];
    return {
      seconds: options.seconds,
      idleSeconds: options.idleSeconds,
      rates: { pages: perSecond(pageRun), leads: perSecond(postRun), inbox: perSecond(inboxRun) },
      p99Ms: { pages: pageRun.latency.p99, leads: postRun.latency.p99, inbox: inboxRun.latency.p99 },
      cpuMsPerRequest: Math.round((loadCpuMs / runs.reduce((sum, run) => sum + run.requests.total, 0)) * 10) / 10,
      loadAverage,
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      startMiB,
      peakMiB: Math.max(...samples.slice(0, loadEnd).map((sample) => sample.rssMiB)),
      idleMiB,
      samples,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** What the memory row misses, if anything. */
export function memoryFailures(result: MemoryResult): string[] {
  const failures: string[] = [];
  if (result.peakMiB > memoryLimits.peakMiB)
    failures.push(`memory: RSS reached ${result.peakMiB} MiB under load (at most ${memoryLimits.peakMiB})`);
  if (result.p99Ms.pages > memoryLimits.pageP99Ms)
    failures.push(`memory: pages' p99 ${result.p99Ms.pages} ms under load (at most ${memoryLimits.pageP99Ms})`);
  if (result.idleMiB > memoryLimits.idleMiB)
    failures.push(
      `memory: RSS ${result.idleMiB} MiB after ${result.idleSeconds} s idle (at most ${memoryLimits.idleMiB})`,
    );
  return failures;
}
