import * as z from "zod/mini";
import "@/lib/validation/form-z";
import type { Locale } from "@/lib/i18n/routing";
import type { Translate, ValidationKey } from "./translate";
import { asksOneName } from "./form-options";

import { MAX } from "./limits";

export { MAX };

/** Non-blank after trimming, at most `max` characters (the old site's string validator with min 1). */
export const requiredText = (t: Translate, key: ValidationKey, max: number = MAX.short) =>
  z
    .string({ error: t(key) })
    .check(z.trim(), z.minLength(1, { error: t(key) }), z.maxLength(max, { error: t("tooLong", { max }) }));

/** May be missing or blank; trimmed and length-limited otherwise. */
export const optionalText = (t: Translate, max: number = MAX.short) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: t("tooLong", { max }) })), "");

/**
 * Non-blank and a well-formed address, on every form: a blank one is asked for ("Enter your email."),
 * a malformed one is refused in the form's own words (`key`).
 */
export const emailField = (t: Translate, key: ValidationKey = "email") =>
  z.pipe(
    z
      .string({ error: t("emailRequired") })
      .check(z.trim(), z.minLength(1, { error: t("emailRequired") }), z.maxLength(MAX.email, { error: t(key) })),
    z.email({ error: t(key) }),
  );

/** The honeypot: hidden from people, filled by form-spamming bots. Any value marks the submit as spam. */
export const honeypotField = () => z.optional(z.unknown());

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * The last name: required on English pages. Korean pages do not ask it, but take one if sent (a page
 * opened before they asked one name), so nothing typed is refused or lost.
 */
export const lastNameField = (t: Translate, locale: Locale, max: number = MAX.short) =>
  asksOneName(locale) ? optionalText(t, max) : requiredText(t, "lastName", max);

/** A field the page's language does not ask (a US state on Korean pages): whatever comes, nothing is kept. */
export const notAsked = () => z._default(z.string().check(z.overwrite(() => "")), "");

/**
 * An optional phone number. Korean pages keep it as Koreans write it (010-1234-5678, from 01012345678,
 * 010 1234 5678 or +82 10-1234-5678) and refuse what is not a number, saying the shape they expect.
 */
export function phoneField(t: Translate, locale: Locale, max: number = MAX.short) {
  if (locale !== "ko") return optionalText(t, max);
  return z._default(
    z.string().check(
      z.trim(),
      z.maxLength(max, { error: t("tooLong", { max }) }),
      z.overwrite((typed) => (typed === "" ? "" : (koreanPhone(typed) ?? typed))),
      z.refine((typed) => typed === "" || koreanPhone(typed) !== null, { error: t("phoneFormat") }),
    ),
    "",
  );
}

/**
 * A phone number as Koreans write it, from what people type: 01012345678, 010 1234 5678 and
 * +82 10-1234-5678 all give 010-1234-5678; 0212345678 gives 02-1234-5678; 15881234 gives 1588-1234.
 * A number with another country code is kept as typed; anything else is null.
 */
export function koreanPhone(typed: string): string | null {
  const trimmed = typed.trim();
  let digits = trimmed.replace(/[\s().-]/g, "");
  if (/^\+(?!82)\d{7,15}$/.test(digits)) return trimmed;
  if (digits.startsWith("+82")) digits = `0${digits.slice(3).replace(/^0/, "")}`;
  if (!/^\d+$/.test(digits)) return null;
  // 02 (Seoul) has a two-digit prefix, every other number starting with 0 a three-digit one.
  const local = /^(02|0[13-9]\d)(\d{3,4})(\d{4})$/.exec(digits);
  if (local) return `${local[1]}-${local[2]}-${local[3]}`;
  const nationwide = /^(1[5-9]\d\d)(\d{4})$/.exec(digits);
  return nationwide ? `${nationwide[1]}-${nationwide[2]}` : null;
}
