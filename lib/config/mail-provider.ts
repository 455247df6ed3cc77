import { z } from "../validation/z";
import { withDefault } from "./env-helpers";

/** Shipped until the real provider is set; `npm start` warns while it is live (scripts/lib/warn-placeholders.ts). */
export const MAIL_PROVIDER_SAMPLE = "Example Mail Co., Ltd.";

/**
 * MAIL_PROVIDER: the company that delivers the site's e-mail (SMTP_URL's provider), which the privacy
 * policy names as a processor (PIPA art. 26).
 */
export const mailProviderSetting = withDefault(
  z.string().trim().min(1, { error: "expected the name of the company that delivers the site's e-mail" }),
  MAIL_PROVIDER_SAMPLE,
);
