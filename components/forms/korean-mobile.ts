import type { ChangeEvent } from "react";

/**
 * A Korean mobile number as Koreans write it, 010-0000-0000, from whatever was typed so far: the digits
 * grouped 3-4-4 as they come. Anything that is not a mobile number (02-…, +82 …) is left as typed.
 */
export function formatMobile(value: string): string {
  if (!/^01/.test(value.replace(/[\s-]/g, ""))) return value;
  const digits = value.replace(/\D/g, "").slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** A field registration whose value is written as a Korean mobile number while the visitor types. */
export function withMobileFormat<T extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(
  registration: T,
): T {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const formatted = formatMobile(event.target.value);
      if (formatted !== event.target.value) event.target.value = formatted;
      return registration.onChange(event);
    },
  };
}
