/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { AccessLogTable } from "@/components/staff/access-log/access-log-table";
import type { AccessLogEntry, Prisma } from "@/lib/db/generated/client";
import { loadMessages } from "@/lib/i18n/messages";

const at = new Date("2026-11-30T01:00:00Z");
let id = 0;
const row = (action: string, detail: Prisma.JsonValue, ip = "203.0.113.9"): AccessLogEntry => ({
  id: ++id,
  at,
  accountId: null,
  email: "hana@example.com",
  action,
  target: null,
  detail,
  ip,
});

/** Each logged row, with its detail column as the Korean and the English pages say it. */
const cases: [AccessLogEntry, string, string][] = [
  [
    row("sign-in.failed", { reason: "limit-address" }, "::ffff:127.0.0.1"),
    "사유: 접속 주소별 시도 횟수 초과",
    "Reason: too many tries from this address",
  ],
  [row("sign-in.failed", { reason: "password" }), "사유: 비밀번호 틀림", "Reason: wrong password"],
  [row("sign-in.failed", { reason: "code" }), "사유: 인증 코드 틀림", "Reason: wrong authenticator code"],
  [row("account.password", { via: "invite" }), "경로: 초대 링크", "Through: invite link"],
  [row("account.password", { via: "reset" }), "경로: 비밀번호 재설정 링크", "Through: password reset link"],
  [
    row("account.create", { role: "marketing", by: "command line" }, "::1"),
    "역할: 마케팅(marketing) · 생성 방법: 명령줄",
    "Role: marketing · Made by: the command line",
  ],
  [
    row("account.role", { from: "editor", to: "admin" }),
    "이전: 편집자(editor) · 이후: 관리자(admin)",
    "From: editor · To: admin",
  ],
  [row("submission.status", { from: "new", to: "won" }), "이전: 신규 · 이후: 성사", "From: New · To: Won"],
  // Values no table knows (a reason added later, a status that is a role's name elsewhere) stay as they are.
  [row("sign-in.failed", { reason: "limit-moon" }), "사유: limit-moon", "Reason: limit-moon"],
  [row("submission.owner", { from: "admin", to: null }), "이전: admin · 이후: null", "From: admin · To: null"],
  // Refusals by their reason's code; one logged before the codes keeps the server's English sentence.
  [
    row("staff.refused", { status: 403, reason: "role", needs: "admin" }),
    "응답 코드: 403 · 사유: 역할 권한 부족 · 필요한 역할: 관리자(admin)",
    "Status code: 403 · Reason: the account's role lacks access · Role needed: admin",
  ],
  [
    row("staff.refused", { status: 403, reason: "two-factor" }),
    "응답 코드: 403 · 사유: 2단계 인증 미설정",
    "Status code: 403 · Reason: two-factor sign-in not set up",
  ],
  [
    row("staff.refused", { status: 403, reason: "cross-site" }),
    "응답 코드: 403 · 사유: 다른 사이트에서 보낸 요청",
    "Status code: 403 · Reason: sent from another site",
  ],
  [
    row("staff.refused", { status: 403, reason: "This needs the editor role." }),
    "응답 코드: 403 · 사유: This needs the editor role.",
    "Status code: 403 · Reason: This needs the editor role.",
  ],
  // A privacy request's state is not a response's code: its own label, in words; an older row logged it as `status`.
  [row("privacy-request.view", { requestStatus: "answered" }), "요청 상태: 답변 완료", "Request status: Answered"],
  [row("privacy-request.view", { status: "open" }), "요청 상태: 처리 중", "Request status: Open"],
  // What was asked, whether data was still held, and the answer's language, in words too.
  [
    row("privacy-request.view", { right: "erasure", requestStatus: "open", stillHeld: true }),
    "요청한 권리: 삭제 · 요청 상태: 처리 중 · 보유 정보 남음: 예",
    "Right: erasure · Request status: Open · Data still held: yes",
  ],
  [
    row("privacy-request.answer", { outboxId: 7, right: "access", locale: "en" }),
    "메일 번호: 7 · 요청한 권리: 열람 · 답변 언어: 영어",
    "Message: 7 · Right: access · Answer language: English",
  ],
];
const rows = cases.map(([entry]) => entry);

async function details(locale: "ko" | "en") {
  const messages = await loadMessages(locale);
  render(
    <AccessLogTable
      rows={rows}
      words={messages.staff.accessLog}
      inbox={messages.staff}
      timeZone="Asia/Seoul"
      caption="log"
    />,
  );
  return within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((tr) => {
      const cells = within(tr).getAllByRole("cell");
      return [cells[4]!.textContent, cells[5]!.textContent];
    });
}

describe("the access log's detail and address columns", () => {
  it.each([
    ["ko", 1],
    ["en", 2],
  ] as const)("say the coded values in words on the %s pages", async (locale, column) => {
    expect((await details(locale)).map(([detail]) => detail)).toEqual(cases.map((words) => words[column]));
  });

  it("show an IPv4 client as IPv4, and other addresses as logged", async () => {
    const addresses = (await details("ko")).map(([, address]) => address);
    const other = "203.0.113.9";
    expect(addresses).toEqual(["127.0.0.1", ...Array(4).fill(other), "::1", ...Array(12).fill(other)]);
  });
});
