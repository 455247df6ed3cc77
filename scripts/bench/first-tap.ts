import { chromium, devices, type Browser, type Page } from "@playwright/test";
import { chromiumArgs } from "../lib/chromium-args";

/** A page and the language its visitor reads, as Accept-Language. */
export interface TapTarget {
  url: string;
  language: string;
}

export interface FirstTapResult {
  url: string;
  /** Median milliseconds from the first tap on the menu button to the menu being open. */
  medianMs: number;
  runsMs: number[];
}

// Lighthouse's mobile throttling ("Slow 4G"): 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4× CPU.
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const TAP_EVERY_MS = 300;
const GIVE_UP_MS = 20_000;
// The phone's menu button: the header button that opens the drawer (a popover).
const MENU_BUTTON = "header button[popovertarget]:visible";

/** Lighthouse's mobile network and CPU, and no cache, for the page's visits from now on. */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

// Runs in the page before any of its scripts: the time of the first touch anywhere, and the moment the
// drawer opens (a popover: its toggle event, which the browser fires with or without the page's
// scripts), both on the page's own clock.
const recordTimes = () => {
  const w = window as unknown as { firstTapAt?: number; menuOpenAt?: number };
  addEventListener("touchstart", () => (w.firstTapAt ??= performance.now()), { capture: true, passive: true });
  addEventListener(
    "toggle",
    (event) => {
      if ((event.target as Element).id === "mobile-drawer" && (event as ToggleEvent).newState === "open")
        w.menuOpenAt ??= performance.now();
    },
    { capture: true },
  );
};

/**
 * One visit on a throttled phone (390×844): the visitor taps the menu button as soon as it is drawn and
 * again every 300 ms until the menu opens; the result is the time from the first tap to the open menu.
 */
async function tapUntilOpen(browser: Browser, target: TapTarget): Promise<number> {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    locale: target.language,
    extraHTTPHeaders: { "Accept-Language": target.language },
  });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(page);
    await page.addInitScript(recordTimes);
    await page.goto(target.url, { waitUntil: "commit" });
    const button = page.locator(MENU_BUTTON).first();
    await button.waitFor({ state: "visible", timeout: GIVE_UP_MS });
    const deadline = Date.now() + GIVE_UP_MS;
    for (;;) {
      const times = await page.evaluate(() => {
        const w = window as unknown as { firstTapAt?: number; menuOpenAt?: number };
        return { firstTapAt: w.firstTapAt, menuOpenAt: w.menuOpenAt };
      });
      if (times.menuOpenAt !== undefined && times.firstTapAt !== undefined)
        return Math.round(times.menuOpenAt - times.firstTapAt);
      if (Date.now() > deadline) throw new Error(`${target.url}: the menu did not open within ${GIVE_UP_MS} ms`);
      const box = await button.boundingBox();
      // A real finger: no waiting for the element to be "actionable", as Playwright's tap() would.
      if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(TAP_EVERY_MS);
    }
  } finally {
    await context.close();
  }
}

/** `runs` visits per page, interleaved over the pages (a slow moment of the machine weighs on all alike). */
export async function measureFirstTap(targets: TapTarget[], runs: number): Promise<FirstTapResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    const all = targets.map(() => [] as number[]);
    for (let round = 0; round < runs; round++)
      for (const [index, target] of targets.entries()) all[index]!.push(await tapUntilOpen(browser, target));
    return targets.map((target, index) => {
      const sorted = [...all[index]!].sort((a, b) => a - b);
      return { url: target.url, medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs: all[index]! };
    });
  } finally {
    await browser.close();
  }
}
