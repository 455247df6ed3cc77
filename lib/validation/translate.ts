import { LOCALE_HEADER } from "@/lib/http/header-names";
import en from "@/messages/en/validation.json";
import ko from "@/messages/ko/validation.json";

export type ValidationKey = keyof typeof en;
export type ValidationValues = Record<string, string | number>;
/** What the schema factories need: next-intl's `useTranslations("validation")` on the client, `serverTranslator` on the server. */
export type Translate = (key: ValidationKey, values?: ValidationValues) => string;

export type FormLocale = "ko" | "en";

const catalogs: Record<FormLocale, Record<ValidationKey, string>> = { en, ko };

export function serverTranslator(locale: FormLocale): Translate {
  const catalog = catalogs[locale];
  return (key, values) =>
    catalog[key].replace(/\{(\w+)\}/g, (token, name: string) =>
      values && name in values ? String(values[name]) : token,
    );
}

export function localeFromRequest(request: Request): FormLocale {
  const explicit = request.headers.get(LOCALE_HEADER)?.trim().toLowerCase();
  if (explicit === "en" || explicit === "ko") return explicit;
  const accepted = request.headers.get("accept-language")?.trim().toLowerCase() ?? "";
  return accepted.startsWith("en") ? "en" : "ko";
}
