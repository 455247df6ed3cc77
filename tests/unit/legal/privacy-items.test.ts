/** @jest-environment node */
// Issue 47, point 2: the privacy policy holds every item PIPA art. 30, 시행령 제31조 and the PIPC's
// 작성지침 ask, in Korean and in English, with the business's facts taken from the settings.
import { earlierVersion, legalDocument } from "@/lib/content/legal";
import { consentNotices } from "@/lib/content/consent";
import { privacyPolicyItems, type PrivacyPolicyItem } from "@/content/legal/privacy-items";
import type { LegalDocument } from "@/content/legal/types";
import { expectAllIn } from "@/tests/support/expectations";
import { expectStampChangedBy } from "@/tests/support/rebuild-stamp";
import { processorWarnings, warnAboutPlaceholders } from "@/scripts/lib/warn-placeholders";

const items = Object.keys(privacyPolicyItems) as PrivacyPolicyItem[];

const blockText = (blocks: LegalDocument["intro"]) =>
  blocks.flatMap((block) => (block.kind === "p" ? [block.text] : block.items)).join("\n");
const sectionText = (document: LegalDocument, id: string) =>
  blockText(document.sections.find((section) => section.id === id)?.blocks ?? []);
const allText = (document: LegalDocument) =>
  [blockText(document.intro), ...document.sections.map((section) => blockText(section.blocks))].join("\n");

/** The policies built with these settings (the settings are read when a document is built). */
function policiesWith(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  jest.resetModules();
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require("@/lib/content/legal") as typeof import("@/lib/content/legal");
    return { ko: fresh.legalDocument("privacy", "ko"), en: fresh.legalDocument("privacy", "en") };
  } finally {
    process.env = saved;
  }
}

describe.each(["ko", "en"] as const)("the privacy policy (%s)", (locale) => {
  const policy = legalDocument("privacy", locale);

  it.each(items)("has the item %s, with text", (id) => {
    expect(policy.sections.map((section) => section.id)).toContain(id);
    expect(sectionText(policy, id).length).toBeGreaterThan(40);
  });

  it("holds its items and nothing twice", () => {
    const ids = policy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...items].sort());
  });

  it("lists each form's items as its consent notice does", () => {
    for (const collected of Object.values(consentNotices[locale].collected))
      expect(sectionText(policy, "items")).toContain(collected);
    expect(sectionText(policy, "overseas")).toContain(consentNotices[locale].collected.lead);
  });

  it("names the four remedy bodies with their numbers and sites", () => {
    const remedies = sectionText(policy, "remedies");
    for (const contact of ["1833-6972", "www.kopico.go.kr", "118", "privacy.kisa.or.kr", "1301", "www.spo.go.kr"])
      expect(remedies).toContain(contact);
    expect(remedies).toMatch(/182, ecrm\.police\.go\.kr/);
  });

  it("names the processors and where each transfer abroad goes", () => {
    const processors = sectionText(policy, "processors");
    for (const name of ["ActiveCampaign, LLC", "Google LLC", "Example Cloud Co., Ltd.", "Example Mail Co., Ltd."])
      expect(processors).toContain(name);
    const overseas = sectionText(policy, "overseas");
    expect(overseas).toContain(locale === "ko" ? "미국" : "United States");
    expect(overseas).toContain("https://tools.google.com/dlpage/gaoptout");
  });

  it("lists its earlier versions, each one link away", () => {
    const changes = sectionText(policy, "changes");
    expectAllIn(changes, ["(/privacy-policy/2026-11-25)", "(/privacy-policy/2023-11-16)", "(/privacy-policy-2021)"]);
    expect(earlierVersion("privacy", locale, "2026-11-25")?.lastUpdated).toBe(
      locale === "ko" ? "2026. 11. 25." : "11/25/2026",
    );
    // The 2023 policy is the 2026-11-25 one before the forms' consent section was added.
    const of2023 = earlierVersion("privacy", locale, "2023-11-16")!;
    expect(of2023.lastUpdated).toBe(locale === "ko" ? "2023. 11. 16." : "11/16/2023");
    const of2026 = earlierVersion("privacy", locale, "2026-11-25")!;
    expect(of2023.sections.map((section) => section.id)).toEqual(
      of2026.sections.map((section) => section.id).filter((id) => id !== "form-consent"),
    );
  });

  it("says the website takes no payments and names no payment processor", () => {
    expect(sectionText(policy, "items")).toContain(
      locale === "ko"
        ? "웹사이트는 결제를 받지 않습니다. 사업성 보고서의 대금은 회사가 신청 확인 이메일에서 안내하는 계좌로 이체하며"
        : "The website takes no payments. A feasibility report is paid by bank transfer to the account our confirmation e-mail gives",
    );
    const terms = legalDocument("terms", locale);
    const termsText = terms.sections.map((section) => blockText(section.blocks)).join("\n");
    expect(termsText).toContain(
      locale === "ko"
        ? "결제는 회사가 신청 확인 이메일에서 안내하는 계좌로 이체하여 합니다. 웹사이트에서는 결제를 받지 않습니다."
        : "You pay by bank transfer to the account the confirmation e-mail gives. The website takes no payments.",
    );
    expect(termsText).not.toMatch(/카드|card/i);
  });
});

describe("job applications", () => {
  it.each([
    [
      "ko",
      "채용 지원(채용 공고의 안내에 따라 문의 양식에서 문의 목적을 “채용”으로 골라 보낸 문의와, 그 뒤 회사가 안내한 이메일로 보내 주신 서류): 지원자의 전형과 결과 안내",
      "채용 지원(문의 목적이 “채용”인 문의 양식과 이메일로 받은 지원 서류): 마지막 연락일로부터 180일(지원자가 요청하면 즉시 파기)",
    ],
    [
      "en",
      "Job applications (an inquiry sent through the Contact form with the purpose “Careers”, as the postings ask, and the documents you then e-mail to the address we give): to assess applicants and tell them the outcome",
      "Job applications (a Contact form sent with the purpose “Careers”, and the documents e-mailed with it): 180 days from our last contact, or at once if the applicant asks",
    ],
  ] as const)("are sent through the contact form and kept 180 days (%s)", (locale, purpose, retention) => {
    const policy = legalDocument("privacy", locale);
    expect(sectionText(policy, "purposes").split("\n")).toContain(purpose);
    expect(sectionText(policy, "retention").split("\n")).toContain(retention);
    expect(allText(policy)).not.toMatch(
      /이메일로 지원한 경우|sent by e-mail in answer to a posting|after the hiring decision/,
    );
  });
});

describe("cookies (§10)", () => {
  const cookies = {
    ko: sectionText(legalDocument("privacy", "ko"), "cookies"),
    en: sectionText(legalDocument("privacy", "en"), "cookies"),
  };

  it("describes the consent notice, how the choice is kept and changed, and that Do Not Track and GPC change nothing", () => {
    expectAllIn(cookies.ko, [
      "처음 방문할 때 화면 아래에 방문 통계 동의 창이 표시됩니다.",
      "‘동의’를 누르기 전에는 Google 태그 관리자를 불러오지 않으므로 방문 통계 쿠키(_ga와 _ga_로 시작하는 쿠키)가 저장되지 않고 방문 정보도 전송되지 않으며, ‘거부’를 누르면 계속 불러오지 않습니다.",
      "고른 답은 analytics_consent 쿠키에 6개월 동안 기억되고, 그 뒤에는 동의 창이 다시 표시됩니다.",
      "모든 페이지 아래의 ‘쿠키 설정’을 누르면 동의 창이 다시 열려 언제든지 답을 바꿀 수 있습니다.",
      "남아 있는 쿠키는 아래 방법으로 브라우저에서 지울 수 있습니다.",
      "방문 통계 동의(analytics_consent):",
      "웹사이트는 브라우저의 추적 거부(Do Not Track) 신호와 글로벌 개인정보 보호 제어(GPC) 신호를 처리하지 않으므로, 이 신호를 켜도 쿠키의 저장과 방문 정보의 전송은 달라지지 않습니다.",
    ]);
    expectAllIn(cookies.en, [
      "a visit statistics notice appears at the bottom of the screen on your first visit.",
      "Until you choose “Accept” the website does not load the tag manager, so the visit-counting cookies (_ga and those starting _ga_) are not stored and no visit data is sent; after “Decline” it does not load it.",
      "Your answer is kept in the analytics_consent cookie for 6 months, after which the notice asks again.",
      "“Cookie settings” at the bottom of every page opens the notice again",
      "any that remain can be deleted in your browser as described below.",
      "Visit statistics choice (analytics_consent):",
      "The website does not act on your browser’s Do Not Track or Global Privacy Control signals: turning them on changes neither the cookies stored nor the visit data sent.",
    ]);
    expect(cookies.ko).not.toContain("동의 창을 표시하지 않습니다");
    expect(cookies.en).not.toContain("no cookie consent banner");
  });

  it("explains that the statistics cookies are first-party, and gives this site's block and delete menus in five browsers", () => {
    expect(cookies.ko).toContain(
      "자사(퍼스트 파티) 쿠키이므로, 브라우저에서 서드 파티 쿠키만 차단해서는 막을 수 없습니다.",
    );
    expect(cookies.en).toContain("so blocking third-party cookies does not stop them.");
    for (const menu of [
      "Chrome(컴퓨터): 설정 > 개인 정보 보호 및 보안 > 사이트 설정 > 추가 콘텐츠 설정 > 기기 내 사이트 데이터",
      "Edge: 설정 > 쿠키 및 사이트 권한 > 쿠키 및 사이트 데이터 관리 및 삭제 > 차단 > 추가",
      "Safari(Mac): Safari > 설정 > 개인정보 보호",
      "iPhone·iPad: 설정 > 앱 > Safari > 고급",
      "Firefox: 설정 > 개인 정보 및 보안 > 쿠키 및 사이트 데이터 > 예외 관리",
      "Samsung Internet: 메뉴 > 설정 > 개인정보 보호 및 보안",
    ])
      expect(cookies.ko).toContain(menu);
    for (const menu of [
      "Chrome (computer): Settings > Privacy and security > Site settings > Additional content settings > On-device site data",
      "Edge: Settings > Cookies and site permissions > Manage and delete cookies and site data > Block > Add",
      "Safari (Mac): Safari > Settings > Privacy",
      "iPhone and iPad: Settings > Apps > Safari > Advanced",
      "Firefox: Settings > Privacy & Security > Cookies and Site Data > Manage Exceptions",
      "Samsung Internet: Menu > Settings > Privacy and security",
    ])
      expect(cookies.en).toContain(menu);
  });

  it("promises no uncounted visits from blocking cookies, and names the opt-out add-on that stops the sending", () => {
    expect(cookies.ko).not.toContain("방문 통계에 포함되지 않습니다");
    expect(cookies.en).not.toContain("your visits will not be counted");
    expect(cookies.ko).toContain("Google로 전송되는 것까지 막지는 못합니다.");
    expect(cookies.en).toContain(
      "your browser may still send visit data (IP address, browser information, the page) to Google",
    );
    for (const text of Object.values(cookies)) expect(text).toContain("https://tools.google.com/dlpage/gaoptout");
  });
});

describe("transfers abroad come from the settings (§8)", () => {
  const abroad = {
    HOSTING_PROVIDER: "Amazon Web Services, Inc.",
    HOSTING_PROVIDER_COUNTRY: "us",
    HOSTING_PROVIDER_CONTACT: "aws-EU-privacy@amazon.com",
    MAIL_PROVIDER: "Mailgun Technologies, Inc.",
    MAIL_PROVIDER_COUNTRY: "US",
    MAIL_PROVIDER_CONTACT: "https://www.mailgun.com/legal/privacy-policy/",
  };

  it("lists a hosting and a mail provider abroad with country, items, timing, purpose and retention", () => {
    const { ko, en } = policiesWith(abroad);
    expect(sectionText(ko, "overseas").split("\n")).toContain(
      "이전받는 자: Amazon Web Services, Inc.(연락처 aws-EU-privacy@amazon.com). 이전되는 국가: 미국. 이전 항목: 웹사이트의 양식으로 받은 모든 정보와 첨부 파일, 동의 기록, 개인정보 요청 기록, 웹사이트의 접속 기록(접속 IP 주소, 브라우저 정보, 방문한 페이지와 일시). 이전 시기와 방법: 양식을 제출하거나 웹사이트에 접속할 때마다 암호화된 통신(HTTPS)으로 전송되어 그 나라의 서버에 저장. 이용 목적: 웹사이트, 데이터베이스와 업로드 파일을 보관하는 서버의 운영(호스팅). 보유 기간: 위 “개인정보의 처리 및 보유 기간” 항목에 적은 기간.",
    );
    expect(sectionText(ko, "overseas").split("\n")).toContain(
      "이전받는 자: Mailgun Technologies, Inc.(연락처 https://www.mailgun.com/legal/privacy-policy/). 이전되는 국가: 미국. 이전 항목: 이메일을 받는 사람의 이름과 이메일 주소, 이메일에 담긴 문의·신청 내용. 이전 시기와 방법: 회사가 알림, 답장, 뉴스레터 이메일을 보낼 때마다 암호화된 통신으로 전송. 이용 목적: 이메일의 발송. 보유 기간: 발송을 마칠 때까지. 발송 기록은 회사의 보유 기간이나 위탁 계약이 끝날 때까지.",
    );
    expect(sectionText(ko, "overseas")).toContain(
      "위에 적은 수탁자(Amazon Web Services, Inc., Mailgun Technologies, Inc., ActiveCampaign, LLC)에게 개인정보가 이전되는 것을 원하지 않으면",
    );
    expect(sectionText(ko, "processors")).toContain(
      "Amazon Web Services, Inc.(미국, 아래 “개인정보의 국외 이전” 참조): 웹사이트, 데이터베이스와 업로드 파일을 보관하는 서버의 운영(호스팅)",
    );
    expect(sectionText(en, "overseas")).toContain(
      "Recipient: Mailgun Technologies, Inc. (https://www.mailgun.com/legal/privacy-policy/). Country: United States. Items: the recipient’s name and e-mail address",
    );
    expect(sectionText(en, "overseas")).toContain(
      "Recipient: Amazon Web Services, Inc. (aws-EU-privacy@amazon.com). Country: United States.",
    );
  });

  it("lists a provider in Korea, or one whose country is unset, under entrustment only", () => {
    for (const settings of [
      { ...abroad, HOSTING_PROVIDER_COUNTRY: "KR", MAIL_PROVIDER_COUNTRY: "kr" },
      { ...abroad, HOSTING_PROVIDER_COUNTRY: "", MAIL_PROVIDER_COUNTRY: "" },
    ]) {
      const { ko, en } = policiesWith(settings);
      for (const policy of [ko, en]) {
        expect(sectionText(policy, "processors")).toContain("Amazon Web Services, Inc.: ");
        expect(sectionText(policy, "processors")).toContain("Mailgun Technologies, Inc.: ");
        expect(sectionText(policy, "overseas")).not.toMatch(/Amazon|Mailgun/);
      }
    }
  });

  it("bases the contract transfers on art. 28-8(1)(iii), and the visit statistics on the visitor's separate consent", () => {
    const ko = sectionText(legalDocument("privacy", "ko"), "overseas");
    expect(ko).toContain("「개인정보 보호법」 제28조의8제1항제3호가목에 따라 그 내용을 이 방침에 공개합니다.");
    expect(ko).toContain(
      "방문자가 처음 방문하면 웹사이트는 화면 아래의 방문 통계 동의 창에서 이 전송에 대한 동의를 다른 동의와 구분하여 받으며(「개인정보 보호법」 제28조의8제1항제1호), ‘동의’를 누르기 전이나 ‘거부’를 누른 뒤에는 전송하지 않습니다.",
    );
    expect(ko).toContain(
      "동의한 뒤에도 모든 페이지 아래의 ‘쿠키 설정’에서 언제든지 ‘거부’를 눌러 동의를 철회할 수 있으며",
    );
    expect(ko.match(/제28조의8/g)).toHaveLength(2);
    const en = sectionText(legalDocument("privacy", "en"), "overseas");
    expect(en).toContain(
      "(PIPA art. 28-8(1)(i)); nothing is sent before you choose “Accept”, or after you choose “Decline”.",
    );
    expect(en).toContain(
      "you can withdraw at any time by choosing “Decline” under “Cookie settings” at the bottom of every page",
    );
  });

  it("makes `npm start` warn while a provider's country is unset, or abroad without a contact", () => {
    expect(processorWarnings({})).toEqual([
      '> Warning: HOSTING_PROVIDER_COUNTRY is not set, so the privacy policy lists HOSTING_PROVIDER as a processor in Korea and names no transfer abroad. Set the country where it keeps the data ("KR", "US") in .env before launch.',
      '> Warning: MAIL_PROVIDER_COUNTRY is not set, so the privacy policy lists MAIL_PROVIDER as a processor in Korea and names no transfer abroad. Set the country where it keeps the data ("KR", "US") in .env before launch.',
    ]);
    expect(processorWarnings({ HOSTING_PROVIDER_COUNTRY: "KR", MAIL_PROVIDER_COUNTRY: "US" })).toEqual([
      "> Warning: MAIL_PROVIDER keeps data in US, but MAIL_PROVIDER_CONTACT is not set: the privacy policy must name how to reach a recipient abroad (PIPA art. 28-8(2)). Set its privacy e-mail or page in .env.",
    ]);
    expect(processorWarnings(abroad)).toEqual([]);
    expectStampChangedBy("MAIL_PROVIDER_COUNTRY", "US");
    expectStampChangedBy("HOSTING_PROVIDER_COUNTRY", "US");
  });
});

describe("the facts of the business come from the settings", () => {
  const settings = {
    PRIVACY_OFFICER_NAME: "이영희",
    PRIVACY_OFFICER_TITLE: "최고개인정보보호책임자",
    PRIVACY_OFFICER_DEPARTMENT: "정보보호팀",
    PRIVACY_OFFICER_PHONE: "02-1234-5678",
    PRIVACY_OFFICER_EMAIL: "privacy@atlas.test",
    PRIVACY_OFFICER_NAME_EN: "Younghee Lee",
    PRIVACY_OFFICER_TITLE_EN: "Chief Privacy Officer",
    PRIVACY_OFFICER_DEPARTMENT_EN: "Information Security Team",
    HOSTING_PROVIDER: "Amazon Web Services, Inc.",
    MAIL_PROVIDER: "Mailgun Technologies, Inc.",
  };

  it.each(["ko", "en"] as const)("the privacy officer, the hosting and the mail provider (%s)", (locale) => {
    const policy = policiesWith(settings)[locale];
    const officer = sectionText(policy, "officer");
    // English pages name the officer from the `_EN` settings, so they draw no Hangul.
    const named =
      locale === "ko"
        ? ["이영희", "최고개인정보보호책임자", "정보보호팀"]
        : ["Younghee Lee", "Chief Privacy Officer", "Information Security Team"];
    // The number with its country code on English pages, read abroad.
    const phone = locale === "ko" ? "02-1234-5678" : "+82 2-1234-5678";
    for (const value of [...named, phone, "privacy@atlas.test"]) expect(officer).toContain(value);
    if (locale === "en") expect(officer).not.toMatch(/[\uac00-\ud7a3]/);
    expect(sectionText(policy, "processors")).toContain("Amazon Web Services, Inc.");
    expect(sectionText(policy, "processors")).toContain("Mailgun Technologies, Inc.");
    // Requests go to the officer while the request page does not exist.
    expect(sectionText(policy, "rights")).toContain("privacy@atlas.test");
  });

  it("leaves the department out when none is set", () => {
    const { ko } = policiesWith({ ...settings, PRIVACY_OFFICER_DEPARTMENT: "" });
    expect(sectionText(ko, "officer")).not.toContain("부서");
  });
});

describe("the Korean policy", () => {
  const ko = legalDocument("privacy", "ko");

  it("deems no consent from use of the site", () => {
    expect(allText(ko)).not.toMatch(/이용함으로써|인지한 것으로|동의한 것으로 봅니다/);
    expect(allText(legalDocument("privacy", "en"))).not.toMatch(/By using the Services/);
  });

  it("shows the date it takes effect", () => {
    expect(ko.lastUpdated).toBe("2026. 11. 30.");
    expect(sectionText(ko, "changes")).toContain("2026년 11월 30일부터 적용");
  });

  it("states the security measures the site takes", () => {
    const security = sectionText(ko, "security");
    for (const measure of ["scrypt", "2년 이상", "2단계 인증", "HTTPS", "15분 안에 비밀번호가 5번"])
      expect(security).toContain(measure);
  });
});

describe("MAIL_PROVIDER", () => {
  it("makes `npm start` warn while the sample is live, and rebuild when it changes", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const mailLines = () =>
      warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("MAIL_PROVIDER still holds"));
    try {
      warnAboutPlaceholders({});
      expect(mailLines()).toHaveLength(1);
      warn.mockClear();
      warnAboutPlaceholders({ MAIL_PROVIDER: "Mailgun Technologies, Inc." });
      expect(mailLines()).toEqual([]);
    } finally {
      warn.mockRestore();
    }
    expectStampChangedBy("MAIL_PROVIDER", "Mailgun Technologies, Inc.");
  });
});
