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

const rows = [
  row("sign-in.failed", { reason: "limit-address" }, "::ffff:127.0.0.1"),
  row("sign-in.failed", { reason: "password" }),
  row("sign-in.failed", { reason: "code" }),
  row("account.password", { via: "invite" }),
  row("account.password", { via: "reset" }),
  row("account.create", { role: "marketing", by: "command line" }, "::1"),
  row("account.role", { from: "editor", to: "admin" }),
  row("submission.status", { from: "new", to: "won" }),
  // Values no table knows (a reason added later, a status that is a role's name elsewhere) stay as they are.
  row("sign-in.failed", { reason: "limit-moon" }),
  row("submission.owner", { from: "admin", to: null }),
];

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
  it("say the coded values in Korean words, and an IPv4 client as IPv4", async () => {
    expect(await details("ko")).toEqual([
      ["사유: 접속 주소별 시도 횟수 초과", "127.0.0.1"],
      ["사유: 비밀번호 틀림", "203.0.113.9"],
      ["사유: 인증 코드 틀림", "203.0.113.9"],
      ["경로: 초대 링크", "203.0.113.9"],
      ["경로: 비밀번호 재설정 링크", "203.0.113.9"],
      ["역할: 마케팅(marketing) · 생성 방법: 명령줄", "::1"],
      ["이전: 편집자(editor) · 이후: 관리자(admin)", "203.0.113.9"],
      ["이전: 신규 · 이후: 성사", "203.0.113.9"],
      ["사유: limit-moon", "203.0.113.9"],
      ["이전: admin · 이후: null", "203.0.113.9"],
    ]);
  });

  it("say them in English words too", async () => {
    expect(await details("en")).toEqual([
      ["Reason: too many tries from this address", "127.0.0.1"],
      ["Reason: wrong password", "203.0.113.9"],
      ["Reason: wrong authenticator code", "203.0.113.9"],
      ["Through: invite link", "203.0.113.9"],
      ["Through: password reset link", "203.0.113.9"],
      ["Role: marketing · Made by: the command line", "::1"],
      ["From: editor · To: admin", "203.0.113.9"],
      ["From: New · To: Won", "203.0.113.9"],
      ["Reason: limit-moon", "203.0.113.9"],
      ["From: admin · To: null", "203.0.113.9"],
    ]);
  });
});
