import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { PrivacySubject } from "@/lib/validation/privacy-subject";
import { destroySubmissions, type Destroyed } from "./destroy";
import { findHoldings } from "./holdings";

export interface Erased extends Destroyed {
  /** Rows held under the address outside any submission: its e-mails, newsletter rows and unsubscribe links. */
  addressRows: number;
}

/**
 * Erases everything held about a person (PIPA art. 36): each submission found by their e-mail or
 * phone with its files, notes, audit rows and e-mails (`destroySubmissions`), then what the address
 * holds outside them: e-mails to it, a newsletter row without an entry, unsubscribe links. Kept on
 * purpose (docs/privacy.md): the suppression list, so no marketing reaches the address again, and the
 * person's privacy requests, the record that the request was answered.
 */
export async function eraseHoldings(prisma: PrismaClient, subject: PrivacySubject): Promise<Erased> {
  const holdings = await findHoldings(prisma, subject);
  const destroyed = await destroySubmissions(
    prisma,
    holdings.submissions.map((held) => held.entry.id),
  );
  const email = subject.email;
  if (!email) return { ...destroyed, addressRows: 0 };
  const counts = await prisma.$transaction([
    prisma.outboxMessage.deleteMany({ where: { recipient: email, submissionId: null } }),
    prisma.newsletterSubscriber.deleteMany({ where: { email } }),
    prisma.unsubscribeToken.deleteMany({ where: { email } }),
  ]);
  return { ...destroyed, addressRows: counts.reduce((sum, { count }) => sum + count, 0) };
}
