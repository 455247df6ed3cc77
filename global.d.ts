import type { Locale } from "@/lib/i18n/routing";
import type { Messages } from "@/lib/i18n/messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
