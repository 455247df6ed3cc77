/**
 * The paid report's withdrawal period and refund stages (전자상거래법 제17조·제18조), in each language:
 * the one source of the terms' "withdrawal" and "refunds" sections, of the notice above the wizard's
 * submit button and of the acknowledgement, so what a visitor is shown and what they agree to cannot
 * differ. Plain text without settings: the wizard's code imports it.
 */

import type { LegalBlock } from "./types";

type Language = "ko" | "en";

/** Days from the confirmation e-mail within which an order may be withdrawn (제17조제1항). */
export const WITHDRAWAL_DAYS = 7;

/** The share of the report's price refunded while each stage of the work is under way. */
const stagePercents = [80, 50, 20] as const;

/** The share of an add-on's price refunded once its work has started, before its result is delivered. */
const ADD_ON_STARTED_PERCENT = 50;

interface RefundWords {
  /** The terms' sentence before the list of refunds. */
  intro: string;
  /** The three stages of the work, in order; each is announced by e-mail when it is done. */
  stages: string[];
  /** One line per point in time: before work starts, during each stage (as the terms word them). */
  refunds: string[];
  /** After the report is delivered, as the terms say it (with the exceptions spelt out). */
  afterDelivery: string;
  /** The same, short, for the notice before the submit. */
  afterDeliveryShort: string;
  /** The add-ons' refund. */
  addOns: string;
  /** When the refund is paid, the interest on a late one and who bears the bank charges (제18조). */
  timing: string;
}

const koStages = ["자료 검토와 부지 분석", "설계안 생성과 사업성 분석", "보고서 작성과 검수"];
const enStages = [
  "reviewing your documents and analysing the site",
  "generating design options and the feasibility analysis",
  "writing and checking the report",
];

export const reportRefunds: Record<Language, RefundWords> = {
  ko: {
    intro: "신청을 취소하거나 청약을 철회하면 보고서 금액은 그 시점에 따라 다음과 같이 환불합니다.",
    stages: koStages,
    refunds: [
      "착수 전: 결제한 금액 전액",
      ...koStages.map((stage, index) => `${index + 1}단계(${stage}) 진행 중: 보고서 금액의 ${stagePercents[index]}%`),
    ],
    afterDelivery:
      "보고서를 받은 뒤: 환불하지 않습니다. 다만 보고서가 늦거나 하자가 있으면 “보고서의 지연과 하자” 조항에 따르고, 내용이 표시·광고나 계약과 다르면 “청약철회” 조항에 따라 전액 환불합니다.",
    afterDeliveryShort:
      "보고서를 받은 뒤: 환불하지 않습니다. 다만 보고서가 늦거나 하자가 있거나 내용이 계약과 다르면 이용약관에 따라 환불합니다.",
    timing:
      "회사는 취소나 청약철회의 의사를 받은 날부터 3영업일 이내에 환불합니다(전자상거래법 제18조). 회사가 환불을 늦추면 늦어진 날수만큼 같은 법 시행령이 정한 지연이자(연 15%)를 더하여 지급합니다. 환불 때 드는 송금 수수료는 회사가 부담합니다.",
    addOns: `추가 서비스의 금액은 그 작업을 시작하기 전이면 전액, 시작한 뒤 결과물을 받기 전이면 ${ADD_ON_STARTED_PERCENT}%를 환불하고, 결과물을 받은 뒤에는 환불하지 않습니다.`,
  },
  en: {
    intro: "If you cancel or withdraw, we refund the report’s price according to when you do it:",
    stages: enStages,
    refunds: [
      "Before work starts: everything you paid",
      ...enStages.map(
        (stage, index) => `During stage ${index + 1} (${stage}): ${stagePercents[index]}% of the report’s price`,
      ),
    ],
    afterDelivery:
      "After you receive the report: no refund. If the report is late or defective, “Late or Defective Reports” applies; if it is not what we advertised or agreed, you get everything back under “Your Right to Withdraw.”",
    afterDeliveryShort:
      "After you receive the report: no refund, unless it is late, defective or not what was agreed (see the Terms & Conditions).",
    timing:
      "We refund within 3 business days of receiving your cancellation or withdrawal (article 18 of the E-Commerce Act). If we pay late, we add the late-payment interest the Act’s decree sets (15% a year) for each day of delay. We pay any bank charges for the refund.",
    addOns: `Add-ons are refunded in full before work on them starts, ${ADD_ON_STARTED_PERCENT}% once it has started but before you receive the result, and not at all once you have it.`,
  },
};

/** What the wizard's last step shows above its submit button, and the acknowledgement repeats word for word. */
export interface RefundNotice {
  heading: string;
  /** The withdrawal period, and that it ends once work starts. */
  withdrawal: string[];
  /** The refund at each stage, after a line that leads to them; then the add-ons'. */
  stagesLead: string;
  stages: string[];
  addOns: string;
  /** When the refund is paid and the interest on a late one. */
  timing: string;
}

export const refundNotices: Record<Language, RefundNotice> = {
  ko: {
    heading: "청약철회와 환불 기준",
    withdrawal: [
      `신청 확인 이메일(금액과 납기일을 적어 보내 드리는 이메일)을 받은 날부터 ${WITHDRAWAL_DAYS}일 이내에 청약을 철회할 수 있고, 착수하기 전에는 언제든지 취소하고 전액 환불받을 수 있습니다.`,
      "보고서는 이용자의 부지와 요청에 맞추어 작성하므로 착수한 뒤에는 청약철회가 제한됩니다. 다만 보고서를 받기 전까지는 취소할 수 있습니다.",
    ],
    stagesLead: "취소하면 보고서 금액은 진행 단계에 따라 다음과 같이 환불합니다.",
    stages: [...reportRefunds.ko.refunds, reportRefunds.ko.afterDeliveryShort],
    addOns: reportRefunds.ko.addOns,
    timing: reportRefunds.ko.timing,
  },
  en: {
    heading: "Cancellation and refunds",
    withdrawal: [
      `You may withdraw from your order within ${WITHDRAWAL_DAYS} days of receiving our confirmation e-mail (the one that states the price and the delivery date), and cancel for a full refund at any time before work starts.`,
      "Because the report is prepared for your site and your brief, once work has started you can no longer withdraw. You can still cancel until you receive the report.",
    ],
    stagesLead: "If you cancel, we refund the report’s price according to how far the work has gone:",
    stages: [...reportRefunds.en.refunds, reportRefunds.en.afterDeliveryShort],
    addOns: reportRefunds.en.addOns,
    timing: reportRefunds.en.timing,
  },
};

/** The notice in the page's language (Korean is the default and fallback). */
export const refundNotice = (locale: string): RefundNotice => refundNotices[locale === "en" ? "en" : "ko"];

/** The terms' "refunds" section: the refund at each point in time, then the add-ons' and when it is paid. */
export const refundBlocks = (words: RefundWords): LegalBlock[] => [
  { kind: "p", text: words.intro },
  { kind: "ul", items: [...words.refunds, words.afterDelivery] },
  { kind: "p", text: words.addOns },
  { kind: "p", text: words.timing },
];
