/** @jest-environment node */
// A privacy request answered from its page: the e-mail reaches the requester (outbox → a real SMTP server
// on loopback) in their language, Reply-To the privacy officer; the request shows answered with who, when
// and the text; the access log has the row. An erasure request whose data is still held is answered only
// once the admin confirms it. 4xx JSON for bad input, other roles and unknown requests. Real handlers.
import { describe, expect, it } from "@jest/globals";
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInAs, staffEmail } from "./staff-harness";
import { jsonPost } from "../support/api-request";
import { contactSubmit } from "../support/lead-payloads";
import { decodedHeader as decoded, setupMailedSite } from "../support/mail-delivery";

Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: "600", PRIVACY_OFFICER_EMAIL: "officer@example.com" });

const prisma = setupTestDatabase();
const { deliveredTo } = setupMailedSite(prisma);
let admin = "";
let marketing = "";

beforeAll(async () => {
  admin = await signInAs("Answer Admin", "admin");
  marketing = await signInAs("Answer Marketer", "marketing");
}, 60_000);

/** A request its sender has verified, due in `dueDays` days. */
const verified = (email: string, right: "access" | "erasure", locale = "ko", dueDays = 10) =>
  prisma.privacyRequest.create({
    data: {
      name: locale === "ko" ? "홍길동" : "Ada Kim",
      email,
      right,
      locale,
      status: "open",
      consentVersion: "2026-11-28",
      consentedAt: new Date(),
      verifiedAt: new Date(),
      dueAt: new Date(Date.now() + dueDays * 86_400_000),
    },
  });

async function answer(id: number | string, body: unknown, cookie = admin) {
  const { POST } = await import("@/app/api/staff/privacy-requests/[id]/answer/route");
  return POST(
    jsonRequest("POST", `/api/staff/privacy-requests/${id}/answer`, body, cookie || undefined),
    params({ id: String(id) }),
  );
}

const lastLog = () =>
  prisma.accessLogEntry.findFirstOrThrow({ where: { action: "privacy-request.answer" }, orderBy: { id: "desc" } });

const text = { subject: "개인정보 열람 요청에 대한 답변", body: "홍길동님,\n\n보유한 정보는 첨부한 목록과 같습니다." };

describe("answering a privacy request", () => {
  it("e-mails the answer to the requester in Korean, and shows the request answered with who, when and what", async () => {
    const request = await verified("gildong@request.test", "access");
    const before = Date.now();
    const response = await answer(request.id, text);
    expect(response.status).toBe(201);
    const { outboxId } = (await response.json()) as { outboxId: number };

    const [mail, ...more] = await deliveredTo("gildong@request.test");
    expect(more).toHaveLength(0);
    expect(decoded(mail!.headers.subject)).toBe(text.subject);
    expect(mail!.text).toContain("보유한 정보는 첨부한 목록과 같습니다.");
    expect(mail!.headers["reply-to"]).toBe("officer@example.com");
    expect(mail!.headers["content-language"]).toBe("ko");

    const row = await prisma.privacyRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({
      status: "answered",
      answeredBy: staffEmail("Answer Admin"),
      answerSubject: text.subject,
      answerText: text.body,
    });
    expect(row.answeredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await lastLog()).toMatchObject({
      email: staffEmail("Answer Admin"),
      target: `privacy-request/${request.id}`,
      detail: { outboxId, right: "access", locale: "ko" },
    });

    // Answered once: a second send (a double click, another admin) is refused and mails nothing.
    const again = await answer(request.id, text);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "이 요청에는 이미 답변했습니다." });
    expect(await deliveredTo("gildong@request.test")).toHaveLength(0);
  });

  it("sends one answer when two admins send at once", async () => {
    const request = await verified("twice@request.test", "access");
    const statuses = (await Promise.all([answer(request.id, text), answer(request.id, text)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await deliveredTo("twice@request.test")).toHaveLength(1);
    expect(
      await prisma.accessLogEntry.count({
        where: { action: "privacy-request.answer", target: `privacy-request/${request.id}` },
      }),
    ).toBe(1);
  });

  it("starts the answer in the requester's language and sends it marked as theirs", async () => {
    const { answerDraft } = await import("@/lib/privacy/answer");
    const request = await verified("ada@request.test", "access", "en");
    const draft = await answerDraft(request);
    expect(draft.subject).toMatch(/^\[.+\] Your privacy request: Access: see the information we hold$/);
    expect(draft.body).toMatch(/^Hello Ada Kim,\n\nThis is our answer to your privacy request: Access/);
    expect((await answerDraft({ ...request, locale: "ko", name: "홍길동" })).body).toMatch(/^홍길동님, 안녕하세요\./);
    // Sent as it starts, it is refused: its prompt stands where the result goes.
    const unwritten = await answer(request.id, draft);
    expect(unwritten.status).toBe(400);
    expect((await unwritten.json()).fieldErrors).toEqual({
      body: ["본문의 괄호 안 안내 문구를 지우고 그 자리에 처리 결과를 적어 주세요."],
    });
    const written = draft.body.replace(
      "(Write what was done.)",
      "We hold your e-mail address and one contact message.",
    );
    expect((await answer(request.id, { ...draft, body: written })).status).toBe(201);
    const [mail] = await deliveredTo("ada@request.test");
    expect(mail!.headers["content-language"]).toBe("en");
    expect(mail!.text).toContain("Hello Ada Kim,");
    expect(mail!.text).toContain("We hold your e-mail address and one contact message.");
  });

  it("answers an erasure request while the data is still held only once the admin confirms it", async () => {
    const email = "held@request.test";
    const contact = await import("@/app/api/main/email/route");
    expect((await contact.POST(jsonPost("/api/main/email", { ...contactSubmit, email }))).status).toBe(201);
    // The contact form's acknowledgement goes out first, as it would have long before.
    expect(await deliveredTo(email)).toHaveLength(1);
    const request = await verified(email, "erasure");
    const { requestHoldings } = await import("@/lib/privacy/answer");
    expect((await requestHoldings(prisma, request)).held).toBe(true);
    const queued = await prisma.outboxMessage.count({ where: { tag: "privacy-request-answer" } });

    const unconfirmed = await answer(request.id, text);
    expect(unconfirmed.status).toBe(409);
    expect(await unconfirmed.json()).toEqual({
      message: "이 사람의 정보가 아직 남아 있습니다. 삭제한 뒤에 답변하거나, 남아 있음을 확인하는 칸을 체크해 주세요.",
    });
    expect(await prisma.outboxMessage.count({ where: { tag: "privacy-request-answer" } })).toBe(queued);
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "open",
      answeredAt: null,
    });

    expect((await answer(request.id, { ...text, confirmHeld: true })).status).toBe(201);
    expect(await lastLog()).toMatchObject({ detail: { right: "erasure", stillHeld: true } });
    const [sent, ...more] = await deliveredTo(email);
    expect(more).toHaveLength(0);
    expect(decoded(sent!.headers.subject)).toBe(text.subject);

    // Once erased (the suppression list and the requests are kept on purpose), no confirmation is asked.
    const erase = await import("@/app/api/staff/privacy/erase/route");
    expect((await erase.POST(jsonRequest("POST", "/api/staff/privacy/erase", { email }, admin))).status).toBe(200);
    const second = await verified(email, "erasure");
    expect((await requestHoldings(prisma, second)).held).toBe(false);
    expect((await answer(second.id, text)).status).toBe(201);
    expect(await lastLog()).toMatchObject({ target: `privacy-request/${second.id}`, detail: { stillHeld: false } });
  }, 30_000);

  it("refuses bad input, unknown or unverified requests and other roles with JSON, queueing nothing", async () => {
    const request = await verified("refused@request.test", "access");
    const pending = await prisma.privacyRequest.create({
      data: {
        name: "Not Yet",
        email: "pending@request.test",
        right: "access",
        locale: "ko",
        consentVersion: "2026-11-28",
        consentedAt: new Date(),
      },
    });
    const queued = await prisma.outboxMessage.count();

    const blank = await answer(request.id, { subject: " ", body: "" });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      message: "표시된 항목을 확인해 주세요.",
      fieldErrors: { subject: ["제목을 200자 이내로 입력해 주세요."], body: ["본문을 10,000자 이내로 입력해 주세요."] },
    });
    // The answer goes to the address the requester confirmed: a body naming another is refused.
    const elsewhere = await answer(request.id, { ...text, to: "someone@else.test" });
    expect(elsewhere.status).toBe(400);
    expect((await answer(request.id, { ...text, confirmHeld: "yes" })).status).toBe(400);

    for (const id of [pending.id, 999_999, "abc"]) {
      const missing = await answer(id, text);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "이 번호의 개인정보 요청이 없습니다." });
    }
    const byMarketing = await answer(request.id, text, marketing);
    expect(byMarketing.status).toBe(403);
    expect(await byMarketing.json()).toEqual({ message: expect.any(String) });
    expect((await answer(request.id, text, "")).status).toBe(401);

    expect(await prisma.outboxMessage.count()).toBe(queued);
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "open",
    });
  });
});

describe("the dashboard's privacy card", () => {
  it("counts the open requests, the overdue ones and the nearest due date", async () => {
    await prisma.privacyRequest.updateMany({ where: { status: "open" }, data: { status: "answered" } });
    const { openPrivacyRequests } = await import("@/lib/privacy/staff-requests");
    expect(await openPrivacyRequests(prisma)).toEqual({ open: 0, overdue: 0, nextDue: null });
    const soon = await verified("soon@request.test", "access", "ko", 3);
    await verified("later@request.test", "erasure", "ko", 9);
    expect(await openPrivacyRequests(prisma)).toEqual({ open: 2, overdue: 0, nextDue: soon.dueAt });
    const late = await verified("late@request.test", "access", "ko", -1);
    expect(await openPrivacyRequests(prisma)).toEqual({ open: 3, overdue: 1, nextDue: late.dueAt });
  });
});
