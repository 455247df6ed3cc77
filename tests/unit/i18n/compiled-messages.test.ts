/** @jest-environment node */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { createTranslator } from "next-intl";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";
import { locales } from "@/lib/i18n/routing";

// The site formats every message with use-intl's small formatter over messages parsed on the server
// (lib/i18n/compile-messages.ts, selected for Jest as for Next). Each message must read exactly as
// the full ICU formatter would print it.

type Values = Record<string, string | number>;

/** A value for every argument a message names: a number where it is counted, a word elsewhere. */
function sampleValues(elements: MessageFormatElement[], values: Values = {}): Values {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 3;
    else if (element.type === TYPE.argument || element.type === TYPE.select) values[element.value] ??= "other";
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = 0;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
  }
  return values;
}

function* strings(value: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof value === "string") yield [path.join("."), value];
  else if (value && typeof value === "object" && !Array.isArray(value))
    for (const [key, inner] of Object.entries(value)) yield* strings(inner, [...path, key]);
}

describe.each(locales)("every %s message", (locale) => {
  it("reads the same with the small formatter as with the full ICU one", async () => {
    const raw = await loadMessages(locale);
    const t = createTranslator({ locale, messages: compiledMessages(raw), timeZone: "UTC" });
    let checked = 0;
    for (const [key, text] of strings(raw)) {
      let elements: MessageFormatElement[];
      try {
        elements = parse(text);
      } catch {
        continue; // Not ICU (an editor hint naming tags): shown as written, checked below.
      }
      if (elements.some((element) => element.type === TYPE.tag)) continue;
      const values = sampleValues(elements);
      const full = new IntlMessageFormat(text, locale).format(values);
      expect([key, t(key as never, values as never)]).toEqual([key, String(full)]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("keeps a string the ICU parser refuses as it is written", () => {
    // A hint naming tags, as the old block forms had (no message of the site is one today).
    const hint = '<strong>, <em>, <a href="…">, <br> are allowed.';
    const t = createTranslator({ locale, messages: compiledMessages({ hint }), timeZone: "UTC" });
    expect(t.raw("hint")).toBe(hint);
  });
});
