/**
 * The company's older content sections (shown on /about in both languages): key facts, the
 * timeline 2020 to 2023, members of the team and the programmes the company took part in. The words
 * live in messages/{ko,en}/about.json under the same keys.
 */
export const companyFacts = ["founded", "offices", "team", "projects", "funding"] as const;

/** Month of each step, as YYYY-MM (shown in each language's own date style). */
export const timeline = [
  { key: "founded", month: "2020-03" },
  { key: "engine", month: "2020-11" },
  { key: "seed", month: "2021-06" },
  { key: "competition", month: "2021-10" },
  { key: "preSeriesA", month: "2022-04" },
  { key: "losAngeles", month: "2022-09" },
  { key: "modular", month: "2023-05" },
  { key: "consulting", month: "2023-11" },
] as const;

export const teamMembers = ["designLead", "engineer", "analyst", "productDesigner"] as const;

export const programs = ["competition", "womenFounders", "modularPilot"] as const;
