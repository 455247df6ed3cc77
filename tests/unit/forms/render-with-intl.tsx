import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { DemoProvider } from "@/components/demo/demo-context";
import { loadMessages } from "@/lib/i18n/messages";

/** Renders inside the real English (or Korean) messages and the demo popup's provider. */
export async function renderWithIntl(ui: ReactNode, locale: "en" | "ko" = "en") {
  const messages = await loadMessages(locale);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <DemoProvider>{ui}</DemoProvider>
    </NextIntlClientProvider>,
  );
}
