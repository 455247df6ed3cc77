/** @jest-environment node */
// A report request's order confirmation ("신청 확인 이메일") from the back office: the template filled
// from the request, refused while a prompt is left in, then sent to the customer threaded under the
// acknowledgement they received, and recorded in the history as the start of the withdrawal period; a
// text without the reference number or the refund rules is refused as one.
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInAs, staffEmail } from "./staff-harness";
import { refundNotices } from "@/content/legal/report-refunds";
import { replyPrompts } from "@/content/staff/reply-prompts";
import { env } from "@/lib/config/env";
import { replyDrafts } from "@/lib/submissions/reply";
import { decodedHeader, setupMailedSite } from "../support/mail-delivery";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";

const prisma = setupTestDatabase();
const { smtp, deliver } = setupMailedSite(prisma);
const seojun = { name: "Seojun", email: staffEmail("Seojun") };
let cookie = "";

beforeAll(async () => {
  Object.assign(process.env, { TEAM_LOCALE: "en", TEAM_TIME_ZONE: "Asia/Seoul" });
  cookie = await signInAs(seojun.name, "marketing");
}, 60_000);

afterEach(() => {
  env().PAYMENT_BANK_ACCOUNT = undefined;
});

/** A report request sent from the Korean (won) or English (dollar) wizard, its mails delivered. */
async function order(firstName: string, currency: "KRW" | "USD") {
  const { POST } = await import("@/app/api/consulting-form/route");
  const email = `${firstName.toLowerCase()}@order.test`;
  const body = multipartBody({
    ...validFields,
    firstName,
    lastName: "Kim",
    email,
    currency,
    projectName: "한강 타운하우스",
  });
  const response = await POST(
    multipartRequest("http://localhost/api/consulting-form", body, currency === "KRW" ? "ko" : "en"),
  );
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await deliver();
  const source = await prisma.consultingRequest.findFirstOrThrow({ where: { email } });
  const submission = await prisma.submission.findUniqueOrThrow({
    where: { kind_sourceId: { kind: "report", sourceId: source.id } },
  });
  return { submission, reference, email };
}

async function reply(kind: string, sourceId: number, body: unknown, locale = "ko") {
  const { POST } = await import("@/app/api/staff/submissions/[kind]/[id]/reply/route");
  const request = jsonRequest("POST", `/api/staff/submissions/${kind}/${sourceId}/reply`, body, cookie);
  request.headers.set("x-locale", locale);
  return POST(request, params({ kind, id: String(sourceId) }));
}

describe("the order confirmation", () => {
  it("is refused while a prompt is left in, then reaches the customer with the order, and is recorded", async () => {
    const { submission, reference, email } = await order("Hana", "KRW");
    const drafts = await replyDrafts(prisma, submission, seojun);
    // Offered first on a report request, in each language.
    expect(Object.keys(drafts.ko)).toEqual(["confirmation", "thanks", "call", "details"]);
    const template = drafts.ko.confirmation!;

    const refused = await reply("report", submission.sourceId, { language: "ko", ...template, confirmation: true });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "표시된 항목을 고쳐 주세요.",
      fieldErrors: {
        body: [
          "괄호 안의 안내 문구가 남아 있습니다: “예정 납기일을 적어 주세요”, “입금 계좌를 적어 주세요”. 실제 내용으로 바꾼 뒤 보내 주세요.",
        ],
      },
    });
    // The bank account's prompt (PAYMENT_BANK_ACCOUNT unset) is refused as well as the date's.
    const dated = template.body.replace(replyPrompts.ko.dueDate, "2026년 12월 14일");
    const stillUnwritten = await reply("report", submission.sourceId, { language: "ko", ...template, body: dated });
    expect(stillUnwritten.status).toBe(400);
    expect(await prisma.outboxMessage.count({ where: { submissionId: submission.id, tag: "lead-reply" } })).toBe(0);

    const body = dated.replace(
      replyPrompts.ko.bankAccount,
      "신한은행 110-123-456789 (예금주: 주식회사 아틀라스스페이셜)",
    );
    // Sent as the confirmation, a text without the reference number or the refund rules is refused: the
    // history would say the withdrawal period started although the terms never went out.
    const refusedFor = async (response: Response, parts: string) => {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "표시된 항목을 고쳐 주세요.",
        fieldErrors: {
          body: [`신청 확인 이메일에 빠진 내용이 있습니다: ${parts}. 신청 확인 양식에 있던 그대로 넣어 보내 주세요.`],
        },
      });
    };
    const thanks = drafts.ko.thanks!;
    const plain = await reply("report", submission.sourceId, { language: "ko", ...thanks, confirmation: true });
    await refusedFor(plain, `접수 번호 ${reference}, 청약철회와 환불 기준`);
    // On the English pages the refusal is English, its two parts joined as a sentence joins them.
    const english = await reply("report", submission.sourceId, { language: "ko", ...thanks, confirmation: true }, "en");
    expect(english.status).toBe(400);
    expect(((await english.json()) as { fieldErrors: { body: string[] } }).fieldErrors.body).toEqual([
      `The order confirmation lacks the reference number ${reference} and the cancellation and refund rules: copy the missing text back from the Order confirmation template before sending.`,
    ]);
    const cut = body.replace(`${refundNotices.ko.withdrawal[1]!}\n`, "");
    expect(cut).not.toBe(body);
    const shortened = await reply("report", submission.sourceId, {
      language: "ko",
      subject: template.subject,
      body: cut,
      confirmation: true,
    });
    await refusedFor(shortened, "청약철회와 환불 기준");
    // The rules are those of the reply's language: a Korean text sent as an English one lacks them.
    const mixed = await reply("report", submission.sourceId, {
      language: "en",
      subject: template.subject,
      body,
      confirmation: true,
    });
    await refusedFor(mixed, "청약철회와 환불 기준");
    expect(await prisma.outboxMessage.count({ where: { submissionId: submission.id, tag: "lead-reply" } })).toBe(0);

    const before = smtp.received.length;
    const sent = await reply("report", submission.sourceId, {
      language: "ko",
      subject: template.subject,
      body,
      confirmation: true,
    });
    expect(sent.status).toBe(201);
    const { outboxId } = (await sent.json()) as { outboxId: number };
    await deliver();

    const mails = smtp.received.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([[email]]);
    const mail = mails[0]!;
    expect(decodedHeader(mail.headers.subject)).toBe(`Atlas Spatial 사업성 분석 보고서 신청 확인 (${reference})`);
    expect(reference).toMatch(/^FR-\d{6}$/);
    for (const line of [
      `접수 번호: ${reference}`,
      "프로젝트: 한강 타운하우스",
      // The shipped prices, as the wizard priced this order (report and zoning).
      "- 사업성 분석 보고서: 1,300,000원\n- 추가 서비스, 용도지역 분석: 200,000원\n- 합계: 1,500,000원 (부가가치세 136,364원 포함)",
      "예정 납기일\n2026년 12월 14일",
      "신한은행 110-123-456789 (예금주: 주식회사 아틀라스스페이셜)",
      ...refundNotices.ko.withdrawal,
      "- 1단계(자료 검토와 부지 분석) 진행 중: 보고서 금액의 80%",
      // Signed, then who sells, as the acknowledgement's footer gives it.
      "Seojun 드림\nAtlas Spatial\n\n상호: 주식회사 아틀라스스페이셜\n대표자: 홍길동\n사업자등록번호: 000-00-00000",
    ]) {
      expect(mail.text).toContain(line);
    }
    // Threaded under the acknowledgement the customer received, not the team's notification.
    const acknowledgement = smtp.received.find(
      (each) => each.to.includes(email) && each.headers["message-id"] !== mail.headers["message-id"],
    );
    expect(acknowledgement).toBeDefined();
    expect(mail.headers["in-reply-to"]).toBe(acknowledgement!.headers["message-id"]);
    expect(mail.headers.references).toBe(acknowledgement!.headers["message-id"]);

    // The history: "신청 확인 이메일 발송", by whom and when; the access log says it was the confirmation.
    const audit = await prisma.submissionAudit.findMany({
      where: { submissionId: submission.id },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => [row.actor, row.action, row.newValue])).toEqual([
      ["Seojun", "confirmation", String(outboxId)],
      ["Seojun", "status", "contacted"],
    ]);
    expect(Date.now() - audit[0]!.at.getTime()).toBeLessThan(60_000);
    const log = await prisma.accessLogEntry.findFirstOrThrow({
      where: { action: "submission.reply", target: `report/${submission.sourceId}` },
    });
    expect(log.detail).toEqual({ outboxId, confirmation: true });
  }, 60_000);

  it("states the bank account from the settings, and in English for an English request", async () => {
    // The settings are parsed once per process: set on the parsed ones for this test.
    env().PAYMENT_BANK_ACCOUNT = "신한은행 110-123-456789 (예금주: 주식회사 아틀라스스페이셜)";
    const { submission, reference } = await order("Robin", "USD");
    const { ko, en } = await replyDrafts(prisma, submission, { name: "mkt", email: "mkt@staff.test" });
    expect(en.confirmation!.subject).toBe(`Order confirmation ${reference}: your Atlas Spatial feasibility report`);
    expect(en.confirmation!.body).toContain(
      "- Feasibility report: $990\n- Add-on, Zoning analysis: $150\n- Total: $1,140\n",
    );
    for (const language of [ko, en]) {
      expect(language.confirmation!.body).toContain("신한은행 110-123-456789");
      expect(language.confirmation!.body).not.toContain(replyPrompts.ko.bankAccount);
    }
    // An account with no name of its own signs with the team's.
    expect(en.confirmation!.body).toContain(
      "\nBest regards,\nThe Atlas Spatial team\n\nCompany: Atlas Spatial Co., Ltd.\n",
    );
    expect(ko.thanks!.body).toMatch(/\n\nAtlas Spatial 팀 드림$/);
  }, 60_000);

  it("is offered on report requests only, and refused as a confirmation of anything else", async () => {
    const { POST } = await import("@/app/api/main/email/route");
    const contact = {
      tag: "Contact",
      company: "Acme",
      name: "Gus Lee",
      email: "gus@order.test",
      purpose: "billing",
      message: "Call me",
      privacyConsent: true,
    };
    const created = await POST(jsonRequest("POST", "/api/main/email", contact));
    expect(created.status).toBe(201);
    const lead = await prisma.submission.findFirstOrThrow({ where: { email: "gus@order.test" } });
    const drafts = await replyDrafts(prisma, lead, seojun);
    expect(Object.keys(drafts.en)).toEqual(["thanks", "call", "details"]);
    const refused = await reply(
      lead.kind,
      lead.sourceId,
      { language: "en", subject: "Order confirmation", body: "Your order.", confirmation: true },
      "en",
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "Only a report request can be sent an order confirmation." });
  }, 60_000);
});
