/** @jest-environment node */
import { HttpError } from "@/lib/http/errors";
import { formatFields, leadNotification } from "@/lib/leads/format";
import { idempotencyKeyFrom } from "@/lib/api/route";
import type { Submission } from "@/lib/db/generated/client";
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";
import type { Team } from "@/lib/staff/team";

const withHeaders = (headers: Record<string, string>) => new Request("http://x/", { headers });

const team = (locale: "ko" | "en"): Team => ({
  locale,
  timeZone: "Asia/Seoul",
  siteUrl: "https://www.example.test",
  messages: locale === "en" ? en : ko,
});

const submission = (over: Partial<Submission>): Submission => ({
  id: 1,
  kind: "lead",
  sourceId: 42,
  form: "PHXDisc",
  receivedAt: new Date("2026-03-01T15:30:00Z"),
  name: "",
  email: "a@b.test",
  company: "",
  message: "",
  searchText: "",
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  landingPage: null,
  referrer: null,
  consentVersion: null,
  consentedAt: null,
  marketingConsent: null,
  acknowledgement: null,
  isSpam: false,
  idempotencyKey: null,
  status: "new",
  statusChangedAt: null,
  statusChangedBy: null,
  ownerId: null,
  followUpAt: null,
  value: null,
  currency: null,
  ...over,
});

describe("mail text", () => {
  it("lists non-empty fields with their labels and the values the visitor saw, in the team's language", () => {
    const fields = { firstName: "A", company: "", jobTitle: "developer", interest: "MODULAR", custom: "x" };
    expect(formatFields(team("en"), fields)).toBe(
      "First name: A\nJob title: Developer\nInterest: An app for modular housing\ncustom: x",
    );
    expect(formatFields(team("ko"), { jobTitle: "developer", purpose: "Billing" })).toBe(
      "직무: 개발사\n문의 목적: 결제",
    );
  });

  it("reads as a message: the name once, family name first for Korean names, and the back-office link", () => {
    const mail = leadNotification(team("ko"), {
      tag: "PHX",
      fields: { firstName: "민준", lastName: "김", email: "kim@b.test", company: "한빛건설", utm_source: "ads" },
      submission: submission({
        name: "김민준",
        company: "한빛건설",
        email: "kim@b.test",
        utmSource: "ads",
        consentVersion: "2026-11-26",
        consentedAt: new Date("2026-03-01T15:30:00Z"),
        marketingConsent: false,
      }),
    });
    // The form as the back office names it in Korean, not the English tag.
    expect(mail.subject).toBe("[피닉스 디스커버리] 새 접수: 김민준, 한빛건설");
    expect(mail.text).toBe(
      [
        "새 접수: 피닉스 디스커버리",
        "",
        "이름: 김민준",
        "이메일: kim@b.test",
        "회사: 한빛건설",
        "",
        "리드 양식 #42, 2026-03-02 00:30 (UTC+9) 접수",
        "백오피스에서 열기: https://www.example.test/staff/submissions/lead/42",
        "",
        "동의",
        "개인정보 수집·이용: 2026-03-02 00:30에 고지문 2026-11-26에 동의함",
        "마케팅 정보 수신: 동의하지 않음",
        "",
        "유입 경로",
        "utm 소스: ads",
      ].join("\n"),
    );
    const english = leadNotification(team("en"), {
      tag: "PHX",
      fields: { firstName: "Minjun", lastName: "Kim", email: "kim@b.test" },
      submission: submission({ name: "Minjun Kim", email: "kim@b.test" }),
    });
    expect(english.subject).toBe("[PHX] New submission from Minjun Kim");
    expect(english.text).toContain("Name: Minjun Kim\nE-mail: kim@b.test\n");
    expect(english.text).toContain("Open in the back office: https://www.example.test/en/staff/submissions/lead/42");
  });
});

describe("idempotency key header", () => {
  it("is optional, and must be 8–100 safe characters when sent", () => {
    expect(idempotencyKeyFrom(withHeaders({}))).toBeUndefined();
    expect(idempotencyKeyFrom(withHeaders({ "idempotency-key": "abcdef12-3456" }))).toBe("abcdef12-3456");
    expect(() => idempotencyKeyFrom(withHeaders({ "idempotency-key": "short" }))).toThrow(HttpError);
    expect(() => idempotencyKeyFrom(withHeaders({ "idempotency-key": "bad key with spaces" }))).toThrow(HttpError);
  });
});
