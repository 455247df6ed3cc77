import { brand } from "@/lib/config/brand";
import { env } from "@/lib/config/env";

/**
 * The facts of the business the privacy policy states (PIPA art. 30, 시행령 제31조): who answers for
 * personal data and whom it is entrusted to, from the settings (lib/config/business-settings.ts),
 * and the third-party services the site is built on. Both languages read them from here.
 */

/** The page where a data subject files a request (issue 48, point 5): both policies link it. */
export const privacyRequestPage: string | null = "/privacy-request";

export interface PrivacyOfficer {
  name: string;
  title: string;
  department?: string;
  phone: string;
  email: string;
}

/** The privacy officer as a page in `locale` names them (English pages read the `_EN` settings). */
export function privacyOfficer(locale: "ko" | "en"): PrivacyOfficer {
  const settings = env();
  const english = locale === "en";
  return {
    name: english ? settings.PRIVACY_OFFICER_NAME_EN : settings.PRIVACY_OFFICER_NAME,
    title: english ? settings.PRIVACY_OFFICER_TITLE_EN : settings.PRIVACY_OFFICER_TITLE,
    department: english ? settings.PRIVACY_OFFICER_DEPARTMENT_EN : settings.PRIVACY_OFFICER_DEPARTMENT,
    phone: settings.PRIVACY_OFFICER_PHONE,
    email: settings.PRIVACY_OFFICER_EMAIL,
  };
}

/** Who hosts the site and who delivers its e-mail, as the settings name them. */
export function processorNames() {
  const settings = env();
  return { hosting: settings.HOSTING_PROVIDER, mail: settings.MAIL_PROVIDER };
}

/** Whether the demo calendar is a Calendly account (the shipped widget), which then receives bookings. */
export const usesCalendly = (): boolean =>
  brand.schedulingConfigured && new URL(brand.scheduling.default).hostname.endsWith("calendly.com");
