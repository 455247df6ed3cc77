/** @jest-environment node */
// The back office's order confirmation ("신청 확인"): filled from the request with the items and amounts
// the acknowledgement wrote, the withdrawal and refund rules the wizard and the terms state, the bank
// account from the settings; what only the writer knows is a prompt the reply's schema refuses.
import { refundNotices, reportRefunds } from "@/content/legal/report-refunds";
import { replyPrompts } from "@/content/staff/reply-prompts";
import { legalDocument } from "@/lib/content/legal";
import { priceList } from "@/lib/money/prices";
import { envSchema } from "@/lib/config/env-schema";
import { confirmationTemplate, type ConfirmationFacts } from "@/lib/report/confirmation";
import { reportOrderSummary } from "@/lib/report/order-summary";
import { signOff } from "@/lib/submissions/reply";
import { leadReplySchema } from "@/lib/validation/lead-reply";
import { warnAboutPlaceholders } from "@/scripts/lib/warn-placeholders";
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";

// The shipped prices: the report 1,300,000 won or 990 dollars, zoning 200,000 won or 150 dollars.
const settings = envSchema.parse({});
const names = { name: "김하늘", signature: "서준 드림\nAtlas Spatial", brand: "Atlas Spatial" };
const seller = ["상호: 주식회사 아틀라스", "통신판매업 신고번호: 제2024-서울강남-01234호"];

async function facts(
  locale: "ko" | "en",
  currency: "KRW" | "USD",
  more: Partial<ConfirmationFacts> = {},
): Promise<ConfirmationFacts> {
  const prices = priceList(settings, currency);
  const total = prices.report + prices.useZoningAnalysis;
  return {
    names,
    reference: "FR-000042",
    project: "한강 타운하우스",
    site: "서울특별시 마포구 월드컵로 1",
    order: await reportOrderSummary({ useZoningAnalysis: true, useRenderingService: false }, prices, total, locale),
    pricesMatch: true,
    seller,
    ...more,
  };
}

/** The text a paragraph of the terms' refunds section is written as, in the e-mail. */
const termsRefunds = (locale: "ko" | "en") =>
  legalDocument("terms", locale)
    .sections.find((section) => section.id === "refunds")!
    .blocks.flatMap((block) => (block.kind === "p" ? [block.text] : block.items.map((item) => `- ${item}`)));

describe("the order confirmation template", () => {
  it("states the reference, project, site, items with the total and VAT, and the refund rules, in Korean", async () => {
    const { subject, body } = confirmationTemplate("ko", await facts("ko", "KRW"));
    expect(subject).toBe("Atlas Spatial 사업성 분석 보고서 신청 확인 (FR-000042)");
    expect(body).toMatch(/^김하늘 님, 안녕하세요\.\n\n/);
    for (const line of [
      "접수 번호: FR-000042",
      "프로젝트: 한강 타운하우스",
      "대지 주소: 서울특별시 마포구 월드컵로 1",
      "신청 항목과 금액\n- 사업성 분석 보고서: 1,300,000원\n- 추가 서비스, 용도지역 분석: 200,000원\n- 합계: 1,500,000원 (부가가치세 136,364원 포함)\n",
      `예정 납기일\n${replyPrompts.ko.dueDate}\n`,
      `\n${replyPrompts.ko.bankAccount}\n`,
      ...refundNotices.ko.withdrawal,
      ...reportRefunds.ko.refunds,
      ...termsRefunds("ko"),
    ]) {
      expect(body).toContain(line);
    }
    // Signed, then the seller: the contract in writing names who sells (전자상거래법 제13조제2항).
    expect(body).toMatch(
      /\n\n서준 드림\nAtlas Spatial\n\n상호: 주식회사 아틀라스\n통신판매업 신고번호: 제2024-서울강남-01234호$/,
    );
    expect(body).not.toContain(replyPrompts.ko.prices);
    expect(body).not.toMatch(/\{\w+\}/);
  });

  it("writes English for an English request, in the currency it was quoted in", async () => {
    const robin = { name: "Robin Reed", signature: "Best regards,\nSeojun\nAtlas Spatial", brand: "Atlas Spatial" };
    const english = await facts("en", "USD", {
      names: robin,
      project: "Riverside Lofts",
      site: "123 Main St",
      seller: ["Company: Atlas Spatial Co., Ltd."],
    });
    const { subject, body } = confirmationTemplate("en", english);
    expect(subject).toBe("Order confirmation FR-000042: your Atlas Spatial feasibility report");
    for (const line of [
      "Dear Robin Reed,\n\n",
      "Project: Riverside Lofts\nSite address: 123 Main St\n",
      "What you ordered\n- Feasibility report: $990\n- Add-on, Zoning analysis: $150\n- Total: $1,140\n",
      replyPrompts.en.dueDate,
      replyPrompts.en.bankAccount,
      ...refundNotices.en.withdrawal,
      ...termsRefunds("en"),
    ]) {
      expect(body).toContain(line);
    }
    expect(body).toMatch(/\nBest regards,\nSeojun\nAtlas Spatial\n\nCompany: Atlas Spatial Co\., Ltd\.$/);
    expect(body).not.toMatch(/[\uac00-\ud7a3]/);
  });

  it("gives the bank account from the settings, and asks for the items again once the prices changed", async () => {
    const account = "신한은행 110-123-456789 (예금주: 주식회사 아틀라스스페이셜)";
    const { body } = confirmationTemplate("ko", await facts("ko", "KRW", { bankAccount: account, pricesMatch: false }));
    expect(body).toContain(`합계 금액을 이체해 주세요.`);
    expect(body).toContain(`\n${account}\n`);
    expect(body).not.toContain(replyPrompts.ko.bankAccount);
    expect(body).toContain(`(부가가치세 136,364원 포함)\n${replyPrompts.ko.prices}\n`);
  });
});

describe("a reply holding a prompt", () => {
  const schema = (messages: typeof ko) => leadReplySchema(messages.staff.reply.errors);

  it("is refused with the message that says what to do, until each prompt is written over", async () => {
    const template = confirmationTemplate("ko", await facts("ko", "KRW"));
    const refused = schema(ko).safeParse({ language: "ko", ...template, confirmation: true });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [
        ["body"],
        "괄호 안의 안내 문구가 남아 있습니다: “예정 납기일을 적어 주세요”, “입금 계좌를 적어 주세요”. 실제 내용으로 바꾼 뒤 보내 주세요.",
      ],
    ]);
    // Writing over the example inside a prompt leaves the prompt there.
    const example = template.body.replace("예: 2026년 12월 14일", "예: 2026년 12월 20일");
    expect(schema(ko).safeParse({ language: "ko", ...template, body: example }).success).toBe(false);
    const dated = template.body.replace(replyPrompts.ko.dueDate, "2026년 12월 14일");
    expect(schema(ko).safeParse({ language: "ko", ...template, body: dated }).success).toBe(false);
    const written = dated.replace(replyPrompts.ko.bankAccount, "신한은행 110-123-456789");
    expect(schema(ko).safeParse({ language: "ko", ...template, body: written, confirmation: true }).data).toEqual({
      language: "ko",
      subject: template.subject,
      body: written,
      confirmation: true,
    });
    // Either language's prompt, whatever language the reply is marked as.
    const english = schema(en).safeParse({ language: "ko", subject: "x", body: replyPrompts.en.dueDate });
    expect(english.error?.issues[0]?.message).toBe(
      "Still in the text: “Write the expected delivery date”. Replace each bracketed prompt with the real details before sending.",
    );
  });
});

describe("the name a reply is signed with", () => {
  it("is the writer's, or the team's while their account shows only the e-mail's local part", () => {
    expect(signOff({ name: "서준", email: "mkt@atlas.test" }, "ko")).toBe("서준 드림\nAtlas Spatial");
    expect(signOff({ name: "Seojun", email: "mkt@atlas.test" }, "en")).toBe("Best regards,\nSeojun\nAtlas Spatial");
    // The team once, not "Atlas Spatial 팀 드림" over "Atlas Spatial".
    expect(signOff({ name: "mkt", email: "mkt@atlas.test" }, "ko")).toBe("Atlas Spatial 팀 드림");
    expect(signOff({ name: " ", email: "mkt@atlas.test" }, "en")).toBe("Best regards,\nThe Atlas Spatial team");
  });
});

describe("PAYMENT_BANK_ACCOUNT", () => {
  it("makes `npm start` warn while it is unset", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const lines = () => warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("PAYMENT_"));
    try {
      warnAboutPlaceholders({});
      expect(lines()).toEqual([
        "> Warning: PAYMENT_BANK_ACCOUNT is not set, so each report order's confirmation e-mail (신청 확인 이메일) " +
          "asks the writer for the bank account the customer pays to. Set it in .env before launch (docs/configuration.md).",
      ]);
      warn.mockClear();
      warnAboutPlaceholders({ PAYMENT_BANK_ACCOUNT: "신한은행 110-123-456789" });
      expect(lines()).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
