import { readFileSync } from "node:fs";
import path from "node:path";
import { heldFirstFrameMs } from "../../../scripts/bench/lighthouse";

type Trace = { traceEvents: Parameters<typeof heldFirstFrameMs>[0] };

// The page's renderer events (thread names, compositor DrawFrame and ActivateLayerTree, main-thread
// Commit, the first contentful paint) of real Lighthouse runs on this machine: of /about, one whose
// first frame headless Chrome drew a second late and one it drew at once; of /en, one whose commit
// was followed at once by a draw of the old tree, and whose activated frame was then drawn a second late.
const trace = (name: string): Trace =>
  JSON.parse(readFileSync(path.join(__dirname, "traces", `${name}-first-frame.json`), "utf8")) as Trace;

describe("heldFirstFrameMs", () => {
  it("finds the second a ready first frame waited to be drawn", () => {
    const waited = heldFirstFrameMs(trace("held").traceEvents);
    expect(waited).toBeGreaterThan(900);
    expect(waited).toBeLessThan(1100);
  });

  it("finds the second an activated first frame waited after a draw of the old tree", () => {
    const waited = heldFirstFrameMs(trace("late-activation").traceEvents);
    expect(waited).toBeGreaterThan(900);
    expect(waited).toBeLessThan(1100);
  });

  it("finds nothing in a run whose first frame was drawn at once", () => {
    expect(heldFirstFrameMs(trace("clean").traceEvents)).toBe(0);
  });

  it("finds nothing where the compositor kept drawing and the page itself painted late", () => {
    const { traceEvents } = trace("held");
    const drawFrame = traceEvents.find((event) => event.name === "DrawFrame")!;
    const fcp = traceEvents.find((event) => event.name === "firstContentfulPaint")!;
    // Frames drawn every 16 ms up to the first contentful paint: the lateness is the page's own.
    const frames = [];
    for (let ts = drawFrame.ts; ts < fcp.ts; ts += 16_000) frames.push({ ...drawFrame, ts });
    expect(heldFirstFrameMs([...traceEvents, ...frames])).toBe(0);
  });
});
