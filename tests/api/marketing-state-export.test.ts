/** @jest-environment node */
// Whether advertising may go to a lead, as the back office shows it: a newsletter address only once
// confirmed (double opt-in), a form's opt-in no longer once the address withdrew; the workbook says so
// in its marketing column, and the newsletter sheet has the confirmation in columns of its own.
// Codes a visitor never saw (where the demo popup opened, a page's language) read as words.
import ExcelJS from "exceljs";
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInAs } from "./staff-harness";
import { jsonPost } from "../support/api-request";
import { contactSubmit, koreanCallbackSubmit } from "../support/lead-payloads";

Object.assign(process.env, { TEAM_LOCALE: "ko", TEAM_TIME_ZONE: "Asia/Seoul", RATE_LIMIT_PER_MINUTE: "600" });

const prisma = setupTestDatabase();
let cookie = "";

beforeAll(async () => {
  const subscribe = await import("@/app/api/subscribe/route");
  const email = await import("@/app/api/main/email/route");
  const signUp = (address: string) =>
    subscribe.POST(jsonPost("/api/subscribe", { email: address, privacyConsent: true, marketingConsent: true }));
  expect((await signUp("pending@reader.test")).status).toBe(202);
  expect((await signUp("confirmed@reader.test")).status).toBe(202);
  // The confirmation link's own flow is tested in newsletter-double-opt-in.test.ts.
  await prisma.newsletterSubscriber.update({
    where: { email: "confirmed@reader.test" },
    data: { status: "confirmed", confirmedAt: new Date(), confirmTokenHash: null },
  });
  const callback = { ...koreanCallbackSubmit, trigger: "header" };
  expect((await email.POST(jsonPost("/api/main/email", callback))).status).toBe(201);
  const later = { ...contactSubmit, email: "later@acme.test", marketingConsent: true };
  expect((await email.POST(jsonPost("/api/main/email", later))).status).toBe(201);
  const { stopMarketing } = await import("@/lib/privacy/stop-marketing");
  await stopMarketing(prisma, "later@acme.test");
  cookie = await signInAs("Minji", "marketing");
}, 60_000);

async function workbook() {
  const { GET } = await import("@/app/api/staff/submissions/export/route");
  const response = await GET(jsonRequest("GET", "/api/staff/submissions/export?format=xlsx", undefined, cookie));
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  return book;
}

/** A sheet's rows as header → text, by e-mail address. */
function rowsByEmail(sheet: ExcelJS.Worksheet | undefined): Map<string, Record<string, string>> {
  if (!sheet) throw new Error("no such sheet");
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = new Map<string, Record<string, string>>();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    const record = Object.fromEntries(headers.map((header, index) => [header, String(values[index] ?? "")]));
    rows.set(record["이메일"] ?? "", record);
  });
  return rows;
}

describe("the workbook's marketing column", () => {
  it("says a newsletter address is waiting for its confirmation, and gives the confirmation its own columns", async () => {
    const rows = rowsByEmail((await workbook()).getWorksheet("뉴스레터"));
    const pending = rows.get("pending@reader.test");
    expect(pending?.["마케팅 수신 동의"]).toBe("확인 대기");
    expect(pending?.["뉴스레터 상태"]).toBe("확인 대기");
    expect(pending?.["언어"]).toBe("한국어");
    expect(pending?.["기타 항목"] ?? "").toBe("");
    const confirmed = rows.get("confirmed@reader.test");
    expect(confirmed?.["마케팅 수신 동의"]).toBe("예");
    expect(confirmed?.["뉴스레터 상태"]).toBe("구독 중");
    expect(confirmed?.["수신 확인 일시"]).not.toBe("");
  });

  it("says a form's opt-in was withdrawn once the address is on the suppression list", async () => {
    const book = await workbook();
    const callback = rowsByEmail(book.getWorksheet("데모 전화 요청")).get("seoyeon@hanbit.test");
    expect(callback?.["마케팅 수신 동의"]).toBe("예");
    expect(callback?.["열린 위치"]).toBe("머리글 메뉴");
    const contact = rowsByEmail(book.getWorksheet("문의 양식")).get("later@acme.test");
    expect(contact?.["마케팅 수신 동의"]).toBe("수신 거부");
  });
});

describe("a submission's detail", () => {
  it("carries the same state to the page", async () => {
    const { GET } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
    const state = async (email: string) => {
      const entry = await prisma.submission.findFirstOrThrow({ where: { email } });
      const url = `/api/staff/submissions/${entry.kind}/${entry.sourceId}`;
      const response = await GET(
        jsonRequest("GET", url, undefined, cookie),
        params({ kind: entry.kind, id: String(entry.sourceId) }),
      );
      return ((await response.json()) as { marketing: string }).marketing;
    };
    expect(await state("pending@reader.test")).toBe("pending");
    expect(await state("confirmed@reader.test")).toBe("yes");
    expect(await state("later@acme.test")).toBe("withdrawn");
    expect(await state("seoyeon@hanbit.test")).toBe("yes");
  });
});
