import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { DemoProvider } from "@/components/demo/demo-context";
import { IntlMessagesProvider } from "@/components/i18n/intl-messages-context";
import { shellTextFrom } from "@/components/shell/load-shell-text";
import { ShellTextProvider } from "@/components/shell/shell-text-context";
import { consentNotice } from "@/lib/content/consent";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";
import { translatorFrom } from "@/lib/i18n/translator";

/**
 * Renders inside the real English (or Korean) messages, the chrome's words, the consent notice and the
 * demo popup's provider, as the site's shell holds them.
 */
export async function renderWithIntl(ui: ReactNode, locale: "en" | "ko" = "en") {
  const raw = await loadMessages(locale);
  const messages = compiledMessages(raw);
  const shellText = shellTextFrom(translatorFrom(locale, raw, "shell"), translatorFrom(locale, raw, "error"));
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <IntlMessagesProvider value={{ locale, timeZone: "UTC", messages, consent: consentNotice(locale) }}>
        <ShellTextProvider value={shellText}>
          <DemoProvider>{ui}</DemoProvider>
        </ShellTextProvider>
      </IntlMessagesProvider>
    </NextIntlClientProvider>,
  );
}
