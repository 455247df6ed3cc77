/** @jest-environment node */
// Issue 48, point 2: everyone who sends a form gets an acknowledgement in the page's language, through
// the outbox (a real SMTP server on loopback): what we received, the reference, what happens next and,
// for a report request, the order with its total and the refund rule. At most one an hour per address
// (any letter case, any form, also when two arrive at once; a report's order confirmation always); the submission is stored either way and
// records that its acknowledgement was not sent. Real handlers, a real migrated database.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { jsonPost } from "../support/api-request";
import { callbackSubmit, contactSubmit } from "../support/lead-payloads";
import { decodedHeader as decoded, setupMailedSite } from "../support/mail-delivery";
import { expectAllIn } from "../support/expectations";
import { refundNotice } from "@/content/legal/report-refunds";
import type { ReceivedMail } from "../support/smtp-test-server";
import { setupTempSite } from "../unit/report/support/api-env";
import { multipartBody, multipartRequest, validFields, type FilePart } from "../unit/report/support/multipart";
import { sampleBytes } from "../unit/report/support/samples";

const site = setupTempSite();
// A real site address, so the terms' link is written (a placeholder address never is).
process.env.SITE_URL = "https://www.atlas.test";
process.env.RATE_LIMIT_PER_MINUTE = "600";
process.env.LEADS_TO = "team@atlas.test";
process.env.TEAM_LOCALE = "en";
process.env.TEAM_TIME_ZONE = "Asia/Seoul";

const { prisma, smtp, deliveredTo } = setupMailedSite(site.databaseUrl);
let email: typeof import("@/app/api/main/email/route");
let leads: typeof import("@/app/api/leads/route");
let report: typeof import("@/app/api/consulting-form/route");

beforeAll(async () => {
  email = await import("@/app/api/main/email/route");
  leads = await import("@/app/api/leads/route");
  report = await import("@/app/api/consulting-form/route");
});

const inLanguage = (locale?: "en") => (locale ? { headers: { "x-locale": locale } } : {});
const sendEmailForm = (body: object, locale?: "en") =>
  email.POST(jsonPost("/api/main/email", body, inLanguage(locale)));
const sendLead = (body: object, locale?: "en") => leads.POST(jsonPost("/api/leads", body, inLanguage(locale)));
const sendReport = (fields: Record<string, string>, locale: "ko" | "en", files: FilePart[] = []) =>
  report.POST(multipartRequest("http://localhost:3000/api/consulting-form", multipartBody(fields, files), locale));

/** The one acknowledgement that arrived for `to` (the team's copy goes to the team's address). */
async function acknowledgementTo(to: string): Promise<ReceivedMail> {
  const mails = await deliveredTo(to);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** The one acknowledgement `to` received, with `subject` (as a mail client shows it) and every one of `parts` in its text. */
async function expectAcknowledgement(to: string, subject: string, parts: string[]): Promise<ReceivedMail> {
  const mail = await acknowledgementTo(to);
  expect(decoded(mail.headers.subject)).toBe(subject);
  expectAllIn(mail.text, parts);
  return mail;
}

const entryOf = (address: string) =>
  prisma.submission.findMany({ where: { email: address.toLowerCase() }, orderBy: { id: "asc" } });

/** What every acknowledgement must be: both parts, no placeholder address, no image (no tracking pixel). */
function expectWellFormed(mail: ReceivedMail) {
  expect(mail.text).not.toMatch(/example\.com/i);
  expect(mail.html).toBeDefined();
  expect(mail.html).not.toMatch(/example\.com/i);
  expect(mail.html).not.toMatch(/<img/i);
}

describe("the acknowledgement of each form", () => {
  it("answers the contact form in Korean: what arrived, who answers when, the business identity", async () => {
    const response = await sendEmailForm({ ...contactSubmit, email: "jane@contact.test" });
    expect(response.status).toBe(201);
    const mail = await expectAcknowledgement("jane@contact.test", "[Atlas Spatial] 문의 양식 접수를 확인했습니다", [
      "Jane Doe 님, 안녕하세요.",
      "- 이름: Jane Doe\n- 이메일: jane@contact.test\n- 회사: Acme Builders\n- 문의 목적: 결제",
      "- 메시지: Please call me back.",
      "앞으로의 진행\n담당자가 영업일 기준 2일 이내에 이메일로 답변드립니다.",
      "상호: 주식회사 아틀라스스페이셜\n대표자: 홍길동\n사업자등록번호: 000-00-00000",
    ]);
    expect(mail.text).toMatch(
      /\d{4}년 \d{1,2}월 \d{1,2}일 오[전후] \d{1,2}시( \d{1,2}분)?에 문의 양식으로 보내 주신 내용/,
    );
    // The sample business address is example.com: left out, never mailed.
    expect(mail.text).not.toContain("이메일: contact@");
    // Nothing of ours: no consent version, utm or back-office link.
    expect(mail.text).not.toMatch(/utm|privacyConsent|staff/);
    expect(mail.html).toContain("<li>문의 목적: 결제</li>");
    expectWellFormed(mail);
    expect((await entryOf("jane@contact.test"))[0]).toMatchObject({ acknowledgement: "queued" });
    // The team's notification still goes to the team.
    expect(smtp.received.some((each) => each.to.includes("team@atlas.test") && /Jane Doe/.test(each.text))).toBe(true);
  });

  it("tells a demo call-back request it will be called at the time it chose, in its words", async () => {
    await sendEmailForm(callbackSubmit);
    const mail = await expectAcknowledgement("min@event.test", "[Atlas Spatial] 데모 전화 요청 접수를 확인했습니다", [
      "- 희망 연락 시간: 평일 오전 (9:00–12:00)",
      "- 전화번호: 010-1234-5678",
      "담당자가 영업일 기준 2일 이내, 선택하신 시간에 전화나 이메일로 연락드립니다.",
    ]);
    expect(mail.text).not.toMatch(/header|Opened from|열린 위치/);
    expectWellFormed(mail);
  });

  it("writes to a sign-up from an English page in English, with the English business facts and no Hangul", async () => {
    await sendEmailForm(
      { tag: "Sign Up", first_name: "Ana", last_name: "Kim", email: "ana@signup.test", privacyConsent: true },
      "en",
    );
    const mail = await expectAcknowledgement("ana@signup.test", "[Atlas Spatial] We received your sign-up form", [
      "Hello Ana Kim,",
      "- Name: Ana Kim\n- E-mail: ana@signup.test",
      "What happens next\nOur team will read your request and contact you within 2 business days.",
      "Company: Atlas Spatial Co., Ltd.\nRepresentative: Gildong Hong",
      "Hosting Provider: Example Cloud Co., Ltd.\nPrivacy Officer: Gildong Hong (CEO)",
    ]);
    expect(mail.text).not.toMatch(/[\uac00-\ud7a3]/);
    expect(mail.html).not.toMatch(/[\uac00-\ud7a3]/);
    expect(mail.html).toContain('<html lang="en">');
    expectWellFormed(mail);
  });

  it("answers the lead forms: AI consulting, and a trial with its trial's next step", async () => {
    const person = { firstName: "Lee", lastName: "Yu", company: "Yu Co", jobTitle: "architect", privacyConsent: true };
    await sendLead({ form: "AIConsulting", ...person, email: "lee@ai.test", message: "Plan a tower" });
    const consulting = await acknowledgementTo("lee@ai.test");
    expect(decoded(consulting.headers.subject)).toBe("[Atlas Spatial] AI 컨설팅 접수를 확인했습니다");
    expect(consulting.text).toContain("- 메시지: Plan a tower");
    expect(consulting.text).toContain("담당자가 내용을 확인한 뒤 영업일 기준 2일 이내에 연락드립니다.");

    await sendLead({ form: "PHXTrial", ...person, email: "lee@trial.test" }, "en");
    const trial = await acknowledgementTo("lee@trial.test");
    expect(decoded(trial.headers.subject)).toBe("[Atlas Spatial] We received your Phoenix 2-week trial request");
    expect(trial.text).toContain("We will e-mail you access to your 2-week trial within 2 business days.");
    expectWellFormed(trial);
  });

  it("confirms a Korean report request with its reference, items, total with VAT and the refund rule", async () => {
    const pdf = { name: "대지 도면.pdf", type: "application/pdf", data: sampleBytes.pdf() };
    const response = await sendReport({ ...validFields, email: "ada@report.test", siteArea: "330평" }, "ko", [pdf]);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const mail = await expectAcknowledgement(
      "ada@report.test",
      `[Atlas Spatial] 사업성 보고서 신청 ${reference} 접수를 확인했습니다`,
      [
        `접수 번호: ${reference}`,
        // The files received, as the wizard's confirmation lists them.
        "받은 파일\n- 대지 도면.pdf (1 KB)\n",
        // The site area in ㎡ as the request keeps it, with the 평 the customer typed.
        "- 프로젝트: Riverside Lofts\n- 대지 주소: 123 Main St, Los Angeles, CA\n- 대지 면적: 1,090.9㎡ (330평)\n",
        "신청 항목\n- 사업성 분석 보고서: 1,300,000원\n- 추가 서비스, 용도지역 분석: 200,000원\n- 합계: 1,500,000원 (부가가치세 136,364원 포함)",
        "영업일 기준 1일 이내에 연락하여 신청 내용을 확인하고",
        // The withdrawal period and its limit, as the wizard's last step showed them, then the terms' refunds.
        "청약철회와 환불 기준\n신청 확인 이메일(금액과 납기일을 적어 보내 드리는 이메일)을 받은 날부터 7일 이내에 청약을 철회할 수 있고",
        "착수한 뒤에는 청약철회가 제한됩니다.",
        "\n신청을 취소하거나 청약을 철회하면",
        "- 착수 전: 결제한 금액 전액",
        "3영업일 이내에 환불합니다",
        "지연이자(연 15%)",
        "https://www.atlas.test/terms-and-conditions",
      ],
    );
    expect(mail.html).toContain("<li>합계: 1,500,000원 (부가가치세 136,364원 포함)</li>");
    // When the refund is paid, in the words the wizard's notice showed (content/legal/report-refunds.ts).
    expect(mail.text).toContain(`\n${refundNotice("ko").timing}\n`);
    expectWellFormed(mail);
  });

  it("confirms an English report request in dollars with the English terms' withdrawal and refund rule", async () => {
    const response = await sendReport({ ...validFields, email: "ada@report-en.test" }, "en");
    const { reference } = (await response.json()) as { reference: string };
    const mail = await expectAcknowledgement(
      "ada@report-en.test",
      `[Atlas Spatial] We received your feasibility report request ${reference}`,
      [
        `Your reference: ${reference}`,
        "- Site address: 123 Main St, Los Angeles, CA\n- Site area: 12,000 sq ft\n",
        "Files received\nNo files were attached.\n",
        "What you ordered\n- Feasibility report: $990\n- Add-on, Zoning analysis: $150\n- Total: $1,140",
        "Cancellation and refunds\nYou may withdraw from your order within 7 days of receiving our confirmation e-mail",
        "once work has started you can no longer withdraw",
        "\n- Before work starts: everything you paid\n",
        "\n- During stage 1 (reviewing your documents and analysing the site): 80% of the report’s price\n",
        "We refund within 3 business days",
        "https://www.atlas.test/en/terms-and-conditions",
      ],
    );
    expect(mail.text).not.toMatch(/non-refundable/i);
    expect(mail.text).not.toMatch(/[\uac00-\ud7a3]/);
    expectWellFormed(mail);
  });

  it("repeats a report's site area in the unit it was typed in, with the 평 it comes to in Korean", async () => {
    await sendReport({ ...validFields, email: "area@report.test", siteArea: "1,000" }, "ko");
    const korean = await acknowledgementTo("area@report.test");
    expect(korean.text).toContain("\n- 대지 면적: 1,000㎡ (약 302.5평)\n");
    expect(korean.html).toContain("<li>대지 면적: 1,000㎡ (약 302.5평)</li>");
    await sendReport({ ...validFields, email: "area@report-en.test", siteArea: "1,090.9", siteAreaUnit: "sqm" }, "en");
    expect((await acknowledgementTo("area@report-en.test")).text).toContain("\n- Site area: 1,090.9 m²\n");
    // Left empty, it is not mentioned.
    await sendReport({ ...validFields, email: "no-area@report.test", siteArea: "" }, "ko");
    expect((await acknowledgementTo("no-area@report.test")).text).not.toContain("대지 면적");
  });
});

describe("the visitor's own time and words", () => {
  // Only the clock is stopped: the database, the SMTP server and the outbox keep their timers.
  const atMoment = async <T>(iso: string, send: () => Promise<T>): Promise<T> => {
    jest.useFakeTimers({
      now: new Date(iso),
      doNotFake: [
        "hrtime",
        "nextTick",
        "performance",
        "queueMicrotask",
        "setImmediate",
        "clearImmediate",
        "setInterval",
        "clearInterval",
        "setTimeout",
        "clearTimeout",
      ],
    });
    try {
      return await send();
    } finally {
      jest.useRealTimers();
    }
  };

  it("writes an English call-back's time in the visitor's zone, the hours as theirs and the dates month first", async () => {
    const body = {
      ...callbackSubmit,
      name: "Robin Lee",
      email: "robin@newyork.test",
      phone: "+1 555 0100",
      timeZone: "America/New_York",
      marketingConsent: true,
    };
    await atMoment("2026-11-30T09:01:00Z", () => sendEmailForm(body, "en"));
    const mail = await expectAcknowledgement(
      "robin@newyork.test",
      "[Atlas Spatial] We received your demo call-back request",
      [
        "Hello Robin Lee,\n\nThank you for contacting Atlas Spatial. We received your demo call-back request on November 30, 2026, 4:01 AM EST:\n\n- Name: Robin Lee\n",
        "- Preferred time: Weekday mornings (9 AM–12 PM, your time)\n",
        "Marketing e-mail\nOn November 30, 2026 you agreed to receive marketing e-mail from Atlas Spatial (result: consent recorded).",
        // The business's number as a caller abroad dials it.
        "\nPhone: +82 2-000-0000\n",
      ],
    );
    expect(mail.text).not.toMatch(/Asia\/Seoul|KST|2026-11-30|[\uac00-\ud7a3]/);
    expectWellFormed(mail);
  });

  it("falls back to the site's time, as KST, when the form sent no zone or a false one", async () => {
    await atMoment("2026-11-30T09:01:00Z", () =>
      sendEmailForm(
        { tag: "Sign Up", first_name: "Ana", last_name: "Lim", email: "ana@nozone.test", privacyConsent: true },
        "en",
      ),
    );
    const signup = await acknowledgementTo("ana@nozone.test");
    expect(signup.text).toContain(
      "Thank you for contacting Atlas Spatial. We received your sign-up form on November 30, 2026, 6:01 PM KST:",
    );
    await atMoment("2026-11-30T09:01:00Z", () =>
      sendEmailForm({ ...callbackSubmit, email: "sam@falsezone.test", timeZone: "Mars/Olympus_Mons" }, "en"),
    );
    const callback = await acknowledgementTo("sam@falsezone.test");
    expect(callback.text).toContain("We received your demo call-back request on November 30, 2026, 6:01 PM KST:");
  });

  it("writes the time in Korean words, in the visitor's zone with its UTC offset, and its form names in plain Korean", async () => {
    await atMoment("2026-11-30T09:01:00Z", () =>
      sendEmailForm({
        ...callbackSubmit,
        email: "min@newyork.test",
        timeZone: "America/New_York",
        marketingConsent: true,
      }),
    );
    const newYork = await expectAcknowledgement(
      "min@newyork.test",
      "[Atlas Spatial] 데모 전화 요청 접수를 확인했습니다",
      [
        "2026년 11월 30일 오전 4시 1분(UTC-5)에 데모 전화 요청으로 보내 주신 내용을 아래와 같이 받았습니다.",
        "- 희망 연락 시간: 평일 오전 (9:00–12:00)\n",
        "2026년 11월 30일에 Atlas Spatial의 광고성 정보 수신에 동의하셨습니다",
        "\n전화: 02-000-0000\n",
      ],
    );
    // No IANA zone id ("America/New_York") in Korean prose.
    expect(newYork.text).not.toMatch(/[A-Z][a-z]+\/[A-Z]/);

    await atMoment("2026-11-30T09:01:00Z", () =>
      sendEmailForm({ tag: "Sign Up", first_name: "김하나", email: "hana@seoul.test", privacyConsent: true }),
    );
    const signup = await acknowledgementTo("hana@seoul.test");
    expect(decoded(signup.headers.subject)).toBe("[Atlas Spatial] 가입 신청 접수를 확인했습니다");
    expect(signup.text).toContain(
      "2026년 11월 30일 오후 6시 1분에 가입 신청으로 보내 주신 내용을 아래와 같이 받았습니다.",
    );
  });

  it("names the form plainly in the consent result sent on its own within the hour", async () => {
    await sendEmailForm({ ...callbackSubmit, email: "twice@newyork.test", timeZone: "America/New_York" }, "en");
    await acknowledgementTo("twice@newyork.test");
    await sendEmailForm(
      { ...callbackSubmit, email: "twice@newyork.test", timeZone: "America/New_York", marketingConsent: true },
      "en",
    );
    const mails = await deliveredTo("twice@newyork.test");
    const result = mails.find((mail) => /marketing e-mail is recorded/.test(decoded(mail.headers.subject)));
    expect(result?.text).toContain("- Result: consent recorded (your demo call-back request)");
    expect(result?.text).toMatch(/- Date of consent: [A-Z][a-z]+ \d{1,2}, \d{4}\n/);
  });
});

describe("at most one acknowledgement per address an hour", () => {
  it("stores a second submission from the same address, in another letter case and form, without a second mail (but a report's)", async () => {
    await sendEmailForm({ ...contactSubmit, email: "repeat@limit.test" });
    await acknowledgementTo("repeat@limit.test");

    const again = await sendLead({
      form: "AIConsulting",
      firstName: "Re",
      lastName: "Peat",
      company: "R",
      jobTitle: "architect",
      message: "Again",
      email: "REPEAT@Limit.test",
      privacyConsent: true,
    });
    expect(again.status).toBe(201);
    const report = await sendReport({ ...validFields, email: "Repeat@LIMIT.test" }, "ko");
    expect(report.status).toBe(201);
    const before = smtp.received.length;
    // The lead gets none; the report's order confirmation is owed to every order, within the hour too.
    const reference = `FR-${String((await entryOf("repeat@limit.test")).at(-1)?.sourceId).padStart(6, "0")}`;
    const arrived = await deliveredTo("repeat@limit.test");
    expect(arrived.map((mail) => decoded(mail.headers.subject))).toEqual([
      `[Atlas Spatial] 사업성 보고서 신청 ${reference} 접수를 확인했습니다`,
    ]);
    expect(await deliveredTo("REPEAT@Limit.test")).toHaveLength(0);
    // The team heard of both all the same.
    expect(smtp.received.slice(before).filter((mail) => mail.to.includes("team@atlas.test"))).toHaveLength(2);
    const entries = await entryOf("repeat@limit.test");
    expect(entries.map((entry) => [entry.form, entry.acknowledgement])).toEqual([
      ["Contact", "queued"],
      ["AIConsulting", "limited"],
      ["Report", "queued"],
    ]);

    // An hour later the address may be acknowledged again.
    await prisma.acknowledgementLimit.update({
      where: { email: "repeat@limit.test" },
      data: { lastSentAt: new Date(Date.now() - 61 * 60_000) },
    });
    await sendEmailForm({ ...contactSubmit, email: "repeat@limit.test" });
    await acknowledgementTo("repeat@limit.test");
  });

  it("sends one when the same address submits several forms at once", async () => {
    const responses = await Promise.all(
      ["crowd@limit.test", "Crowd@limit.test", "CROWD@LIMIT.TEST", "crowd@Limit.Test"].map((address) =>
        sendEmailForm({ ...contactSubmit, email: address }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const entries = await entryOf("crowd@limit.test");
    expect(entries).toHaveLength(4);
    expect(entries.filter((entry) => entry.acknowledgement === "queued")).toHaveLength(1);
    expect(entries.filter((entry) => entry.acknowledgement === "limited")).toHaveLength(3);
    const before = smtp.received.length;
    await deliveredTo("crowd@limit.test");
    const arrived = smtp.received.slice(before).filter((mail) => mail.to.some((to) => /^crowd@limit\.test$/i.test(to)));
    expect(arrived).toHaveLength(1);
  });

  it("forgets the address's limit once its last submission is destroyed", async () => {
    const { destroySubmissions } = await import("@/lib/privacy/destroy");
    await sendEmailForm({ ...contactSubmit, email: "erased@limit.test" });
    await sendEmailForm({ ...contactSubmit, email: "Erased@limit.test" });
    const [first, second] = await entryOf("erased@limit.test");
    await destroySubmissions(prisma, [first!.id]);
    // Another entry still holds the address: its limit stays.
    expect(await prisma.acknowledgementLimit.count({ where: { email: "erased@limit.test" } })).toBe(1);
    await destroySubmissions(prisma, [second!.id]);
    expect(await prisma.acknowledgementLimit.count({ where: { email: "erased@limit.test" } })).toBe(0);
  });

  it("acknowledges neither a honeypot hit nor the retry of a submit already acknowledged", async () => {
    await sendEmailForm({ ...contactSubmit, email: "bot@spam.test", homepage: "http://spam.test" });
    expect(await deliveredTo("bot@spam.test")).toHaveLength(0);
    expect((await entryOf("bot@spam.test"))[0]).toMatchObject({ isSpam: true, acknowledgement: null });

    const key = { headers: { "idempotency-key": "retry-key-0001" } };
    await email.POST(jsonPost("/api/main/email", { ...contactSubmit, email: "retry@ack.test" }, key));
    await acknowledgementTo("retry@ack.test");
    await prisma.acknowledgementLimit.deleteMany({ where: { email: "retry@ack.test" } });
    const retry = await email.POST(jsonPost("/api/main/email", { ...contactSubmit, email: "retry@ack.test" }, key));
    expect(retry.status).toBe(200);
    expect(await deliveredTo("retry@ack.test")).toHaveLength(0);
  });
});
