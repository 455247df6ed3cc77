/**
 * The facts of the business the privacy policy states (PIPA art. 30, 시행령 제31조): who answers for
 * personal data and whom it is entrusted to come from the settings (lib/content/legal.ts fills them in).
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
