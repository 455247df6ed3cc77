/** @jest-environment node */
import { readFileSync } from "node:fs";
import { analyticsConsentModule, generatedModule } from "@/scripts/lib/analytics-consent-script";

it("the notice's bundled script is current with lib/client/analytics-consent.ts", () => {
  // When this fails, run `npx tsx scripts/build-analytics-consent.ts`.
  expect(readFileSync(generatedModule(process.cwd()), "utf8")).toBe(analyticsConsentModule(process.cwd()));
});

it("is kept a year under its own hash only: another hash (a page from a newer deploy) is not stored", async () => {
  const { GET } = await import("@/app/api/analytics-consent/route");
  const { analyticsConsentScriptVersion } = await import("@/lib/client/analytics-consent-script");
  const cacheFor = async (v: string) =>
    (await GET(new Request(`http://localhost/api/analytics-consent?v=${v}`))).headers.get("cache-control");
  expect(await cacheFor(analyticsConsentScriptVersion)).toBe("public, max-age=31536000, immutable");
  expect(await cacheFor("0123456789ab")).toBe("no-store");
});
