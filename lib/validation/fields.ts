import * as z from "zod/mini";
import "@/lib/validation/form-z";
import type { Translate, ValidationKey } from "./translate";

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

/** Non-blank and a well-formed address; one message for both, as the old site had it. */
export const emailField = (t: Translate, key: ValidationKey = "email") =>
  z.pipe(
    z.string({ error: t(key) }).check(z.trim(), z.maxLength(MAX.email, { error: t(key) })),
    z.email({ error: t(key) }),
  );

/** The honeypot: hidden from people, filled by form-spamming bots. Any value marks the submit as spam. */
export const honeypotField = () => z.optional(z.unknown());

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}
