/** @jest-environment node */
// The back office's export as a Korean sales team opens it: the workbook read back with exceljs, its
// cells' types and number formats checked (money with its currency, counts and areas as numbers,
// dates as dates in Seoul), a column per field, owner and follow-up; the CSV with the same columns.
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, signInAs } from "./staff-harness";
import ExcelJS from "exceljs";
import { dayStart } from "@/lib/i18n/time-zone";
import { jsonPost } from "../support/api-request";
import { koreanCallbackSubmit } from "../support/lead-payloads";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";

Object.assign(process.env, { TEAM_LOCALE: "ko", TEAM_TIME_ZONE: "Asia/Seoul" });

const prisma = setupTestDatabase();
let cookie = "";

const report = (fields: Record<string, string>) =>
  multipartRequest(
    "http://localhost/api/consulting-form",
    multipartBody({ ...validFields, ...fields }),
    fields.currency === "KRW" ? "ko" : "en",
  );

beforeAll(async () => {
  const consulting = await import("@/app/api/consulting-form/route");
  const email = await import("@/app/api/main/email/route");
  const won = await consulting.POST(
    report({
      email: "won@hanbit.test",
      siteArea: "1,652.9",
      siteAreaUnit: "sqm",
      numberOfUnits: "120",
      floorAreaRatio: "250",
      currency: "KRW",
    }),
  );
  expect(won.status).toBe(201);
  const dollar = await consulting.POST(
    report({ email: "usd@acme.test", siteArea: "10,000", siteAreaUnit: "sqft", numberOfUnits: "48", currency: "USD" }),
  );
  expect(dollar.status).toBe(201);
  // Typed in 평 on the Korean wizard: kept in ㎡, with the 평 beside it.
  const pyeong = await consulting.POST(report({ email: "pyeong@hanbit.test", siteArea: "330평", currency: "KRW" }));
  expect(pyeong.status).toBe(201);
  expect((await email.POST(jsonPost("/api/main/email", koreanCallbackSubmit))).status).toBe(201);
  // The call-back request is given to Jiyeon, to be called on 3 December (Seoul).
  const ownerId = await ensureStaffAccount("Jiyeon", "marketing");
  await prisma.submission.updateMany({
    where: { form: "DemoCallback" },
    data: { ownerId, followUpAt: dayStart("2026-12-03", "Asia/Seoul") },
  });
  cookie = await signInAs("Jiyeon", "marketing");
}, 60_000);

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  const cells = text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/g);
  for (const [whole, cell = "", end] of cells) {
    if (whole === "") break;
    rows.at(-1)!.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
    if (end && end !== ",") rows.push([]);
  }
  return rows.filter((row) => row.length > 1);
}

const download = async (format: "xlsx" | "csv") => {
  const { GET } = await import("@/app/api/staff/submissions/export/route");
  const response = await GET(jsonRequest("GET", `/api/staff/submissions/export?format=${format}`, undefined, cookie));
  expect(response.status).toBe(200);
  return response;
};

/** A sheet's cell by its header, in row `row`. */
const cellOf = (sheet: ExcelJS.Worksheet, row: number) => {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  return (header: string) => {
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`no column "${header}" in ${headers.join(", ")}`);
    return sheet.getRow(row).getCell(index + 1);
  };
};

describe("the back office's workbook", () => {
  it("writes the report's total as money in its currency, counts and areas as numbers", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download("xlsx")).arrayBuffer());
    const sheet = workbook.getWorksheet("사업성 보고서")!;
    expect(sheet).toBeDefined();
    const totals = await prisma.consultingRequest.findMany({ orderBy: { id: "asc" }, select: { total: true } });
    const won = cellOf(sheet, 2);
    expect(won("합계").type).toBe(ExcelJS.ValueType.Number);
    expect(won("합계").value).toBe(totals[0]?.total);
    expect(won("합계").numFmt).toBe('#,##0"원"');
    expect(won("세대 수").value).toBe(120);
    expect(won("세대 수").type).toBe(ExcelJS.ValueType.Number);
    expect(won("세대 수").numFmt).toBe("#,##0");
    expect(won("용적률").value).toBe(250);
    expect(won("대지 면적 (㎡)").value).toBe(1652.9);
    expect(won("대지 면적 (㎡)").numFmt).toBe("#,##0.0#");
    expect(won("접수 시각").type).toBe(ExcelJS.ValueType.Date);
    expect(won("접수 시각").numFmt).toBe("yyyy-mm-dd hh:mm");
    const dollar = cellOf(sheet, 3);
    expect(dollar("합계").value).toBe(totals[1]?.total);
    expect(dollar("합계").numFmt).toBe('"US$"#,##0');
    // 10,000 sq ft in square metres.
    expect(dollar("대지 면적 (㎡)").value).toBe(929.03);
    // Beside it, the unit the visitor typed the area in, under a header that does not contradict the ㎡.
    expect(dollar("입력한 면적 단위").value).toBe("sq ft");
    expect(dollar("세대 수").value).toBe(48);
    // Typed as 330평: the ㎡ it became in the area column, the 평 with its figure in the unit's.
    const pyeong = cellOf(sheet, 4);
    expect(pyeong("이메일").value).toBe("pyeong@hanbit.test");
    expect(pyeong("대지 면적 (㎡)").value).toBe(1090.9);
    expect(pyeong("입력한 면적 단위").value).toBe("평 (330)");
    expect(won("입력한 면적 단위").value).toBe("㎡");
    expect(pyeong("기타 항목").value ?? "").toBe("");
  });

  it("gives the call-back sheet a column per field in Korean, owner, follow-up, consent and attribution", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download("xlsx")).arrayBuffer());
    const sheet = workbook.getWorksheet("데모 전화 요청")!;
    const cell = cellOf(sheet, 2);
    // Nothing left for the older forms' catch-all cell.
    expect(cell("기타 항목").value ?? "").toBe("");
    expect(cell("전화번호").value).toBe("010-1234-5678");
    expect(cell("희망 연락 시간").value).toBe("평일 오후 (12:00–17:00)");
    expect(cell("담당자").value).toBe("Jiyeon");
    expect(cell("후속 조치일").type).toBe(ExcelJS.ValueType.Date);
    expect(cell("후속 조치일").numFmt).toBe("yyyy-mm-dd");
    // Seoul's 3 December, as Excel reads a date (its wall clock, no zone).
    expect(cell("후속 조치일").value).toEqual(new Date("2026-12-03T00:00:00Z"));
    expect(cell("상태").value).toBe("신규");
    expect(cell("개인정보 수집·이용 동의").value).toBe("예");
    expect(cell("동의 일시").type).toBe(ExcelJS.ValueType.Date);
    expect(cell("마케팅 수신 동의").value).toBe("예");
    expect(cell("utm 소스").value).toBe("newsletter");
    expect(cell("utm 캠페인").value).toBe("winter");
    expect(cell("리퍼러").value).toBe("https://search.example/");
  });
});

describe("the back office's CSV", () => {
  it("has the workbook's columns: a column per field, plain numbers, owner and follow-up", async () => {
    const text = (await (await download("csv")).text()).replace(/^\uFEFF/, "");
    const [headers, ...rows] = csvRows(text);
    const column = (row: string[] | undefined, header: string) => row?.[headers!.indexOf(header)];
    for (const header of ["전화번호", "희망 연락 시간", "합계", "세대 수", "대지 면적 (㎡)", "담당자", "후속 조치일"])
      expect(headers).toContain(header);
    const callback = rows.find((row) => row.includes("seoyeon@hanbit.test"));
    expect(column(callback, "희망 연락 시간")).toBe("평일 오후 (12:00–17:00)");
    expect(column(callback, "전화번호")).toBe("010-1234-5678");
    expect(column(callback, "담당자")).toBe("Jiyeon");
    expect(column(callback, "후속 조치일")).toBe("2026-12-03");
    expect(column(callback, "기타 항목")).toBe("");
    const won = rows.find((row) => row.includes("won@hanbit.test"));
    const total = (await prisma.consultingRequest.findFirstOrThrow({ orderBy: { id: "asc" } })).total;
    expect(column(won, "합계")).toBe(String(total));
    expect(column(won, "세대 수")).toBe("120");
    expect(column(won, "대지 면적 (㎡)")).toBe("1652.9");
    const pyeong = rows.find((row) => row.includes("pyeong@hanbit.test"));
    expect(column(pyeong, "대지 면적 (㎡)")).toBe("1090.9");
    expect(column(pyeong, "입력한 면적 단위")).toBe("평 (330)");
    expect(column(pyeong, "기타 항목")).toBe("");
  });
});
