import type { Locale } from "@/lib/i18n/routing";

export const replyTemplateIds = ["thanks", "call", "details"] as const;
/** The general templates, and a report request's order confirmation ("신청 확인"), offered on those alone. */
export type GeneralReplyTemplateId = (typeof replyTemplateIds)[number];
export type ReplyTemplateId = GeneralReplyTemplateId | "confirmation";

export interface ReplyTemplate {
  subject: string;
  /** {name}: the lead's name; {signature}: the sign-off with the writer's (or the team's) name; {brand}: the company's. */
  body: string;
}

/**
 * The team's starting points for an answer from a lead's page, in each language a lead may write in
 * (the form picks the lead's). Staff edit the text before sending; nothing here is sent unread.
 */
export const replyTemplates: Record<Locale, Record<GeneralReplyTemplateId, ReplyTemplate>> = {
  ko: {
    thanks: {
      subject: "{brand} 문의에 답변드립니다",
      body: "{name} 님, 안녕하세요.\n\n{brand}에 문의를 남겨 주신 점 감사드립니다. 보내 주신 내용을 확인했습니다.\n\n\n\n추가로 문의하실 내용이 있으면 이 메일에 답장해 주세요.\n\n{signature}",
    },
    call: {
      subject: "{brand} 상담 통화 일정 안내",
      body: "{name} 님, 안녕하세요.\n\n문의하신 내용을 전화로 자세히 안내해 드리고 싶습니다. 통화하기 편한 날짜와 시간, 연락처를 이 메일에 답장으로 알려 주시면 그때 연락드리겠습니다.\n\n{signature}",
    },
    details: {
      subject: "{brand} 문의 관련 추가 정보 요청",
      body: "{name} 님, 안녕하세요.\n\n정확한 안내를 위해 몇 가지를 더 확인하고 싶습니다.\n\n- 프로젝트 위치와 규모\n- 희망 일정\n- 예산 범위\n\n이 메일에 답장으로 알려 주시면 바로 검토하겠습니다.\n\n{signature}",
    },
  },
  en: {
    thanks: {
      subject: "Your enquiry to {brand}",
      body: "Dear {name},\n\nThank you for contacting {brand}. We have read your message.\n\n\n\nIf you have any other questions, just reply to this e-mail.\n\n{signature}",
    },
    call: {
      subject: "A call about your enquiry to {brand}",
      body: "Dear {name},\n\nWe would like to go through your enquiry with you on the phone. Reply to this e-mail with a day, a time and a number that suit you, and we will call you then.\n\n{signature}",
    },
    details: {
      subject: "A few questions about your enquiry to {brand}",
      body: "Dear {name},\n\nTo give you an accurate answer, we would like to know a little more:\n\n- where the project is and how large it is\n- when you would like to start\n- your budget range\n\nReply to this e-mail and we will look at it right away.\n\n{signature}",
    },
  },
};

/**
 * The order confirmation, the terms' "신청 확인 이메일": the contract's terms in writing (전자상거래법
 * 제13조제2항), from which the 7-day withdrawal period runs and which states its limits (제17조제1항·제2항·제6항). Besides {name}, {signature} and {brand}: {reference}, {project}, {site};
 * {items} (each item with its price, then the total, as the acknowledgement wrote them); {dueDate} and
 * {account} (a prompt while the writer must fill it in, content/staff/reply-prompts.ts); {refund} (the
 * withdrawal and refund rules the wizard showed and the terms state, then `termsLine` with their address);
 * {seller} (the seller's identity, as the acknowledgement's footer gives it: the contract names its seller).
 */
export interface ConfirmationTemplate extends ReplyTemplate {
  termsLine: string;
}

export const confirmationTemplates: Record<Locale, ConfirmationTemplate> = {
  ko: {
    subject: "{brand} 사업성 분석 보고서 신청 확인 ({reference})",
    body: "{name} 님, 안녕하세요.\n\n{brand}에 사업성 분석 보고서를 신청해 주셔서 감사합니다. 신청 내용을 확인하여 이용약관에서 정한 신청 확인 이메일을 보내 드립니다. 청약철회 기간은 이 이메일을 받으신 날부터 계산합니다.\n\n접수 번호: {reference}\n프로젝트: {project}\n대지 주소: {site}\n\n신청 항목과 금액\n{items}\n\n예정 납기일\n{dueDate}\n결제를 확인한 뒤 작업을 시작하며, 이 날짜까지 보고서를 이메일이나 다운로드 링크로 보내 드립니다.\n\n결제 방법\n아래 계좌로 합계 금액을 이체해 주세요. 계약은 결제하신 때 성립하며, 결제 전에는 요금이 청구되지 않습니다. 결제를 확인한 뒤 전자세금계산서나 현금영수증을 발급해 드립니다.\n{account}\n\n청약철회와 환불 기준\n{refund}\n\n궁금하신 점이 있으면 이 메일에 답장해 주세요.\n\n{signature}\n\n{seller}",
    termsLine: "자세한 기준은 이용약관에서 확인하실 수 있습니다: {url}",
  },
  en: {
    subject: "Order confirmation {reference}: your {brand} feasibility report",
    body: "Dear {name},\n\nThank you for ordering a feasibility report from {brand}. We have checked your request, and this is the confirmation e-mail our Terms & Conditions describe: the period in which you may withdraw runs from the day you receive it.\n\nReference number: {reference}\nProject: {project}\nSite address: {site}\n\nWhat you ordered\n{items}\n\nDelivery date\n{dueDate}\nWe start work once we have your payment, and deliver the report by e-mail or download link by this date.\n\nPayment\nPlease transfer the total to the account below. The contract is made when you pay, and nothing is charged before then. Once we have your payment, we issue the receipt or invoice the law requires.\n{account}\n\nCancellation and refunds\n{refund}\n\nIf you have any questions, just reply to this e-mail.\n\n{signature}\n\n{seller}",
    termsLine: "The full rules are in our Terms & Conditions: {url}",
  },
};
