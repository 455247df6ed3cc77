/** @jest-environment node */
// Issue 48, point 1: the newsletter asks the advertising consent too, and an address is subscribed
// only once the link in its confirmation e-mail is followed (outbox → a real SMTP server on loopback);
// every such e-mail carries the RFC 8058 one-click unsubscribe, which withdraws at once, and the same
// withdrawal covers the marketing opt-in given on the other forms. Real handlers, a real migrated database.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { CONSENT_VERSION } from "@/content/legal/consent-notice";
import { freshIp, jsonPost } from "../support/api-request";
import { contactSubmit } from "../support/lead-payloads";
import { expectRefused } from "../support/refusal";
import { decodedHeader as decoded, tokenIn, setupMailedSite } from "../support/mail-delivery";
import { setupTempSite } from "../unit/report/support/api-env";

const site = setupTempSite();
const { prisma, deliveredTo } = setupMailedSite(site.databaseUrl);
let subscribe: typeof import("@/app/api/subscribe/route");
let confirm: typeof import("@/app/api/subscribe/confirm/route");
let unsubscribe: typeof import("@/app/api/unsubscribe/route");
let email: typeof import("@/app/api/main/email/route");
let marketing: typeof import("@/lib/leads/unsubscribe");

beforeAll(async () => {
  process.env.RATE_LIMIT_PER_MINUTE = "600";
  process.env.UNSUBSCRIBE_MAILTO = "unsubscribe@example.com";
  subscribe = await import("@/app/api/subscribe/route");
  confirm = await import("@/app/api/subscribe/confirm/route");
  unsubscribe = await import("@/app/api/unsubscribe/route");
  email = await import("@/app/api/main/email/route");
  marketing = await import("@/lib/leads/unsubscribe");
});

const form = { privacyConsent: true, marketingConsent: true };

/** The form's submit, in Korean (the default) or the language given. */
const signUp = (address: string, body: object = form, locale?: "en") =>
  subscribe.POST(
    jsonPost("/api/subscribe", { email: address, ...body }, locale ? { headers: { "x-locale": locale } } : {}),
  );

/** The confirmation page's button, as the page sends it. */
const pressConfirm = (token: string) => confirm.POST(jsonPost("/api/subscribe/confirm", { token }));

/** An RFC 8058 one-click POST, as a mail provider sends it from its server: a form body, no Origin. */
const oneClick = (url: string) =>
  unsubscribe.POST(
    new Request(url.replace("https://www.example.com", "http://localhost:3000"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
      body: "List-Unsubscribe=One-Click",
    }),
  );

const subscriber = (address: string) => prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: address } });

describe("signing up", () => {
  it("refuses a submit without the advertising consent, naming the field in the visitor's language", async () => {
    await expectRefused(await signUp("reader@news.test", { privacyConsent: true }), "표시된 항목을 확인해 주세요.", {
      marketingConsent: ["광고성 정보 수신에 동의해 주세요."],
    });
    await expectRefused(
      await signUp("reader@news.test", { privacyConsent: true, marketingConsent: false }, "en"),
      "Please correct the highlighted fields.",
      { marketingConsent: ["Please agree to receive advertising e-mail."] },
    );
    expect(await prisma.newsletterSubscriber.count()).toBe(0);
    expect(await prisma.outboxMessage.count()).toBe(0);
  });

  it("keeps the address pending and mails the link; following it subscribes", async () => {
    const response = await signUp("Reader@News.test");
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    const pending = await subscriber("reader@news.test");
    expect(pending).toMatchObject({ status: "pending", locale: "ko", confirmedAt: null });
    // Pending is not subscribed: no advertising may go to it yet.
    expect(await marketing.mayReceiveMarketing(prisma, "reader@news.test")).toBe(false);
    const entry = await prisma.submission.findUniqueOrThrow({
      where: { kind_sourceId: { kind: "newsletter", sourceId: pending.id } },
    });
    expect(entry).toMatchObject({ marketingConsent: true, consentVersion: CONSENT_VERSION });
    expect(entry.consentedAt!.getTime()).toBe(pending.consentAt.getTime());

    const [mail, ...more] = await deliveredTo("reader@news.test");
    expect(more).toHaveLength(0);
    expect(decoded(mail!.headers.subject)).toMatch(/^\[.+\] 뉴스레터 신청을 확인해 주세요$/);
    expect(mail!.text).toContain("7일 동안 유효합니다");
    const token = tokenIn(mail!.text, "https://www.example.com/newsletter/confirm");
    const unsubscribeToken = tokenIn(mail!.text, "https://www.example.com/newsletter/unsubscribe");
    expect(mail!.headers["list-unsubscribe"]).toBe(
      `<https://www.example.com/api/unsubscribe?token=${unsubscribeToken}&locale=ko>, <mailto:unsubscribe@example.com?subject=unsubscribe>`,
    );
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // Only hashes are kept: the links cannot be rebuilt from the database.
    expect(pending.confirmTokenHash).not.toContain(token);
    expect(JSON.stringify(await prisma.unsubscribeToken.findMany())).not.toContain(unsubscribeToken);

    const confirmed = await pressConfirm(token);
    expect(confirmed.status).toBe(200);
    expect(await subscriber("reader@news.test")).toMatchObject({ status: "confirmed" });
    expect((await subscriber("reader@news.test")).confirmedAt).toBeInstanceOf(Date);
    expect(await marketing.mayReceiveMarketing(prisma, "reader@news.test")).toBe(true);
    // A second press (a double click) says the same.
    expect((await pressConfirm(token)).status).toBe(200);
  });

  it("writes the e-mail and its links in English for a sign-up under /en", async () => {
    expect((await signUp("english@news.test", form, "en")).status).toBe(202);
    const [mail] = await deliveredTo("english@news.test");
    expect(decoded(mail!.headers.subject)).toMatch(/^\[.+\] Please confirm your newsletter subscription$/);
    expect(mail!.text).toContain("The link works for 7 days.");
    tokenIn(mail!.text, "https://www.example.com/en/newsletter/confirm");
    tokenIn(mail!.text, "https://www.example.com/en/newsletter/unsubscribe");
    expect(mail!.headers["list-unsubscribe"]).toContain("&locale=en>");
  });

  it("re-sends to a pending address at most once an hour, and answers a subscribed one as a new one", async () => {
    await signUp("twice@news.test");
    const [first] = await deliveredTo("twice@news.test");
    const firstToken = tokenIn(first!.text, "https://www.example.com/newsletter/confirm");
    const again = await signUp("twice@news.test");
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ ok: true });
    expect(await deliveredTo("twice@news.test")).toHaveLength(0);

    await prisma.newsletterSubscriber.update({
      where: { email: "twice@news.test" },
      data: { confirmSentAt: new Date(Date.now() - 61 * 60_000) },
    });
    await signUp("twice@news.test");
    const [second] = await deliveredTo("twice@news.test");
    const secondToken = tokenIn(second!.text, "https://www.example.com/newsletter/confirm");
    // The new link replaces the old one.
    expect((await pressConfirm(firstToken)).status).toBe(410);
    expect((await pressConfirm(secondToken)).status).toBe(200);
    // The person is told the result: sender, date, result (정보통신망법 art. 50(7)), with the opt-out.
    const [result] = await deliveredTo("twice@news.test");
    expect(decoded(result!.headers.subject)).toBe("[Atlas Spatial] 광고성 정보 수신 동의 처리 결과 안내");
    expect(result!.text).toContain("- 전송자: Atlas Spatial\n");
    expect(result!.text).toMatch(/- 수신 동의 일자: \d{4}년 \d{1,2}월 \d{1,2}일\n- 처리 결과: 수신 동의\(뉴스레터\)/);
    tokenIn(result!.text, "https://www.example.com/newsletter/unsubscribe");
    expect((await pressConfirm(secondToken)).status).toBe(200);
    expect(await deliveredTo("twice@news.test")).toHaveLength(0);

    const subscribed = await signUp("twice@news.test");
    expect(subscribed.status).toBe(202);
    expect(await subscribed.json()).toEqual({ ok: true });
    expect(await deliveredTo("twice@news.test")).toHaveLength(0);
    expect(await prisma.newsletterSubscriber.count({ where: { email: "twice@news.test" } })).toBe(1);
  });

  it("refuses a link older than 7 days and an unknown one, and the address stays pending", async () => {
    await signUp("late@news.test");
    const [mail] = await deliveredTo("late@news.test");
    const token = tokenIn(mail!.text, "https://www.example.com/newsletter/confirm");
    await prisma.newsletterSubscriber.update({
      where: { email: "late@news.test" },
      data: { confirmSentAt: new Date(Date.now() - 7 * 24 * 3_600_000 - 60_000) },
    });
    const late = await pressConfirm(token);
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({
      message: "이미 사용했거나 기한(7일)이 지난 링크입니다. 뉴스레터 양식에서 다시 신청해 주세요.",
    });
    expect((await pressConfirm("x".repeat(43))).status).toBe(410);
    expect(await subscriber("late@news.test")).toMatchObject({ status: "pending", confirmedAt: null });
  });
});

describe("unsubscribing", () => {
  it("withdraws at once on the one-click POST; a GET of the same address only shows the page", async () => {
    await signUp("leaving@news.test");
    const [mail] = await deliveredTo("leaving@news.test");
    await pressConfirm(tokenIn(mail!.text, "https://www.example.com/newsletter/confirm"));
    const oneClickUrl = /<(https:[^>]+)>/.exec(mail!.headers["list-unsubscribe"]!)![1]!;

    const opened = await unsubscribe.GET(
      new Request(oneClickUrl.replace("https://www.example.com", "http://localhost:3000")),
    );
    expect(opened.status).toBe(303);
    const token = tokenIn(mail!.text, "https://www.example.com/newsletter/unsubscribe");
    expect(opened.headers.get("location")).toBe(`https://www.example.com/newsletter/unsubscribe?token=${token}`);
    expect(await subscriber("leaving@news.test")).toMatchObject({ status: "confirmed" });

    const response = await oneClick(oneClickUrl);
    expect(response.status).toBe(200);
    // The agreement's result from the confirmation above arrives with it.
    const told = await deliveredTo("leaving@news.test");
    expect(told.map((mail) => decoded(mail.headers.subject))).toContain(
      "[Atlas Spatial] 광고성 정보 수신 거부 처리 결과 안내",
    );
    const withdrawal = told.find((mail) => mail.text.includes("수신 거부 일자"));
    expect(withdrawal!.text).toContain("- 처리 결과: 수신 거부. 이 주소로는 더 이상 광고성 정보를 보내지 않습니다.");
    expect(await response.json()).toEqual({
      ok: true,
      message: "수신 거부가 처리되었습니다. 앞으로 광고성 정보를 보내지 않습니다.",
    });
    const row = await subscriber("leaving@news.test");
    expect(row.status).toBe("withdrawn");
    expect(row.withdrawnAt).toBeInstanceOf(Date);
    expect(await prisma.marketingSuppression.count({ where: { email: "leaving@news.test" } })).toBe(1);
    expect(await marketing.mayReceiveMarketing(prisma, "leaving@news.test")).toBe(false);
    // Again (a retrying mail provider): the same answer, nothing changes, nothing is mailed.
    expect((await oneClick(oneClickUrl)).status).toBe(200);
    expect((await subscriber("leaving@news.test")).withdrawnAt!.getTime()).toBe(row.withdrawnAt!.getTime());
    expect(await deliveredTo("leaving@news.test")).toHaveLength(0);
  });

  it("withdraws the marketing opt-in another form recorded, through the page's button", async () => {
    const address = "buyer@acme.test";
    const sent = await email.POST(
      jsonPost("/api/main/email", { ...contactSubmit, email: address, marketingConsent: true }),
    );
    expect(sent.status).toBe(201);
    expect(await marketing.mayReceiveMarketing(prisma, address)).toBe(true);
    // The acknowledgement tells the sender their opt-in was recorded, with the way out.
    const [acknowledgement] = await deliveredTo(address);
    expect(acknowledgement!.text).toMatch(
      /광고성 정보 수신 동의\n\d{4}년 \d{1,2}월 \d{1,2}일에 Atlas Spatial의 광고성 정보 수신에 동의하셨습니다\(처리 결과: 수신 동의\)/,
    );
    tokenIn(acknowledgement!.text, "https://www.example.com/newsletter/unsubscribe");
    expect(acknowledgement!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // The links a marketing e-mail to that address carries.
    const links = await marketing.unsubscribeLinks(prisma, address, "en");
    const token = tokenIn(links.page, "https://www.example.com/en/newsletter/unsubscribe");
    const response = await unsubscribe.POST(jsonPost("/api/unsubscribe", { token }));
    expect(response.status).toBe(200);
    expect(await prisma.marketingSuppression.count({ where: { email: address } })).toBe(1);
    expect(await marketing.mayReceiveMarketing(prisma, address)).toBe(false);
    // The form's own record of what was agreed stays as it was.
    expect(await prisma.submission.count({ where: { email: address, marketingConsent: true } })).toBe(1);

    // A consent given again after the withdrawal counts, and the next withdrawal ends it too.
    const again = { ...contactSubmit, email: address, marketingConsent: true };
    expect((await email.POST(jsonPost("/api/main/email", again))).status).toBe(201);
    expect(await marketing.mayReceiveMarketing(prisma, address)).toBe(true);
    const next = tokenIn(
      (await marketing.unsubscribeLinks(prisma, address, "ko")).page,
      "https://www.example.com/newsletter/unsubscribe",
    );
    expect((await unsubscribe.POST(jsonPost("/api/unsubscribe", { token: next }))).status).toBe(200);
    expect(await marketing.mayReceiveMarketing(prisma, address)).toBe(false);

    const unknown = await unsubscribe.POST(jsonPost("/api/unsubscribe", { token: "y".repeat(43) }));
    expect(unknown.status).toBe(410);
  });
});
