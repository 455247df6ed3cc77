/** @jest-environment node */
// The team's e-mail about a new lead as it arrives at a real SMTP server on loopback: every field under
// its label in the team's language (Korean by default), consent and attribution in blocks of their own
// at the end, in the plain-text and the HTML part, and no raw field key anywhere; the subject in its words.
import { setupTestDatabase } from "./blog-harness";
import { jsonPost } from "../support/api-request";
import { koreanCallbackSubmit } from "../support/lead-payloads";
import { decodedHeader, deliverOutbox, setupMailedSite } from "../support/mail-delivery";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";

const prisma = setupTestDatabase();
const { smtp } = setupMailedSite(prisma);

beforeAll(() => {
  Object.assign(process.env, { TEAM_LOCALE: "ko", TEAM_TIME_ZONE: "Asia/Seoul", LEADS_TO: "team@leads.test" });
});

/** Delivers the outbox and returns the team's copy of the message about `email`. */
async function teamMailAbout(email: string) {
  await deliverOutbox(prisma, smtp);
  const mail = smtp.received.find(
    (received) => received.to.includes("team@leads.test") && received.headers["reply-to"] === email,
  );
  if (!mail) throw new Error(`no team e-mail about ${email}`);
  return mail;
}

const rawKeys = [
  "privacyConsent",
  "marketingConsent",
  "consentVersion",
  "termsAgreement",
  "utm_",
  "landing_page",
  "referrer:",
  "firstName",
  "jobTitle",
  "preferredTime",
];

describe("the team's notification e-mail", () => {
  it("shows a demo call-back's fields under Korean labels, then its consent and where it came from", async () => {
    const { POST } = await import("@/app/api/main/email/route");
    const body = { ...koreanCallbackSubmit, landing_page: "/demo?utm_source=newsletter" };
    expect((await POST(jsonPost("/api/main/email", body))).status).toBe(201);
    const mail = await teamMailAbout("seoyeon@hanbit.test");
    const entry = await prisma.submission.findFirstOrThrow({ where: { email: "seoyeon@hanbit.test" } });
    const version = entry.consentVersion ?? "";
    expect(version).not.toBe("");
    // The subject names the form as the back office does; mail filters keep the tag in its header.
    expect(decodedHeader(mail.headers.subject)).toBe("[데모 전화 요청] 새 접수: 이서연, 한빛건설");
    expect(mail.headers["x-tag"]).toBe("Demo Call-back");
    const [, fields, , consent, source] = mail.text.trim().split("\n\n");
    expect(fields).toContain(
      "이름: 이서연\n이메일: seoyeon@hanbit.test\n회사: 한빛건설\n전화번호: 010-1234-5678\n희망 연락 시간: 평일 오후 (12:00–17:00)",
    );
    expect(consent).toMatch(
      new RegExp(
        `^동의\n개인정보 수집·이용: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}에 고지문 ${version}에 동의함\n마케팅 정보 수신: 동의함$`,
      ),
    );
    expect(source).toBe(
      [
        "유입 경로",
        "utm 소스: newsletter",
        "utm 캠페인: winter",
        "첫 방문 페이지: /demo?utm_source=newsletter",
        "리퍼러: https://search.example/",
      ].join("\n"),
    );
    for (const key of rawKeys) expect(mail.text.replace(/\?utm_source=/, "")).not.toContain(key);
    // The HTML part: each value under its label, the blocks under their headings.
    const html = mail.html ?? "";
    expect(html).toContain('<span style="color:#555;font-size:13px">희망 연락 시간</span><br>평일 오후 (12:00–17:00)');
    expect(html).toContain(">동의</h3>");
    expect(html).toContain('<span style="color:#555;font-size:13px">마케팅 정보 수신</span><br>동의함');
    expect(html).toContain(">유입 경로</h3>");
    expect(html).toContain('<a href="https://search.example/">https://search.example/</a>');
    for (const key of rawKeys) expect(html.replace(/\?utm_source=/, "")).not.toContain(key);
  });

  it("gives a report request's consent, terms and attribution their own blocks, not raw keys", async () => {
    const { POST } = await import("@/app/api/consulting-form/route");
    const fields = { ...validFields, email: "won@hanbit.test", siteArea: "330평", currency: "KRW", utm_source: "ads" };
    const response = await POST(multipartRequest("http://localhost/api/consulting-form", multipartBody(fields), "ko"));
    expect(response.status).toBe(201);
    const mail = await teamMailAbout("won@hanbit.test");
    // The site area in one line, with the 평 the customer typed.
    expect(mail.text).toContain(
      "프로젝트: Riverside Lofts\n대지 주소: 123 Main St, Los Angeles, CA\n대지 면적: 1,090.9㎡ (330평으로 입력)\n용도",
    );
    expect(mail.text).not.toMatch(/면적 단위|입력한 평수/);
    expect(mail.text).toMatch(
      /\n\n동의\n개인정보 수집·이용: .+에 동의함\n마케팅 정보 수신: 동의하지 않음\n이용약관·환불 규정 동의: 예\n\n유입 경로\nutm 소스: ads\n?$/,
    );
    for (const key of rawKeys) expect(mail.text).not.toContain(key);
    expect(mail.html).toContain('<span style="color:#555;font-size:13px">이용약관·환불 규정 동의</span><br>예');
    for (const key of rawKeys) expect(mail.html).not.toContain(key);
  });
});
