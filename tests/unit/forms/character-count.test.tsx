import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { TextAreaField } from "@/components/ui/fields/text-area-field";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";

async function renderMessageField(locale: Locale) {
  const messages = compiledMessages(await loadMessages(locale));
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <TextAreaField id="contact-message" label={locale === "ko" ? "메시지" : "Message"} name="message" />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("textbox");
}

describe("a long-text field's character count", () => {
  it("counts what is typed against the 5,000-character limit and marks going over, in Korean", async () => {
    const field = await renderMessageField("ko");
    expect(field).toHaveAccessibleDescription("0 / 5,000자");
    fireEvent.change(field, { target: { value: "가".repeat(1234) } });
    expect(screen.getByText("1,234 / 5,000자")).not.toHaveAttribute("data-over");
    // The 6,000-character message of issue 29: seen over the limit before it is sent, and not cut off.
    fireEvent.change(field, { target: { value: "가".repeat(6000) } });
    expect(screen.getByText("6,000 / 5,000자")).toHaveAttribute("data-over", "true");
    expect(field).toHaveValue("가".repeat(6000));
  });

  it("draws its count without Intl.NumberFormat, whose first use in a page is slow", async () => {
    const numberFormat = jest.spyOn(Intl, "NumberFormat");
    try {
      const field = await renderMessageField("ko");
      fireEvent.change(field, { target: { value: "가".repeat(12345) } });
      expect(field).toHaveAccessibleDescription("12,345 / 5,000자");
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it("speaks English on English pages", async () => {
    const field = await renderMessageField("en");
    fireEvent.change(field, { target: { value: "Hello" } });
    expect(field).toHaveAccessibleDescription("5 / 5,000 characters");
  });
});
