import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { EditorActions } from "@/components/editor/editor-actions";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";

async function renderActions(locale: Locale) {
  const messages = compiledMessages(await loadMessages(locale));
  const noop = () => {};
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <EditorActions
        state="draft"
        busy={false}
        onPublish={noop}
        onUnpublish={noop}
        onSchedule={noop}
        onCancelSchedule={noop}
        timeZone="Asia/Seoul"
      />
    </NextIntlClientProvider>,
  );
}

describe("the editor's schedule field", () => {
  it("says in which time zone (the team's) the date and time are read, beside the field", async () => {
    await renderActions("ko");
    const field = screen.getByLabelText("게시 시각");
    expect(field).toHaveAccessibleDescription("Asia/Seoul (GMT+09:00) 기준");
  });

  it("in English too", async () => {
    await renderActions("en");
    expect(screen.getByTestId("schedule-zone")).toHaveTextContent("Time in Asia/Seoul (GMT+09:00)");
  });
});
