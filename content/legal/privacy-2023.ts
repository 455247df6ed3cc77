import { privacy2026En } from "./privacy-2026.en";
import { privacy2026Ko } from "./privacy-2026.ko";
import type { LegalDocument, LegalFacts } from "./types";

/**
 * The policy of 11/16/2023: the 11/25/2026 one without the forms' consent section, the only change
 * that version made (commit 4825d87 added the section and its date, nothing else).
 */
const as2023 = (document: LegalDocument, lastUpdated: string): LegalDocument => ({
  ...document,
  lastUpdated,
  sections: document.sections.filter((section) => section.id !== "form-consent"),
});

export const privacy2023Ko = (facts: LegalFacts) => as2023(privacy2026Ko(facts), "2023. 11. 16.");
export const privacy2023En = (facts: LegalFacts) => as2023(privacy2026En(facts), "11/16/2023");
