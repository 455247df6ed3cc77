import "server-only";
import { sitePages, type SitePath } from "@/lib/seo/site-pages";

/** The public page each form is on (the rows store the form, and each form lives on one page). */
const formPages: Record<string, SitePath> = {
  Beta: sitePages.modular,
  AIConsulting: sitePages.aiConsulting,
  Modular: sitePages.modular,
  modular: sitePages.modular,
  ZenApp: sitePages.zenApp,
  ED1Report: sitePages.ed1,
  ed1_report: sitePages.ed1,
  PHXDisc: sitePages.phx,
  PHXTrial: sitePages.phx,
  BostonDisc: sitePages.boston,
  BostonTrial: sitePages.boston,
  LADisc: sitePages.la,
  LATrial: sitePages.la,
  Contact: sitePages.contact,
  "Sign Up": sitePages.signup,
  Report: sitePages.report,
};

export function formPage(form: string): SitePath | undefined {
  return formPages[form];
}
