import type { LegalFacts, NamedProcessor } from "./types";

type Locale = "ko" | "en";

/** A country's name as the policy's language writes it ("US": 미국, United States). */
export const countryName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;

/** Whether the settings place a processor outside Korea: then it is a transfer abroad (PIPA art. 28-8). */
export const isAbroad = (processor: NamedProcessor) => !!processor.country && processor.country !== "KR";

/** The processors every policy names, all in the United States. */
export const activeCampaign: NamedProcessor = { name: "ActiveCampaign, LLC", country: "US" };
export const google: NamedProcessor = { name: "Google LLC", country: "US" };
export const calendlyLlc: NamedProcessor = { name: "Calendly LLC", country: "US" };

/** What PIPA art. 28-8(2) asks the policy to say of one transfer, in the policy's language. */
interface Transfer {
  recipient: string;
  country: string;
  contact?: string;
  items: string;
  when: string;
  purpose: string;
  retention: string;
}

const labels = {
  ko: {
    line: (t: Transfer) =>
      `이전받는 자: ${t.recipient}${t.contact ? `(연락처 ${t.contact})` : ""}. 이전되는 국가: ${countryName(t.country, "ko")}. 이전 항목: ${t.items}. 이전 시기와 방법: ${t.when}. 이용 목적: ${t.purpose}. 보유 기간: ${t.retention}.`,
  },
  en: {
    line: (t: Transfer) =>
      `Recipient: ${t.recipient}${t.contact ? ` (${t.contact})` : ""}. Country: ${countryName(t.country, "en")}. Items: ${t.items}. When and how: ${t.when}. Purpose: ${t.purpose}. Retention: ${t.retention}.`,
  },
};

/** One transfer's sentence; a name ending in a period ("Inc.") takes no second one. */
const line = (locale: Locale) => (transfer: Transfer) => labels[locale].line(transfer).replace(/\.\.(\s|$)/g, ".$1");

/** The hosting and mail providers' transfers, when the settings place them abroad. */
function providerTransfers(facts: LegalFacts, locale: Locale): Transfer[] {
  const { hosting, mail } = facts.processors;
  const ko = locale === "ko";
  const transfers: Transfer[] = [];
  if (isAbroad(hosting))
    transfers.push({
      recipient: hosting.name,
      country: hosting.country!,
      contact: hosting.contact,
      items: ko
        ? "웹사이트의 양식으로 받은 모든 정보와 첨부 파일, 동의 기록, 개인정보 요청 기록, 웹사이트의 접속 기록(접속 IP 주소, 브라우저 정보, 방문한 페이지와 일시)"
        : "everything the website’s forms receive, with attached files, consent records, privacy requests, and the website’s access records (IP address, browser information, pages visited and the time)",
      when: ko
        ? "양식을 제출하거나 웹사이트에 접속할 때마다 암호화된 통신(HTTPS)으로 전송되어 그 나라의 서버에 저장"
        : "each time you send a form or open a page, over an encrypted connection (HTTPS), stored on servers in that country",
      purpose: ko
        ? "웹사이트, 데이터베이스와 업로드 파일을 보관하는 서버의 운영(호스팅)"
        : "running the servers that hold the website, its database and uploaded files (hosting)",
      retention: ko
        ? "위 “개인정보의 처리 및 보유 기간” 항목에 적은 기간"
        : "the periods under “How Long We Keep It” above",
    });
  if (isAbroad(mail))
    transfers.push({
      recipient: mail.name,
      country: mail.country!,
      contact: mail.contact,
      items: ko
        ? "이메일을 받는 사람의 이름과 이메일 주소, 이메일에 담긴 문의·신청 내용"
        : "the recipient’s name and e-mail address, and the inquiry or request the e-mail contains",
      when: ko
        ? "회사가 알림, 답장, 뉴스레터 이메일을 보낼 때마다 암호화된 통신으로 전송"
        : "each time we send a notification, a reply or the newsletter, over an encrypted connection",
      purpose: ko ? "이메일의 발송" : "delivering our e-mail",
      retention: ko
        ? "발송을 마칠 때까지. 발송 기록은 회사의 보유 기간이나 위탁 계약이 끝날 때까지"
        : "until the e-mail is delivered; its delivery record until our own retention period or the processing contract ends",
    });
  return transfers;
}

/**
 * The transfers abroad a data subject's contract needs (PIPA art. 28-8(1)(iii)): the hosting and mail
 * providers where the settings place them abroad, the CRM, and the demo calendar where it is Calendly.
 */
export function contractTransfers(facts: LegalFacts, locale: Locale, leadItems: string, leadForm: string): string[] {
  const ko = locale === "ko";
  const transfers: Transfer[] = [
    ...providerTransfers(facts, locale),
    {
      recipient: "ActiveCampaign, LLC",
      country: "US",
      contact: "privacy@activecampaign.com",
      items: leadItems,
      when: ko
        ? `${leadForm} 양식을 제출할 때마다 암호화된 통신(HTTPS)으로 전송`
        : `each time a ${leadForm} form is sent, over an encrypted connection (HTTPS)`,
      purpose: ko ? "고객 관계 관리와 후속 연락" : "customer relationship management and follow-up",
      retention: ko
        ? "회사의 보유 기간(마지막 연락일로부터 3년)이 끝나거나 위탁 계약이 끝날 때까지"
        : "until our own retention period (three years from our last contact) or the processing contract ends",
    },
  ];
  if (facts.usesCalendly)
    transfers.push({
      recipient: "Calendly LLC",
      country: "US",
      contact: "privacy@calendly.com",
      items: ko
        ? "이름, 이메일 주소, 예약 일시, 예약 때 적은 내용"
        : "name, e-mail address, the time booked and any notes you add",
      when: ko
        ? "데모 예약 위젯에서 예약할 때 암호화된 통신(HTTPS)으로 전송"
        : "when you book in the demo scheduling widget, over an encrypted connection (HTTPS)",
      purpose: ko ? "데모 일정의 관리" : "managing demo bookings",
      retention: ko ? "마지막 연락일로부터 3년" : "three years from our last contact",
    });
  return transfers.map(line(locale));
}

/**
 * The version of the visit-statistics notice (components/shell/analytics-consent.tsx) and of the facts it
 * states: its cookie keeps the version agreed to, and a new one asks every visitor again.
 */
export const ANALYTICS_CONSENT_VERSION = "2026-11-30";

/** What the visit statistics send to Google, for §8 and the notice that asks for it. */
export function analyticsTransferFacts(
  locale: Locale,
): Pick<Transfer, "contact" | "items" | "when" | "purpose" | "retention"> {
  const ko = locale === "ko";
  return {
    contact: "https://support.google.com/policies",
    items: ko
      ? "방문 통계용 쿠키 식별자, 접속 IP 주소, 브라우저와 기기 정보, 방문한 페이지와 방문 일시"
      : "the visit-counting cookie identifier, IP address, browser and device information, pages visited and the time of the visit",
    when: ko
      ? "방문 통계 동의 창에서 ‘동의’를 누른 뒤 페이지를 열 때마다 브라우저가 암호화된 통신(HTTPS)으로 전송"
      : "sent by your browser over an encrypted connection (HTTPS) with each page you open, once you choose “Accept” in the notice",
    purpose: ko ? "방문 통계의 작성" : "counting visits",
    retention: ko ? "수집일로부터 14개월" : "14 months from collection",
  };
}

/** The visit statistics' transfer to Google: the browser sends it, once the visitor agreed, while they read the site. */
export function analyticsTransfer(locale: Locale): string {
  return line(locale)({ recipient: "Google LLC", country: "US", ...analyticsTransferFacts(locale) });
}

/** The names of the recipients `contractTransfers` lists, for the sentence on refusing them. */
export function contractRecipients(facts: LegalFacts): string[] {
  const { hosting, mail } = facts.processors;
  return [
    ...[hosting, mail].filter(isAbroad).map((processor) => processor.name),
    "ActiveCampaign, LLC",
    ...(facts.usesCalendly ? ["Calendly LLC"] : []),
  ];
}

/** The entrustment list's line of a settings-named processor: abroad, it says where. */
export function entrusted(processor: NamedProcessor, task: string, locale: Locale): string {
  const where = isAbroad(processor)
    ? locale === "ko"
      ? `(${countryName(processor.country!, "ko")}, 아래 “개인정보의 국외 이전” 참조)`
      : ` (${countryName(processor.country!, "en")}; see “Transfers Abroad” below)`
    : "";
  return `${processor.name}${where}: ${task}`;
}
