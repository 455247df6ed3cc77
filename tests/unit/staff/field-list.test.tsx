/** @jest-environment jsdom */
// A report request's answers on its back-office page: the site area in one line, in the page's language
// and numbers, with the 평 the customer typed when they typed 평.
import { render, screen } from "@testing-library/react";
import { FieldList } from "@/components/staff/detail/field-list";
import { loadMessages } from "@/lib/i18n/messages";

/** The answers' rows as the marketer reads them: label and value. */
async function rows(locale: "ko" | "en", fields: Record<string, unknown>) {
  const messages = await loadMessages(locale);
  render(<FieldList fields={fields} messages={messages} timeZone="Asia/Seoul" locale={locale} />);
  const terms = screen.getAllByRole("term").map((term) => term.textContent);
  const definitions = screen.getAllByRole("definition").map((definition) => definition.textContent);
  return terms.map((term, index) => `${term}: ${definitions[index]}`);
}

const request = { projectName: "역삼 주상복합", siteAddress: "서울 강남구 역삼동 1" };

describe("the site area on a request's page", () => {
  it.each([
    // "330평" typed on the Korean wizard, kept as 1090.9 ㎡ with the 평 beside it.
    ["ko", { siteArea: "1090.9", siteAreaUnit: "sqm", siteAreaPyeong: 330 }, "대지 면적: 1,090.9㎡ (330평으로 입력)"],
    [
      "en",
      { siteArea: "1090.9", siteAreaUnit: "sqm", siteAreaPyeong: 330 },
      "Site area: 1,090.9 m² (entered as 330 pyeong)",
    ],
    // Typed in ㎡: the 평 it comes to, one decimal, as the wizard showed it.
    ["ko", { siteArea: "1,090.9", siteAreaUnit: "sqm" }, "대지 면적: 1,090.9㎡ (약 330평)"],
    ["en", { siteArea: "1,090.9", siteAreaUnit: "sqm" }, "Site area: 1,090.9 m² (about 330 pyeong)"],
    ["ko", { siteArea: "1000", siteAreaUnit: "sqm" }, "대지 면적: 1,000㎡ (약 302.5평)"],
    // A 평 figure the ㎡ does not round back to is shown as typed.
    ["ko", { siteArea: "1091", siteAreaUnit: "sqm", siteAreaPyeong: 330.04 }, "대지 면적: 1,091㎡ (330.04평으로 입력)"],
    // Typed in sq ft on the English wizard: with its ㎡.
    ["en", { siteArea: "11,743", siteAreaUnit: "sqft" }, "Site area: 11,743 sq ft (1,091 m²)"],
    ["ko", { siteArea: "12000", siteAreaUnit: "sqft" }, "대지 면적: 12,000 sq ft (1,114.8㎡)"],
  ] as const)("reads in one line on the %s page: %j", async (locale, area, line) => {
    const shown = await rows(locale, { ...request, ...area });
    expect(shown.slice(2)).toEqual([line]);
  });

  it("keeps an area that reads as no number, and its unit, as stored", async () => {
    expect((await rows("ko", { siteArea: "약 300", siteAreaUnit: "sqm" })).join("\n")).toBe(
      "대지 면적: 약 300\n면적 단위: ㎡",
    );
  });

  it("shows nothing for an area left empty, nor its unit", async () => {
    expect(await rows("en", { ...request, siteArea: "", siteAreaUnit: "sqft" })).toEqual([
      "Project: 역삼 주상복합",
      "Site address: 서울 강남구 역삼동 1",
    ]);
  });
});
