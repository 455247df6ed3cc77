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
