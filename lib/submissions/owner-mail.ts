import "server-only";
import { brand } from "@/lib/config/brand";
import type { Submission } from "@/lib/db/generated/client";
import type { EmailInput } from "@/lib/mail/outbox";
import { staffPaths, staffUrl } from "@/lib/staff/urls";
import { fill, teamContext } from "@/lib/staff/team";
import { formatStampFor, localDay } from "@/lib/i18n/time-zone";

/**
 * The e-mail a marketer gets when a lead is assigned to them (the team's language and time zone):
 * who the lead is, its follow-up date, and its page in the back office.
 */
export async function ownerMail(
  submission: Pick<Submission, "kind" | "sourceId" | "name" | "email" | "company" | "receivedAt" | "followUpAt">,
  owner: { email: string },
  actor: string,
): Promise<EmailInput> {
  const team = await teamContext();
  const { staff } = team.messages;
  const who = [submission.name || submission.email, submission.company].filter(Boolean).join(", ");
  const reference = fill(staff.mail.reference, {
    kind: staff.kinds[submission.kind],
    id: submission.sourceId,
    date: formatStampFor(submission.receivedAt, team.locale, team.timeZone),
  });
  const values = {
    company: brand.companyName,
    actor,
    who,
    reference,
    followUp: submission.followUpAt ? localDay(submission.followUpAt, team.timeZone) : staff.mail.noFollowUp,
    url: staffUrl(team.siteUrl, team.locale, staffPaths.submission(submission)),
  };
  return {
    to: owner.email,
    subject: fill(staff.mail.ownerSubject, values),
    text: fill(staff.mail.ownerText, values),
    tag: "lead-owner",
  };
}
