// Issue 47, point 1: the Korean site's terms are written for Korean law, in won, while the English
// pages keep the US terms in dollars; the translated US terms stay readable as an earlier version.
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
  it("keep the US terms for US clients: dollars, AAA arbitration, California law, 28 sections", () => {
    const en = legalDocument("terms", "en");
    expect(en.lastUpdated).toBe("11/16/2023");
    expect(en.sections).toHaveLength(28);
    const text = textOf(en);
    expect(text).toContain("payable in US dollars");
    expect(text).toContain("American Arbitration Association");
    expect(text).toContain("State of California");
    expect(earlierVersions("terms", "en")).toEqual([]);
  });
});
