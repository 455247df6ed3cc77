/** A block inside a legal section: a paragraph, or a bulleted list. */
export type LegalBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

export interface LegalSection {
  /** Anchor id used by the table of contents, e.g. "eligibility". */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** As printed on the page, as the language writes dates: MM/DD/YYYY in English, YYYY. M. D. in Korean. */
  lastUpdated: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}
