import { placeholderSettings } from "../../lib/config/brand-settings";
import { sampleBusinessSettings } from "../../lib/config/business-settings";
import { MAIL_PROVIDER_SAMPLE } from "../../lib/config/env-schema";

/** One warning line per start while a visitor-facing setting still holds an example.com placeholder or a sample. */
export function warnAboutPlaceholders(source: Record<string, string | undefined>): void {
  const names = placeholderSettings(source);
  if (names.length > 0) {
    console.warn(
      `> Warning: ${names.length} setting(s) still hold an example.com placeholder that visitors see: ${names.join(", ")}. ` +
        "Set them in .env before launch (docs/configuration.md).",
    );
  }
  const samples = sampleBusinessSettings(source);
  if (samples.length > 0) {
    console.warn(
      `> Warning: ${samples.length} business setting(s) still hold their shipped sample, shown in every footer: ${samples.join(", ")}. ` +
        "Set the company's real details in .env before launch (docs/configuration.md).",
    );
  }
  if ((source.MAIL_PROVIDER?.trim() || MAIL_PROVIDER_SAMPLE) === MAIL_PROVIDER_SAMPLE) {
    console.warn(
      `> Warning: MAIL_PROVIDER still holds its sample, "${MAIL_PROVIDER_SAMPLE}", which the privacy policy names ` +
        "as the processor that delivers e-mail. Set the real provider in .env before launch.",
    );
  }
  for (const line of processorWarnings(source)) console.warn(line);
  if (!source.PAYMENT_BANK_ACCOUNT?.trim()) {
    console.warn(
      "> Warning: PAYMENT_BANK_ACCOUNT is not set, so each report order's confirmation e-mail (신청 확인 이메일) " +
        "asks the writer for the bank account the customer pays to. Set it in .env before launch (docs/configuration.md).",
    );
  }
}

/**
 * The privacy policy lists a processor abroad as a transfer (PIPA art. 28-8) only when it knows the
 * country: one line per processor whose country is unset, or abroad without a privacy contact.
 */
export function processorWarnings(source: Record<string, string | undefined>): string[] {
  const lines: string[] = [];
  for (const processor of ["HOSTING_PROVIDER", "MAIL_PROVIDER"]) {
    const country = source[`${processor}_COUNTRY`]?.trim().toUpperCase();
    if (!country) {
      lines.push(
        `> Warning: ${processor}_COUNTRY is not set, so the privacy policy lists ${processor} as a processor in ` +
          'Korea and names no transfer abroad. Set the country where it keeps the data ("KR", "US") in .env before launch.',
      );
    } else if (country !== "KR" && !source[`${processor}_CONTACT`]?.trim()) {
      lines.push(
        `> Warning: ${processor} keeps data in ${country}, but ${processor}_CONTACT is not set: the privacy policy ` +
          "must name how to reach a recipient abroad (PIPA art. 28-8(2)). Set its privacy e-mail or page in .env.",
      );
    }
  }
  return lines;
}
