import type en from "@/messages/en/validation.json";

export type ValidationKey = keyof typeof en;
export type ValidationValues = Record<string, string | number>;
/**
 * What the schema factories need: next-intl's `useTranslations("validation")` in the browser, the
 * server's translator over the same namespace in route handlers (lib/i18n/translator.ts).
 */
export type Translate = (key: ValidationKey, values?: ValidationValues) => string;
