import type { BrandFacts } from "../facts";
import type { LegalSection } from "./types";

/**
 * The notice every form that collects personal data shows beside its consent checkbox (PIPA art. 15
 * and 22: the items, the purpose, the retention period and the right to refuse, with marketing
 * messages asked apart), and the version each submission records. Change the text → add a new
 * version in front: the server still accepts the versions a visitor may have on an open page.
 */
export const CONSENT_VERSION = "2026-11-28";
/**
 * 2026-11-28: the Korean forms ask one 이름 and no 주 (state), and the privacy request form's items; 2026-11-26: the newsletter's own items;
 * 2026-11-25: the first notice (no newsletter).
 */
export const consentVersions = [CONSENT_VERSION, "2026-11-26", "2026-11-25"] as const;
export type ConsentVersion = (typeof consentVersions)[number];

/** Which form asks: each lists the items it collects. */
export const consentForms = [
  "contact",
  "signup",
  "callback",
  "lead",
  "report",
  "newsletter",
  "privacyRequest",
] as const;
export type ConsentForm = (typeof consentForms)[number];

/** The purpose, retention and refusal of a form whose own differ from the inquiry forms' (newsletter, privacy request). */
export interface ConsentTerms {
  purpose: string;
  retention: string;
  refusal: string;
}

export interface ConsentNotice {
  /** The required checkbox's label. */
  label: string;
  /** The summary that opens the four items. */
  more: string;
  headings: { collected: string; purpose: string; retention: string; refusal: string };
  collected: Record<ConsentForm, string>;
  /** Collected by the site itself with every form (the visit's attribution). */
  collectedAutomatically: string;
  purpose: string;
  retention: string;
  refusal: string;
  /** The newsletter's own purpose, retention and refusal (it asks for the address only, to send it). */
  newsletter: ConsentTerms;
  /** The privacy request form's own: it is there to answer one request about the person's own data. */
  privacyRequest: ConsentTerms;
  marketing: { label: string; collected: string; purpose: string; retention: string; refusal: string };
}

/** The Korean notice of 2026-11-26, kept for the submissions that agreed to it. */
const ko20261126 = (facts: BrandFacts): ConsentNotice => ({
  label: "[필수] 개인정보 수집·이용에 동의합니다.",
  more: "내용 보기",
  headings: {
    collected: "수집 항목",
    purpose: "수집·이용 목적",
    retention: "보유·이용 기간",
    refusal: "동의를 거부할 권리 및 거부 시 불이익",
  },
  collected: {
    contact: "회사명, 이름, 이메일 주소, 문의 유형, 문의 내용",
    signup: "이름, 성, 이메일 주소, 전화번호, 도시, 주, 회사명, 웹사이트",
    callback: "이름, 이메일 주소, 회사명, 전화번호, 희망 통화 시간대, 표준 시간대",
    lead: "이름, 성, 이메일 주소, 회사명, 직함, 문의 내용(양식에 따라 부지 주소, 대지 면적, 프로젝트 설명)",
    report:
      "이름, 성, 이메일 주소, 전화번호, 회사명, 프로젝트 정보(프로젝트명, 부지 주소, 대지 면적, 용도, 세대 구성, 주차 요건, 추가 요청 사항), 첨부 파일",
    newsletter: "이메일 주소",
    privacyRequest: "이름, 이메일 주소, 전화번호(선택), 요청 내용",
  },
  collectedAutomatically:
    "자동으로 수집되는 항목: 방문의 첫 페이지 주소, 이전 페이지 주소(리퍼러), 캠페인 정보(utm_source, utm_medium, utm_campaign, utm_term, utm_content), 제출 일시",
  purpose:
    "문의·신청 내용의 확인과 답변, 상담 및 데모 일정 조율, 신청한 서비스(무료 체험, 사업성 보고서 등)의 제공과 결제 안내, 유입 경로 분석을 통한 서비스 개선",
  retention:
    "마지막 연락일로부터 3년간 보관한 뒤 지체 없이 파기합니다. 다만 관계 법령에 따라 보존해야 하는 정보는 해당 법령이 정한 기간 동안 보관합니다.",
  refusal:
    "개인정보 수집·이용에 대한 동의를 거부할 수 있습니다. 다만 동의하지 않으시면 문의·신청을 접수할 수 없습니다.",
  newsletter: {
    purpose: "월간 뉴스레터(제품 소식, 사업성 분석 팁)의 이메일 발송",
    retention: "수신을 거부하거나 동의를 철회할 때까지 보관한 뒤 지체 없이 파기합니다.",
    refusal: `동의를 거부할 수 있습니다. 다만 동의하지 않으시면 뉴스레터를 받을 수 없습니다. 신청한 뒤에도 매 호의 수신 거부 링크나 ${facts.reachVia(facts.supportEmail, "ko", { particle: "으로로" })} 언제든지 동의를 철회할 수 있습니다.`,
  },
  privacyRequest: {
    purpose: "본인 확인과 개인정보 열람, 정정·삭제, 처리정지 요청의 처리, 처리 결과의 안내",
    retention: "요청을 처리한 날부터 3년간 보관한 뒤 지체 없이 파기합니다.",
    refusal: `동의를 거부할 수 있습니다. 다만 동의하지 않으시면 이 양식으로 요청을 접수할 수 없으며, 이때에는 ${facts.reachVia(facts.supportEmail, "ko", { particle: "으로로" })} 요청할 수 있습니다.`,
  },
  marketing: {
    label: "[선택] 제품 소식, 이벤트 등 마케팅 정보 수신에 동의합니다.",
    collected: "이름, 이메일 주소",
    purpose: "신제품·기능 소식, 이벤트, 세미나 안내 등 마케팅 정보의 이메일 발송",
    retention: "동의를 철회할 때까지",
    refusal: `동의하지 않아도 문의·신청은 그대로 접수됩니다. 동의는 언제든지 이메일의 수신 거부 링크나 ${facts.reachVia(facts.supportEmail, "ko", { particle: "으로로" })} 철회할 수 있습니다.`,
  },
});

/** Korean pages ask one 이름 (the whole name) and no state: the items say exactly that. */
const ko = (earlier: ConsentNotice): ConsentNotice => ({
  ...earlier,
  collected: {
    ...earlier.collected,
    signup: "이름, 이메일 주소, 전화번호, 도시, 회사명, 웹사이트",
    lead: "이름, 이메일 주소, 회사명, 직함, 문의 내용(양식에 따라 부지 주소, 대지 면적, 프로젝트 설명)",
    report:
      "이름, 이메일 주소, 전화번호, 회사명, 프로젝트 정보(프로젝트명, 부지 주소, 대지 면적, 용도, 세대 구성, 주차 요건, 추가 요청 사항), 첨부 파일",
  },
});

const en = (facts: BrandFacts): ConsentNotice => ({
  label: "[Required] I agree to the collection and use of my personal information.",
  more: "View details",
  headings: {
    collected: "What we collect",
    purpose: "Why we collect it",
    retention: "How long we keep it",
    refusal: "Your right to refuse",
  },
  collected: {
    contact: "Company, name, e-mail address, purpose of the inquiry, message",
    signup: "First name, last name, e-mail address, phone number, city, state, company, website",
    callback: "Name, e-mail address, company, phone number, preferred call time, time zone",
    lead: "First name, last name, e-mail address, company, job title, message (on some forms: site address, lot size, project details)",
    report:
      "First name, last name, e-mail address, phone number, company, project information (project name, site address, site area, use, unit mix, parking, additional information), attached files",
    newsletter: "E-mail address",
    privacyRequest: "Name, e-mail address, phone number (optional), your request",
  },
  collectedAutomatically:
    "Collected automatically: the first page of your visit, the page you came from (referrer), campaign data (utm_source, utm_medium, utm_campaign, utm_term, utm_content), the time of submission",
  purpose:
    "To confirm and answer your inquiry or request, arrange consultations and demos, provide what you asked for (a free trial, a site analysis, …) and arrange its payment, and improve our services by analysing how visitors find us",
  retention:
    "Three years from our last contact, then deleted without delay; information the law requires us to keep is kept for the period the law sets.",
  refusal: "You may refuse to agree. Without your agreement we cannot receive your inquiry or request.",
  newsletter: {
    purpose: "To send you the monthly newsletter (product news and feasibility tips) by e-mail",
    retention: "Until you unsubscribe or withdraw your agreement, then deleted without delay.",
    refusal: `You may refuse to agree; without your agreement we cannot send you the newsletter. After signing up you can withdraw at any time with the unsubscribe link in every issue or via ${facts.reachVia(facts.supportEmail, "en")}.`,
  },
  privacyRequest: {
    purpose:
      "To confirm who you are, act on your request to access, correct, delete or stop the processing of your information, and tell you the result",
    retention: "Three years from the day we answered your request, then deleted without delay.",
    refusal: `You may refuse to agree; without your agreement we cannot receive your request through this form, and you can make it via ${facts.reachVia(facts.supportEmail, "en")} instead.`,
  },
  marketing: {
    label: "[Optional] I agree to receive marketing e-mails such as product news and events.",
    collected: "Name, e-mail address",
    purpose: "E-mails about new products and features, events and seminars",
    retention: "Until you withdraw your agreement",
    refusal: `Your inquiry or request is received either way. You can withdraw at any time with the unsubscribe link in any e-mail or via ${facts.reachVia(facts.supportEmail, "en")}.`,
  },
});

export interface ConsentNoticeTexts {
  ko: ConsentNotice;
  en: ConsentNotice;
  /**
   * Each version's words as the forms showed them, so a submission is read against the notice it agreed
   * to. The English notice did not change on 2026-11-28; the 2026-11-25 text predates this list.
   */
  byVersion: Partial<Record<ConsentVersion, Record<"ko" | "en", ConsentNotice>>>;
}

/** The notices with the brand's address in them (lib/content/consent.ts keeps the site's). */
export function consentNoticeTexts(facts: BrandFacts): ConsentNoticeTexts {
  const earlierKo = ko20261126(facts);
  const current = { ko: ko(earlierKo), en: en(facts) };
  return { ...current, byVersion: { [CONSENT_VERSION]: current, "2026-11-26": { ko: earlierKo, en: current.en } } };
}

/** The purpose, retention and refusal a form's notice shows: the newsletter's own, or the inquiry forms'. */
export const consentTerms = (notice: ConsentNotice, form: ConsentForm): ConsentTerms =>
  form === "newsletter" || form === "privacyRequest" ? notice[form] : notice;

const sectionTitle = { ko: "웹사이트 양식의 개인정보 수집·이용 동의", en: "Consent on the website's forms" };
const sectionIntro = {
  ko: `회사는 웹사이트의 각 양식에서 아래 내용을 알리고 동의를 받습니다(고지문 버전 ${CONSENT_VERSION}). 제출마다 동의 여부, 고지문 버전과 동의 일시를 함께 기록합니다.`,
  en: `Each form on the website shows the following and asks for your agreement (notice version ${CONSENT_VERSION}). With every submission we record the agreement, the version of the notice and the time.`,
};
/** Each form's name as the privacy policy lists it. */
export const consentFormNames = {
  ko: {
    contact: "문의",
    signup: "가입 신청",
    callback: "데모 전화 요청",
    lead: "제품·체험 신청",
    report: "사업성 보고서 신청",
    newsletter: "뉴스레터 신청",
    privacyRequest: "개인정보 요청",
  },
  en: {
    contact: "Contact",
    signup: "Sign-up",
    callback: "Demo call-back",
    lead: "Product and trial requests",
    report: "Feasibility report request",
    newsletter: "Newsletter",
    privacyRequest: "Privacy request",
  },
} satisfies Record<"ko" | "en", Record<ConsentForm, string>>;

/** The privacy policy's section naming the same items the forms' consent shows (content/legal/privacy.*.ts). */
export function consentPolicySection(facts: BrandFacts, locale: "ko" | "en"): LegalSection {
  const notice = consentNoticeTexts(facts)[locale];
  const { headings } = notice;
  return {
    id: "form-consent",
    title: sectionTitle[locale],
    blocks: [
      { kind: "p", text: sectionIntro[locale] },
      {
        kind: "ul",
        items: [
          ...consentForms.map(
            (form) => `${headings.collected} (${consentFormNames[locale][form]}): ${notice.collected[form]}`,
          ),
          notice.collectedAutomatically,
          `${headings.purpose}: ${notice.purpose}`,
          `${headings.retention}: ${notice.retention}`,
          `${headings.refusal}: ${notice.refusal}`,
        ],
      },
      {
        kind: "p",
        text: `${consentFormNames[locale].newsletter} — ${headings.purpose}: ${notice.newsletter.purpose}; ${headings.retention}: ${notice.newsletter.retention} ${headings.refusal}: ${notice.newsletter.refusal}`,
      },
      {
        kind: "p",
        text: `${consentFormNames[locale].privacyRequest} — ${headings.purpose}: ${notice.privacyRequest.purpose}; ${headings.retention}: ${notice.privacyRequest.retention} ${headings.refusal}: ${notice.privacyRequest.refusal}`,
      },
      {
        kind: "p",
        text: `${notice.marketing.label.replace(/^\[[^\]]+\]\s*/, "")} — ${headings.collected}: ${notice.marketing.collected}; ${headings.purpose}: ${notice.marketing.purpose}; ${headings.retention}: ${notice.marketing.retention}. ${notice.marketing.refusal}`,
      },
    ],
  };
}
