import "server-only";
import { confirmationTemplates, type ReplyTemplate } from "@/content/staff/reply-templates";
import { replyPrompts } from "@/content/staff/reply-prompts";
import { env } from "@/lib/config/env";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/routing";
import { businessIdentityLines, type OrderSummary } from "@/lib/leads/acknowledgement";
import { loadMessages } from "@/lib/i18n/messages";
import { currencies, priceList, totalPrice, type Currency } from "@/lib/money/prices";
import { fill } from "@/lib/staff/team";
import { reportOrderSummary } from "./order-summary";
import { reportReference } from "./reference";

/** What a report request's order confirmation states, as its template takes it. */
export interface ConfirmationFacts {
  /** The lead's name, the writer's (or the team's) and the company's, as the other templates take them. */
  names: { name: string; signature: string; brand: string };
  reference: string;
  project: string;
  site: string;
  /** The items, total and refund rule as the acknowledgement wrote them (lib/report/order-summary.ts). */
  order: OrderSummary;
  /** False when today's price settings no longer add up to the total the request was quoted. */
  pricesMatch: boolean;
  /** PAYMENT_BANK_ACCOUNT in the mail's language; unset, the template holds a prompt for it. */
  bankAccount?: string;
  /** Who sells: the business identity lines the acknowledgement's footer gives. */
  seller: string[];
}

/**
 * The order confirmation ("신청 확인") in `locale`, filled from the request. What only the writer knows
 * (the delivery date; the bank account while unset; the prices once changed) is a prompt the form and
 * the route refuse to send (content/staff/reply-prompts.ts).
 */
export function confirmationTemplate(locale: Locale, facts: ConfirmationFacts): ReplyTemplate {
  const template = confirmationTemplates[locale];
  const prompts = replyPrompts[locale];
  const { order } = facts;
  const items = [...order.lines, order.total].map((line) => `- ${line}`);
  if (!facts.pricesMatch) items.push(prompts.prices);
  const refund = [...order.refund, ...(order.termsUrl ? [fill(template.termsLine, { url: order.termsUrl })] : [])];
  const values = {
    ...facts.names,
    reference: facts.reference,
    project: facts.project,
    site: facts.site,
    items: items.join("\n"),
    dueDate: prompts.dueDate,
    account: facts.bankAccount?.trim() || prompts.bankAccount,
    refund: refund.join("\n"),
    seller: facts.seller.join("\n"),
  };
  return { subject: fill(template.subject, values), body: fill(template.body, values) };
}

/**
 * A report request's order confirmation in `locale`, or null when the submission's request is gone: the
 * items priced from the settings in the currency it was quoted in, the total it was quoted (the amount
 * the terms say the customer pays), and a prompt to correct the items when the two no longer agree.
 */
export async function reportConfirmation(
  prisma: PrismaClient,
  sourceId: number,
  locale: Locale,
  names: ConfirmationFacts["names"],
): Promise<ReplyTemplate | null> {
  const request = await prisma.consultingRequest.findUnique({ where: { id: sourceId } });
  if (!request) return null;
  const settings = env();
  const currency: Currency = (currencies as readonly string[]).includes(request.currency)
    ? (request.currency as Currency)
    : "USD";
  const prices = priceList(settings, currency);
  const order = await reportOrderSummary(request, prices, request.total, locale);
  return confirmationTemplate(locale, {
    names,
    reference: reportReference(request.id),
    project: request.projectName,
    site: request.siteAddress,
    order,
    pricesMatch: totalPrice(prices, request) === request.total,
    bankAccount: (locale === "en" && settings.PAYMENT_BANK_ACCOUNT_EN) || settings.PAYMENT_BANK_ACCOUNT,
    seller: businessIdentityLines(await loadMessages(locale), locale),
  });
}
