/** @jest-environment node */
// Issue 48, point 5: a privacy request (PIPA arts. 35-37) is filed only once the link e-mailed to its
// address (outbox → a real SMTP server on loopback) is followed; from then it is due in 10 days and the
// privacy officer is told. Real handlers, a real migrated database.
import { describe, expect, it } from "@jest/globals";
import { CONSENT_VERSION } from "@/content/legal/consent-notice";
import { jsonPost } from "../support/api-request";
import { expectRefused } from "../support/refusal";
import { decodedHeader as decoded, tokenIn, setupMailedSite } from "../support/mail-delivery";
import { setupTempSite } from "../unit/report/support/api-env";

const site = setupTempSite();
process.env.RATE_LIMIT_PER_MINUTE = "600";
process.env.PRIVACY_OFFICER_EMAIL = "officer@example.com";
const { prisma, deliveredTo } = setupMailedSite(site.databaseUrl);

const request = {
  name: "홍길동",
  email: "Gildong@Example.test",
  phone: "010-1234-5678",
  right: "access",
  details: "보유한 정보를 모두 보여 주세요.",
  privacyConsent: true,
};

const send = async (body: object, locale?: "en") =>
  (await import("@/app/api/privacy-request/route")).POST(
    jsonPost("/api/privacy-request", body, locale ? { headers: { "x-locale": locale } } : {}),
  );

const press = async (token: string) =>
  (await import("@/app/api/privacy-request/verify/route")).POST(jsonPost("/api/privacy-request/verify", { token }));

describe("the privacy request form", () => {
  it("refuses a request without a right or the consent, naming the fields in the visitor's language", async () => {
    await expectRefused(
      await send({ ...request, right: "everything", privacyConsent: false }),
      "표시된 항목을 확인해 주세요.",
      {
        right: ["요청할 내용을 목록에서 골라 주세요."],
        privacyConsent: ["개인정보 수집·이용에 동의해 주세요."],
      },
    );
    await expectRefused(
      await send({ ...request, name: " ", email: "nope" }, "en"),
      "Please correct the highlighted fields.",
      {
        name: ["Enter your name."],
        email: ["Invalid email address format."],
      },
    );
    expect(await prisma.privacyRequest.count()).toBe(0);
  });

  it("files the request only once the e-mailed link is followed, due 10 days later", async () => {
    const response = await send(request);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    const pending = await prisma.privacyRequest.findFirstOrThrow({ where: { email: "gildong@example.test" } });
    expect(pending).toMatchObject({
      status: "pending",
      name: "홍길동",
      phone: "010-1234-5678",
      right: "access",
      locale: "ko",
      consentVersion: CONSENT_VERSION,
      dueAt: null,
    });

    const [mail, ...more] = await deliveredTo("gildong@example.test");
    expect(more).toHaveLength(0);
    expect(decoded(mail!.headers.subject)).toMatch(/^\[.+\] 개인정보 요청을 확인해 주세요$/);
    expect(mail!.text).toContain("홍길동님, 안녕하세요.");
    // Nothing is filed before the button: the e-mail says it was received, and filed only once confirmed.
    expect(mail!.text).toContain("보내신 개인정보 요청(열람: 보유한 개인정보 보기)을 받았습니다.");
    expect(mail!.text).toContain('"요청 확인" 버튼을 눌러 본인 확인을 마쳐야 요청이 접수되며');
    expect(mail!.text).not.toContain("접수되었습니다");
    const token = tokenIn(mail!.text, "https://www.example.com/privacy-request/verify");
    expect(pending.verifyTokenHash).not.toContain(token);

    const before = Date.now();
    const confirmed = await press(token);
    expect(confirmed.status).toBe(200);
    const body = (await confirmed.json()) as { ok: boolean; dueAt: string };
    const filed = await prisma.privacyRequest.findUniqueOrThrow({ where: { id: pending.id } });
    expect(filed.status).toBe("open");
    expect(filed.dueAt!.getTime() - filed.verifiedAt!.getTime()).toBe(10 * 24 * 60 * 60 * 1000);
    expect(filed.verifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(body).toEqual({ ok: true, dueAt: filed.dueAt!.toISOString() });
    // A second press (a double click) says the same and files nothing twice.
    const again = await press(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);

    const [officer, ...twice] = await deliveredTo("officer@example.com");
    expect(twice).toHaveLength(0);
    expect(decoded(officer!.headers.subject)).toContain(`개인정보 요청 #${pending.id}: 열람`);
    expect(officer!.text).toContain("https://www.example.com/staff/privacy-requests");
    // The officer's mail names no personal data: it is a pointer to the back office.
    expect(officer!.text).not.toContain("홍길동");
    expect(officer!.text).not.toContain("gildong");
  });

  it("writes the e-mail and its link in English for a request under /en", async () => {
    expect((await send({ ...request, email: "english@example.test", right: "erasure" }, "en")).status).toBe(202);
    const [mail] = await deliveredTo("english@example.test");
    expect(decoded(mail!.headers.subject)).toMatch(/^\[.+\] Please confirm your privacy request$/);
    expect(mail!.text).toContain(
      "We have received a privacy request sent from this address: Deletion of the information.",
    );
    expect(mail!.text).toContain("It is filed only once you confirm it is yours");
    tokenIn(mail!.text, "https://www.example.com/en/privacy-request/verify");
  });

  it("mails an address at most once an hour; the link already sent files the latest text", async () => {
    await send({ ...request, email: "twice@example.test", details: "first" });
    const [first] = await deliveredTo("twice@example.test");
    await send({ ...request, email: "twice@example.test", details: "second" });
    expect(await deliveredTo("twice@example.test")).toHaveLength(0);
    const rows = await prisma.privacyRequest.findMany({ where: { email: "twice@example.test" } });
    expect(rows).toHaveLength(1);
    expect((await press(tokenIn(first!.text, "https://www.example.com/privacy-request/verify"))).status).toBe(200);
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: rows[0]!.id } })).toMatchObject({
      status: "open",
      details: "second",
    });
  });

  it("answers 410 in the visitor's language for an unknown or late link", async () => {
    const unknown = await press("x".repeat(43));
    expect(unknown.status).toBe(410);
    expect(await unknown.json()).toEqual({
      message: "이미 사용했거나 7일이 지난 링크입니다. 요청을 다시 보내 주세요.",
    });
    await send({ ...request, email: "late@example.test" });
    const [mail] = await deliveredTo("late@example.test");
    await prisma.privacyRequest.updateMany({
      where: { email: "late@example.test" },
      data: { verifySentAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) },
    });
    expect((await press(tokenIn(mail!.text, "https://www.example.com/privacy-request/verify"))).status).toBe(410);
    expect(await prisma.privacyRequest.findFirstOrThrow({ where: { email: "late@example.test" } })).toMatchObject({
      status: "pending",
    });
  });

  it("stores nothing and mails nobody for a honeypot hit, with the same answer", async () => {
    const response = await send({ ...request, email: "bot@example.test", homepage: "http://spam.test" });
    expect(response.status).toBe(202);
    expect(await prisma.privacyRequest.count({ where: { email: "bot@example.test" } })).toBe(0);
    expect(await deliveredTo("bot@example.test")).toHaveLength(0);
  });
});
