import "server-only";
import type { Submission } from "@/lib/db/generated/client";
import { fieldRows, mailHtml, mailText, provenanceBlocks, submissionFooter, type MailBlock } from "@/lib/leads/format";
import { staffPaths, staffUrl } from "@/lib/staff/urls";
import { fill, type Team } from "@/lib/staff/team";
import type { ReportRequest } from "@/lib/validation/report-wizard";
import { addOnFields, formatPrice, includedVat, type PriceList } from "@/lib/money/prices";
import type { Messages } from "@/lib/i18n/messages";
import { fileSizeText } from "@/lib/text/file-size";
import { reportReference } from "./reference";
import { SITE_AREA_PYEONG, siteAreaFoldedKeys, siteAreaText, storedSiteArea } from "./site-area";

export { reportReference };

export interface NotifiedFile {
  id: number;
  originalName: string;
  mimeType: string;
  size: number;
}

export const REPORT_NOTIFICATION_TAG = "Feasibility Report";

/** "1.2 MB (1,234,567바이트)": the size rounded, then exact in the words of `messages.staff.mail.bytes`. */
export function formatBytes(size: number, locale: string, messages: Messages): string {
  return `${fileSizeText(size)} (${fill(messages.staff.mail.bytes, { size: size.toLocaleString(locale) })})`;
}

/**
 * The team's e-mail about a new report request, in the team's language, as plain text and HTML: the visitor's answers, the
 * add-ons and total in the currency the visitor was quoted in, the site area in one line, and each file with its link to the back office (which asks for sign-in first).
 */
export function reportNotification(
  team: Team,
  input: {
    request: ReportRequest;
    prices: PriceList;
    total: number;
    files: NotifiedFile[];
    submission: Submission;
    /** The 평 the visitor typed for the area the request keeps in ㎡. */
    siteAreaPyeong?: number;
  },
): { subject: string; body: string; html: string } {
  const { messages } = team;
  const mail = messages.staff.mail;
  const { request, prices, total, files, submission } = input;
  const price = (amount: number) => formatPrice(amount, prices.currency, team.locale);
  const chosen = addOnFields.filter((field) => request[field]);
  // The site area in one line with its unit and its 평 ("1,090.9㎡ (330평으로 입력)"), as the back office shows it.
  const area = storedSiteArea({ ...request, [SITE_AREA_PYEONG]: input.siteAreaPyeong });
  // The add-ons are listed with their prices below, not as yes/no lines; the currency with the total.
  const folded = new Set<string>([...addOnFields, "currency", ...siteAreaFoldedKeys(request, area)]);
  const answers = Object.entries(request)
    .filter(([key]) => !folded.has(key) && key !== "email")
    .map(([key, value]) =>
      key === "siteArea" && area ? [key, siteAreaText(area, team.locale, messages.staff.siteArea)] : [key, value],
    );
  const fields = { email: request.email, ...Object.fromEntries(answers) };
  const terms: [string, string] = [
    messages.staff.fields.termsAgreement,
    request.termsAgreement ? messages.staff.yes : messages.staff.no,
  ];
  const blocks: MailBlock[] = [
    { lines: [fill(mail.reportIntro, { reference: reportReference(submission.sourceId), id: submission.sourceId })] },
    { fields: fieldRows(team, fields, submission.name) },
    {
      lines: [
        fill(mail.reportPrice, { price: price(prices.report) }),
        `${mail.addOns}:`,
        ...(chosen.length
          ? chosen.map((field) => fill(mail.addOn, { name: messages.staff.fields[field], price: price(prices[field]) }))
          : [`- ${mail.none}`]),
        prices.currency === "KRW"
          ? fill(mail.totalVat, { total: price(total), vat: price(includedVat(total)) })
          : fill(mail.total, { total: price(total) }),
      ],
    },
    {
      lines: [
        `${fill(mail.files, { count: files.length })}:`,
        ...(files.length
          ? files.map(
              (file) =>
                `- ${file.originalName}, ${formatBytes(file.size, team.locale, messages)}: ${staffUrl(team.siteUrl, team.locale, staffPaths.file(file.id))}`,
            )
          : [`- ${mail.none}`]),
      ],
    },
    { lines: submissionFooter(team, submission).split("\n") },
    ...provenanceBlocks(team, submission, [terms]),
  ];
  const subject = fill(mail.reportSubject, {
    reference: reportReference(submission.sourceId),
    project: request.projectName,
    organisation: request.companyName,
  });
  return { subject, body: mailText(blocks), html: mailHtml(blocks, team.locale) };
}
