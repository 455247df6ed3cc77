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

// What both languages' terms must carry, side by side: the words they must not use, the phrases each
// section must state, how a price is written, and the dates of these terms and of those they replace.
const languages = [
  {
    locale: "ko",
    language: "Korean",
    banned: ["달러", "USD", "$", "arbitration", "California", "캘리포니아", "중재", "집단소송", "1년 이내"],
    sections: {
      withdrawal: ["청약철회", "7일 이내", "제17조제2항"],
      refunds: ["환불", "착수 전: 결제한 금액 전액", "3영업일 이내"],
      "late-defective": ["다시 작성"],
      law: ["대한민국 법", "민사소송법"],
    },
    currency: "KRW",
    price: (amount: number) => `${amount.toLocaleString("ko-KR")}원`,
    lastUpdated: "2026. 11. 30.",
    replaced: { lastUpdated: "2023. 11. 16.", says: ["미국 달러"] },
  },
  {
    locale: "en",
    language: "English",
    banned: [
      "arbitration",
      "Arbitration",
      "California",
      "Los Angeles",
      "class action",
      "non-refundable",
      "1 year",
      "AS IS",
    ],
    sections: {
      withdrawal: ["within 7 days of receiving the confirmation e-mail", "article 17(2)", "within 3 months"],
      refunds: ["Before work starts: everything you paid", "80% of the report’s price", "within 3 business days"],
      "late-defective": ["within 10 business days"],
      disputes: ["Korea Consumer Agency"],
      law: ["law of the Republic of Korea"],
    },
    currency: "USD",
    price: (amount: number) => `$${amount.toLocaleString("en-US")}`,
    lastUpdated: "11/30/2026",
    replaced: { lastUpdated: "11/16/2023", says: ["payable in US dollars", "American Arbitration Association"] },
  },
] as const;

describe.each(languages)("the $language terms", ({ locale, banned, sections, currency, price, ...dates }) => {
  const terms = legalDocument("terms", locale);

  it("carry none of the US terms' words: currency, arbitration, California law, class actions, the one-year bar", () => {
    const text = textOf(terms);
    for (const word of banned) expect(text).not.toContain(word);
  });

  it.each(Object.entries(sections))("the %s section states %j", (id, phrases) => {
    for (const phrase of phrases) expect(sectionText(terms, id)).toContain(phrase);
  });

  it("state the report's prices from the price settings", () => {
    const prices = priceList(env(), currency);
    const fees = sectionText(terms, "fees");
    for (const amount of [prices.report, prices.useZoningAnalysis, prices.useRenderingService])
      expect(fees).toContain(price(amount));
  });

  it("show the date they take effect, and keep the terms they replace readable", () => {
    expect(terms.lastUpdated).toBe(dates.lastUpdated);
    expect(earlierVersions("terms", locale).map((earlier) => earlier.version)).toEqual(["2023-11-16"]);
    const before = earlierVersion("terms", locale, "2023-11-16")!;
    expect(before.lastUpdated).toBe(dates.replaced.lastUpdated);
    expect(before.sections).toHaveLength(28);
    for (const phrase of dates.replaced.says) expect(textOf(before)).toContain(phrase);
    expect(earlierVersion("terms", locale, "2020-01-01")).toBeUndefined();
  });
});

describe("the Korean terms", () => {
  it("state the prices with VAT", () => {
    expect(sectionText(legalDocument("terms", "ko"), "fees")).toContain("부가가치세");
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
});

describe("the English terms", () => {
  const en = legalDocument("terms", "en");

  it("carry no Korean", () => {
    expect(textOf(en)).not.toMatch(/[\uac00-\ud7a3]/);
  });

  it("name the Korean company that sells, from the business settings", () => {
    const settings = env();
    const who = sectionText(en, "who-we-are");
    expect(who).toContain(settings.BUSINESS_NAME_EN);
    expect(who).toContain(settings.BUSINESS_REGISTRATION_NUMBER);
    expect(who).toContain(settings.MAIL_ORDER_REGISTRATION_NUMBER_EN);
    expect(who).toContain("Republic of Korea");
  });

  it("give the Korean terms' refund stages and shares, in the same order", () => {
    const shares = (document: LegalDocument) => sectionText(document, "refunds").match(/\d+%/g);
    expect(shares(en)).toEqual(shares(legalDocument("terms", "ko")));
    expect(shares(en)).toEqual(["80%", "50%", "20%", "50%", "15%"]);
  });
});
