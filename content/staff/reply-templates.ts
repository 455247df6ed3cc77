import type { Locale } from "@/lib/i18n/routing";

export const replyTemplateIds = ["thanks", "call", "details"] as const;
export type ReplyTemplateId = (typeof replyTemplateIds)[number];

export interface ReplyTemplate {
  subject: string;
  /** {name}: the lead's name; {sender}: the staff member's; {brand}: the company's. */
  body: string;
}

/**
 * The team's starting points for an answer from a lead's page, in each language a lead may write in
 * (the form picks the lead's). Staff edit the text before sending; nothing here is sent unread.
 */
export const replyTemplates: Record<Locale, Record<ReplyTemplateId, ReplyTemplate>> = {
  ko: {
    thanks: {
      subject: "{brand} 문의에 답변드립니다",
      body: "{name} 님, 안녕하세요.\n\n{brand}에 문의를 남겨 주신 점 감사드립니다. 보내 주신 내용을 확인했습니다.\n\n\n\n추가로 문의하실 내용이 있으면 이 메일에 답장해 주세요.\n\n{sender} 드림\n{brand}",
    },
    call: {
      subject: "{brand} 상담 통화 일정 안내",
      body: "{name} 님, 안녕하세요.\n\n문의하신 내용을 전화로 자세히 안내해 드리고 싶습니다. 통화하기 편한 날짜와 시간, 연락처를 이 메일에 답장으로 알려 주시면 그때 연락드리겠습니다.\n\n{sender} 드림\n{brand}",
    },
    details: {
      subject: "{brand} 문의 관련 추가 정보 요청",
      body: "{name} 님, 안녕하세요.\n\n정확한 안내를 위해 몇 가지를 더 확인하고 싶습니다.\n\n- 프로젝트 위치와 규모\n- 희망 일정\n- 예산 범위\n\n이 메일에 답장으로 알려 주시면 바로 검토하겠습니다.\n\n{sender} 드림\n{brand}",
    },
  },
  en: {
    thanks: {
      subject: "Your enquiry to {brand}",
      body: "Dear {name},\n\nThank you for contacting {brand}. We have read your message.\n\n\n\nIf you have any other questions, just reply to this e-mail.\n\nBest regards,\n{sender}\n{brand}",
    },
    call: {
      subject: "A call about your enquiry to {brand}",
      body: "Dear {name},\n\nWe would like to go through your enquiry with you on the phone. Reply to this e-mail with a day, a time and a number that suit you, and we will call you then.\n\nBest regards,\n{sender}\n{brand}",
    },
    details: {
      subject: "A few questions about your enquiry to {brand}",
      body: "Dear {name},\n\nTo give you an accurate answer, we would like to know a little more:\n\n- where the project is and how large it is\n- when you would like to start\n- your budget range\n\nReply to this e-mail and we will look at it right away.\n\nBest regards,\n{sender}\n{brand}",
    },
  },
};
