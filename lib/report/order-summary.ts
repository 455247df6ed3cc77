import "server-only";
import { legalPaths } from "@/content/legal";
import { legalDocument } from "@/lib/content/legal";
import { refundNotice } from "@/content/legal/report-refunds";
import { env } from "@/lib/config/env";
import { isPlaceholder } from "@/lib/config/placeholder";
import { loadMessages } from "@/lib/i18n/messages";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import type { OrderSummary } from "@/lib/leads/acknowledgement";
import { fill } from "@/lib/staff/team";
import { addOnFields, formatPrice, includedVat, type AddOnField, type PriceList } from "@/lib/money/prices";

/**
 * The withdrawal and refund rule: the withdrawal period and its limit as the wizard's last step showed
 * them (content/legal/report-refunds.ts), then the refunds section of the terms the sender agreed to,
 * one line per paragraph or list item.
 */
export function refundRule(locale: Locale): string[] {
  const section = legalDocument("terms", locale).sections.find((each) => each.id === "refunds");
  if (!section) throw new Error(`The ${locale} terms have no "refunds" section`);
  return [
    ...refundNotice(locale).withdrawal,
    ...section.blocks.flatMap((block) => (block.kind === "p" ? [block.text] : block.items.map((item) => `- ${item}`))),
  ];
}

/**
 * A report request's order for its acknowledgement: the report and the add-ons chosen with their
 * prices, the total (won with the VAT it includes, as Korean price lists are written), the refund rule
 * and the terms' address (left out while the site's address is a placeholder). Also the back office's
 * order confirmation (lib/report/confirmation.ts), from the stored request.
 */
export async function reportOrderSummary(
  request: Record<AddOnField, boolean>,
  prices: PriceList,
  total: number,
  locale: Locale,
): Promise<OrderSummary> {
  const messages = await loadMessages(locale);
  const words = messages.acknowledgement;
  const price = (amount: number) => formatPrice(amount, prices.currency, locale);
  const siteUrl = env().SITE_URL;
  return {
    lines: [
      fill(words.report, { price: price(prices.report) }),
      ...addOnFields
        .filter((field) => request[field])
        .map((field) => fill(words.addOn, { name: messages.staff.fields[field], price: price(prices[field]) })),
    ],
    total:
      prices.currency === "KRW"
        ? fill(words.totalVat, { total: price(total), vat: price(includedVat(total)) })
        : fill(words.total, { total: price(total) }),
    refund: refundRule(locale),
    termsUrl: isPlaceholder(siteUrl) ? undefined : new URL(localizedPath(locale, legalPaths.terms), siteUrl).toString(),
  };
}
