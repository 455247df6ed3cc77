import { brand } from "@/lib/config/brand";
import type { Locale } from "@/lib/i18n/routing";
import { asksOneName } from "./form-options";
export type LeadField =
  | "firstName"
  | "lastName"
  | "email"
  | "company"
  | "jobTitle"
  | "message"
  | "interest"
  | "address"
  | "lotSize"
  | "projectDetail";

export const leadVariants = [
  "Beta",
  "AIConsulting",
  "Modular",
  "ZenApp",
  "ED1Report",
  "AppWaitlist",
  "AppFreeTrial",
  "PHXDisc",
  "BostonDisc",
  "LADisc",
] as const;
export type LeadVariant = (typeof leadVariants)[number];

const consultingSet: LeadField[] = ["firstName", "lastName", "email", "company", "jobTitle", "message"];
const trialSet: LeadField[] = ["firstName", "lastName", "company", "email"];

/** The fields each variant requires. */
export const requiredFields: Record<LeadVariant, readonly LeadField[]> = {
  Beta: [...consultingSet, "interest"],
  AIConsulting: consultingSet,
  Modular: consultingSet,
  ZenApp: consultingSet,
  ED1Report: ["firstName", "lastName", "email", "company", "address", "lotSize", "projectDetail"],
  AppWaitlist: ["firstName", "lastName", "email", "company", "jobTitle"],
  AppFreeTrial: trialSet,
  PHXDisc: trialSet,
  BostonDisc: trialSet,
  LADisc: trialSet,
};

/** The fields each variant shows: its required ones plus the optional ones the old forms offered. */
export const shownFields: Record<LeadVariant, readonly LeadField[]> = {
  Beta: requiredFields.Beta,
  AIConsulting: consultingSet,
  Modular: [...consultingSet, "interest"],
  ZenApp: consultingSet,
  ED1Report: requiredFields.ED1Report,
  AppWaitlist: requiredFields.AppWaitlist,
  AppFreeTrial: trialSet,
  PHXDisc: trialSet,
  BostonDisc: trialSet,
  LADisc: trialSet,
};

/** The tag of the e-mail call per variant (the team's mail filters read it). */
export const leadTags = {
  Beta: `${brand.productName} App`,
  AIConsulting: "AI Consulting",
  Modular: "Modular",
  ZenApp: "Zen App",
  ED1Report: "ED1 Report",
  AppWaitlist: "app_waitlist",
  AppFreeTrial: "App Free Trial",
  PHXDisc: "PHX",
  BostonDisc: "Boston",
  LADisc: "LA",
} as const satisfies Record<LeadVariant, string>;
export type LeadTag = (typeof leadTags)[LeadVariant];

/** The 2-week trial buttons of the city variants save under these forms instead of the variant's. */
export const trialForms = { PHXDisc: "PHXTrial", BostonDisc: "BostonTrial", LADisc: "LATrial" } as const;
export type CityVariant = keyof typeof trialForms;
export const isCityVariant = (variant: LeadVariant): variant is CityVariant => variant in trialForms;

/** Variants without the '*Company email preferred' hint. */
const noCompanyEmailHint: readonly LeadVariant[] = [
  "AppFreeTrial",
  "ZenApp",
  "AppWaitlist",
  "PHXDisc",
  "BostonDisc",
  "LADisc",
];
export const showsCompanyEmailHint = (variant: LeadVariant) => !noCompanyEmailHint.includes(variant);

/** Every lead form POST /api/leads and /api/xlsx/[name] accept, mapped to the variant whose fields it holds. */
export const leadForms: Record<string, LeadVariant> = {
  ...Object.fromEntries(leadVariants.map((variant) => [variant, variant])),
  PHXTrial: "PHXDisc",
  BostonTrial: "BostonDisc",
  LATrial: "LADisc",
};

/** Contact and sign-up messages are stored under these forms (they arrive through /api/main/email). */
export const CONTACT_FORM = "Contact";
export const SIGNUP_FORM = "Sign Up";
/** The demo popup's "we'll call you" requests, made when the scheduling widget cannot load. */
export const CALLBACK_FORM = "DemoCallback";

export const jobTitles = ["architect", "developer", "investor", "general_contractor", "broker", "other"] as const;
export const MODULAR_INTEREST = "MODULAR";

/** The lead form's fields on a page in `locale`: a variant's fields, one 이름 on Korean pages. */
export const shownLeadFields = (variant: LeadVariant, locale: Locale): readonly LeadField[] =>
  asksOneName(locale) ? shownFields[variant].filter((field) => field !== "lastName") : shownFields[variant];
