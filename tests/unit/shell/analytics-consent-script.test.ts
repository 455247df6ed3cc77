/** @jest-environment node */
import { readFileSync } from "node:fs";
import { analyticsConsentModule, generatedModule } from "@/scripts/lib/analytics-consent-script";

it("the notice's bundled script is current with lib/client/analytics-consent.ts", () => {
  // When this fails, run `npx tsx scripts/build-analytics-consent.ts`.
  expect(readFileSync(generatedModule(process.cwd()), "utf8")).toBe(analyticsConsentModule(process.cwd()));
});
