import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { DemoProvider } from "@/components/demo/demo-context";
import { shellTextFrom } from "@/components/shell/load-shell-text";
import { ShellTextProvider } from "@/components/shell/shell-text-context";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";
import { translatorFrom } from "@/lib/i18n/translator";

/** Renders inside the real English (or Korean) messages, the chrome's words and the demo popup's provider. */
export async function renderWithIntl(ui: ReactNode, locale: "en" | "ko" = "en") {
  const raw = await loadMessages(locale);
  const messages = compiledMessages(raw);
  const shellText = shellTextFrom(translatorFrom(locale, raw, "shell"), translatorFrom(locale, raw, "error"));
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ShellTextProvider value={shellText}>
        <DemoProvider>{ui}</DemoProvider>
      </ShellTextProvider>
    </NextIntlClientProvider>,
  );
}
