/** A year: how far ahead security.txt's Expires lies (RFC 9116 asks for less than a year; a day's margin). */
const VALID_FOR_MS = 364 * 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, in which languages, until when
 * the file may be trusted, and its own address (a copy found elsewhere is not ours). Without a real
 * e-mail address (the setting still on its example), the contact page stands in: RFC 9116 takes an
 * https address as a contact too.
 */
export function securityTxt({ contactEmail, siteUrl, now }: { contactEmail?: string; siteUrl: string; now: Date }) {
  const expires = new Date(now.getTime() + VALID_FOR_MS);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${contactEmail ? `mailto:${contactEmail}` : new URL("/contact", siteUrl).toString()}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: ko, en",
    `Canonical: ${new URL("/.well-known/security.txt", siteUrl).toString()}`,
    "",
  ].join("\n");
}
