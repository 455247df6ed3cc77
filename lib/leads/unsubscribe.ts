import "server-only";
import { env } from "@/lib/config/env";
import type { PrismaClient } from "@/lib/db/generated/client";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import type { Tx } from "@/lib/mail/outbox";
import { hashLinkToken, newLinkToken } from "./link-token";
import { retryOnUniqueRace } from "@/lib/db/unique-violation";

/** The page with the one-button form (a GET changes nothing: mail scanners open links). */
export const UNSUBSCRIBE_PAGE = "/newsletter/unsubscribe";
/** The RFC 8058 one-click address: a POST withdraws at once. */
export const UNSUBSCRIBE_API = "/api/unsubscribe";

export interface UnsubscribeLinks {
  /** The link shown in the text. */
  page: string;
  /** `List-Unsubscribe` (https, and mailto when UNSUBSCRIBE_MAILTO is set) and `List-Unsubscribe-Post`. */
  headers: Record<string, string>;
}

/**
 * The unsubscribe links of one marketing-related e-mail to `email`: a new random token stored (hashed)
 * in `tx`, the transaction that queues the mail. Every such mail carries them (docs/privacy.md).
 */
export async function unsubscribeLinks(tx: Tx, email: string, locale: Locale): Promise<UnsubscribeLinks> {
  const token = newLinkToken();
  await tx.unsubscribeToken.create({ data: { tokenHash: hashLinkToken(token), email: email.toLowerCase() } });
  const { SITE_URL, UNSUBSCRIBE_MAILTO } = env();
  const page = new URL(`${localizedPath(locale, UNSUBSCRIBE_PAGE)}?token=${token}`, SITE_URL).toString();
  const oneClick = new URL(`${UNSUBSCRIBE_API}?token=${token}&locale=${locale}`, SITE_URL).toString();
  const list = [`<${oneClick}>`];
  if (UNSUBSCRIBE_MAILTO) list.push(`<mailto:${UNSUBSCRIBE_MAILTO}?subject=unsubscribe>`);
  return {
    page,
    headers: { "List-Unsubscribe": list.join(", "), "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Withdraws the advertising consent of the address a token was made for: its newsletter subscription
 * ends and the address joins the suppression list, which outranks every marketing consent a form
 * recorded before. Repeating it changes nothing. False for an unknown token.
 */
export async function withdrawMarketing(prisma: PrismaClient, token: string): Promise<boolean> {
  const row = await prisma.unsubscribeToken.findUnique({ where: { tokenHash: hashLinkToken(token) } });
  if (!row) return false;
  const now = new Date();
  await retryOnUniqueRace(() =>
    prisma.$transaction(async (tx) => {
      await tx.newsletterSubscriber.updateMany({
        where: { email: row.email, status: { not: "withdrawn" } },
        data: { status: "withdrawn", withdrawnAt: now, confirmTokenHash: null },
      });
      await tx.marketingSuppression.upsert({
        where: { email: row.email },
        create: { email: row.email, withdrawnAt: now },
        update: {},
      });
    }),
  );
  return true;
}

/**
 * Whether advertising may go to `email`: a confirmed newsletter subscriber, or an address that ticked
 * a form's marketing opt-in after its last withdrawal. A pending (unconfirmed) address never counts.
 */
export async function mayReceiveMarketing(prisma: PrismaClient, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const subscriber = await prisma.newsletterSubscriber.findUnique({ where: { email: address } });
  if (subscriber?.status === "confirmed") return true;
  const suppressed = await prisma.marketingSuppression.findUnique({ where: { email: address } });
  const consent = await prisma.submission.findFirst({
    where: {
      email: { in: [address, email] },
      marketingConsent: true,
      isSpam: false,
      kind: { not: "newsletter" },
      ...(suppressed ? { consentedAt: { gt: suppressed.withdrawnAt } } : {}),
    },
  });
  return consent !== null;
}
