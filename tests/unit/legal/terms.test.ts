// Issue 47, point 1: the Korean site's terms are written for Korean law, in won; the translated US terms
// stay readable as an earlier version. The English terms state the same regime (the Korean seller,
// Korean law, the 7-day withdrawal and the staged refunds) in dollars; the US terms they replace stay
// readable too. The wizard and the acknowledgement quote the same refund rule (report-refunds.ts).
import { earlierVersion, earlierVersions, legalDocument } from "@/lib/content/legal";
import type { LegalDocument } from "@/content/legal/types";
import { env } from "@/lib/config/env";
import { priceList } from "@/lib/money/prices";

const textOf = (document: LegalDocument) =>
  [
    document.title,
    ...[...document.intro, ...document.sections.flatMap((section) => [...section.blocks])].flatMap((block) =>
      block.kind === "p" ? [block.text] : block.items,
    ),
    ...document.sections.map((section) => section.title),
  ].join("\n");

const sectionText = (document: LegalDocument, id: string) =>
  textOf({ ...document, title: "", intro: [], sections: document.sections.filter((section) => section.id === id) });

describe("the Korean terms", () => {
  const ko = legalDocument("terms", "ko");
  const text = textOf(ko);

  it("carry no US currency, arbitration, California law, class-action waiver or one-year bar", () => {
    for (const banned of [
      "달러",
      "USD",
      "$",
      "arbitration",
      "California",
      "캘리포니아",
      "중재",
      "집단소송",
      "1년 이내",
    ])
      expect(text).not.toContain(banned);
  });

  it("name the withdrawal, the refunds, Korean law and a Korean court", () => {
    expect(sectionText(ko, "withdrawal")).toContain("청약철회");
    expect(sectionText(ko, "withdrawal")).toContain("7일 이내");
    expect(sectionText(ko, "withdrawal")).toContain("제17조제2항");
    expect(sectionText(ko, "refunds")).toContain("환불");
    expect(sectionText(ko, "refunds")).toContain("착수 전: 결제한 금액 전액");
    expect(sectionText(ko, "refunds")).toContain("3영업일 이내");
    expect(sectionText(ko, "late-defective")).toContain("다시 작성");
    expect(sectionText(ko, "law")).toContain("대한민국 법");
    expect(sectionText(ko, "law")).toContain("민사소송법");
  });

  it("state the report's prices in won with VAT, from the price settings", () => {
    const prices = priceList(env(), "KRW");
    const fees = sectionText(ko, "fees");
    expect(fees).toContain("부가가치세");
    for (const amount of [prices.report, prices.useZoningAnalysis, prices.useRenderingService])
      expect(fees).toContain(`${amount.toLocaleString("ko-KR")}원`);
  });

  it("follow a price setting when it changes", () => {
    const saved = process.env.REPORT_PRICE_KRW;
    jest.resetModules();
    process.env.REPORT_PRICE_KRW = "1450000";
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require("@/lib/content/legal") as typeof import("@/lib/content/legal");
      expect(sectionText(fresh.legalDocument("terms", "ko"), "fees")).toContain("1,450,000원");
    } finally {
      if (saved === undefined) delete process.env.REPORT_PRICE_KRW;
      else process.env.REPORT_PRICE_KRW = saved;
    }
  });

  it("show the date they take effect, and keep the terms they replace readable", () => {
    expect(ko.lastUpdated).toBe("2026. 11. 28.");
    expect(earlierVersions("terms", "ko").map((earlier) => earlier.version)).toEqual(["2023-11-16"]);
    const before = earlierVersion("terms", "ko", "2023-11-16")!;
    expect(before.lastUpdated).toBe("2023. 11. 16.");
    expect(textOf(before)).toContain("미국 달러");
    expect(earlierVersion("terms", "ko", "2020-01-01")).toBeUndefined();
  });
});

describe("the English terms", () => {
  const en = legalDocument("terms", "en");
  const text = textOf(en);

  it("carry no arbitration, California law, class-action waiver, one-year bar or non-refundable fees", () => {
    for (const banned of [
      "arbitration",
      "Arbitration",
      "California",
      "Los Angeles",
      "class action",
      "non-refundable",
      "1 year",
      "AS IS",
    ])
      expect(text).not.toContain(banned);
    expect(text).not.toMatch(/[\uac00-\ud7a3]/);
  });

  it("name the Korean company that sells, from the business settings", () => {
    const settings = env();
    const who = sectionText(en, "who-we-are");
    expect(who).toContain(settings.BUSINESS_NAME_EN);
    expect(who).toContain(settings.BUSINESS_REGISTRATION_NUMBER);
    expect(who).toContain(settings.MAIL_ORDER_REGISTRATION_NUMBER_EN);
    expect(who).toContain("Republic of Korea");
  });

  it("give the Korean terms' withdrawal, refunds, Korean law and dispute bodies", () => {
    const ko = legalDocument("terms", "ko");
    expect(sectionText(en, "withdrawal")).toContain("within 7 days of receiving the confirmation e-mail");
    expect(sectionText(en, "withdrawal")).toContain("article 17(2)");
    expect(sectionText(en, "withdrawal")).toContain("within 3 months");
    expect(sectionText(en, "refunds")).toContain("Before work starts: everything you paid");
    expect(sectionText(en, "refunds")).toContain("80% of the report’s price");
    expect(sectionText(en, "refunds")).toContain("within 3 business days");
    expect(sectionText(en, "late-defective")).toContain("within 10 business days");
    expect(sectionText(en, "disputes")).toContain("Korea Consumer Agency");
    expect(sectionText(en, "law")).toContain("law of the Republic of Korea");
    // The same stages and shares, in the same order, as the Korean terms.
    const shares = (document: LegalDocument) => sectionText(document, "refunds").match(/\d+%/g);
    expect(shares(en)).toEqual(shares(ko));
    expect(shares(en)).toEqual(["80%", "50%", "20%", "50%", "15%"]);
  });

  it("state the report's prices in dollars, from the price settings", () => {
    const prices = priceList(env(), "USD");
    const fees = sectionText(en, "fees");
    for (const amount of [prices.report, prices.useZoningAnalysis, prices.useRenderingService])
      expect(fees).toContain(`$${amount.toLocaleString("en-US")}`);
  });

  it("show the date they take effect, and keep the US terms they replace readable", () => {
    expect(en.lastUpdated).toBe("11/30/2026");
    expect(earlierVersions("terms", "en").map((earlier) => earlier.version)).toEqual(["2023-11-16"]);
    const before = earlierVersion("terms", "en", "2023-11-16")!;
    expect(before.lastUpdated).toBe("11/16/2023");
    expect(before.sections).toHaveLength(28);
    expect(textOf(before)).toContain("payable in US dollars");
    expect(textOf(before)).toContain("American Arbitration Association");
  });
});
