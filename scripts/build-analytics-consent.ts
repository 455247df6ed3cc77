// Writes lib/client/analytics-consent-script.ts, the visit-statistics notice's script bundled on its own
// (scripts/lib/analytics-consent-script.ts). Run after changing lib/client/analytics-consent.ts.
import { writeFileSync } from "node:fs";
import { analyticsConsentModule, generatedModule } from "./lib/analytics-consent-script";

writeFileSync(generatedModule(process.cwd()), analyticsConsentModule(process.cwd()));
console.log(`> Wrote ${generatedModule(process.cwd())}`);
